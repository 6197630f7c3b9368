import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { auditLog, contractorApplications, contractorBalances, contractors, outbox, users } from "~/db/schema";
import { approveApplication, rejectApplication } from "~/domain/contractors/approve-application.server";
import { acceptInvitation } from "~/domain/accounts/invitations.server";
import { signIn } from "~/domain/accounts/sign-in.server";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { makeAdmin } from "./marketplace-fixtures";

// Real scrypt at a cheaper cost: these tests hash and check passwords often (auth.test.ts tests the cost itself).
vi.mock("~/lib/auth/password.server", async (original) => (await import("../../support/cheap-password-hashes")).cheapPasswordHashes(original));

/** Dates an admin read on the documents: a year ahead of the real clock these tests run on. */
const nextYear = `${new Date().getUTCFullYear() + 1}-06-30`;
const terms = { licenseExpiresOn: nextYear, insuranceExpiresOn: nextYear };

let n = 0;
async function makeApplication(handle: DatabaseHandle, overrides: Partial<typeof contractorApplications.$inferInsert> = {}) {
  n += 1;
  const [row] = await handle.db
    .insert(contractorApplications)
    .values({
      businessName: `Acme Roofing ${n}`,
      firstName: "Ada",
      lastName: "Builder",
      email: `Ada.${n}.${crypto.randomUUID().slice(0, 6)}@Example.com`,
      phone: "+12125552111",
      licenseNumber: "NY-123",
      yearsInBusiness: 6,
      serviceCategory: "roofing",
      serviceAreas: "Manhattan 10001, Brooklyn 11201",
      insuranceProvider: "Mutual",
      certifiedAt: new Date(),
      ...overrides,
    })
    .returning();
  return row!;
}

describe.each(testEngines())("application review on %s", (engine) => {
  const t = useTestDatabase(engine, { env: { RATE_LIMIT_LOGIN_MAX: "1000" } });
  const ctx = () => ({ db: t.db, env: t.env });

  it("approval keeps only the ZIP codes matching can place (an older application may name others)", async () => {
    const admin = await makeAdmin(t.db);
    const app = await makeApplication(t.handle, { serviceAreas: "PO box 00601, Manhattan 10001" });
    const result = await approveApplication(ctx(), admin, app.id, terms);
    const [c] = await t.db.select().from(contractors).where(eq(contractors.id, result.contractorId));
    expect(c).toMatchObject({ serviceZipCodes: ["10001"], baseZip: "10001", radiusMiles: 25 });
  });

  it("records the state that issued the licence: the admin's choice, else the state of the first service ZIP", async () => {
    const admin = await makeAdmin(t.db);
    const chosen = await approveApplication(ctx(), admin, (await makeApplication(t.handle, { serviceAreas: "Manhattan 10001" })).id, {
      ...terms,
      licenseState: "NJ",
    });
    const derived = await approveApplication(ctx(), admin, (await makeApplication(t.handle, { serviceAreas: "Houston 77002" })).id, terms);
    const states = await t.db
      .select({ id: contractors.id, state: contractors.licenseState })
      .from(contractors)
      .where(inArray(contractors.id, [chosen.contractorId, derived.contractorId]));
    expect(Object.fromEntries(states.map((r) => [r.id, r.state]))).toEqual({ [chosen.contractorId]: "NJ", [derived.contractorId]: "TX" });
  });

  it("approval creates the contractor, user, zero balance and invitation in one step; audited; not twice", async () => {
    const admin = await makeAdmin(t.db);
    const app = await makeApplication(t.handle);
    const result = await approveApplication(ctx(), admin, app.id, terms);
    const [c] = await t.db.select().from(contractors).where(eq(contractors.id, result.contractorId));
    expect(c).toMatchObject({
      businessName: app.businessName,
      contactName: "Ada Builder",
      categories: ["roofing"],
      serviceZipCodes: ["10001", "11201"],
      baseZip: "10001",
      radiusMiles: 25,
      status: "active",
      plan: "pay-as-you-go",
      ...terms,
    });
    const [u] = await t.db.select().from(users).where(eq(users.id, result.userId));
    expect(u).toMatchObject({ email: app.email.toLowerCase(), role: "contractor", contractorId: c!.id, passwordHash: null });
    expect((await t.db.select().from(contractorBalances).where(eq(contractorBalances.contractorId, c!.id)))[0]!.balanceCents).toBe(0);
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, app.email.toLowerCase()));
    expect(mail!.text).toContain(`${t.env.PUBLIC_URL}/invite/${result.invitationToken}`);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, app.id));
    expect(entry).toMatchObject({ actorUserId: admin, action: "application.approve", before: { status: "submitted" }, after: terms });
    await expect(approveApplication(ctx(), admin, app.id, terms)).rejects.toThrow("already approved");
    await expect(rejectApplication(ctx(), admin, app.id, "Too late")).rejects.toThrow("already approved");
    // The invited contractor sets a password and signs in.
    await acceptInvitation(ctx(), result.invitationToken, "a long enough password");
    expect(await signIn(ctx(), { email: app.email, password: "a long enough password", ip: "192.0.2.30" })).toMatchObject({ ok: true });
  });

  it("two approvals at once: exactly one succeeds", async () => {
    const admin = await makeAdmin(t.db);
    const app = await makeApplication(t.handle);
    const results = await Promise.allSettled([approveApplication(ctx(), admin, app.id, terms), approveApplication(ctx(), admin, app.id, terms)]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const count = await t.db.execute(sql`select count(*)::int as n from contractors where application_id = ${app.id}`);
    expect((count as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });

  it("rejection e-mails the reason and is audited; only admins decide", async () => {
    const admin = await makeAdmin(t.db);
    const app = await makeApplication(t.handle);
    await expect(rejectApplication(ctx(), admin, app.id, "")).rejects.toThrow("reason");
    await expect(approveApplication(ctx(), crypto.randomUUID(), app.id, terms)).rejects.toThrow("You do not have access");
    await rejectApplication(ctx(), admin, app.id, "Licence number could not be verified");
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, app.email));
    expect(mail!.text).toContain("Reason: Licence number could not be verified");
    const [row] = await t.db.select().from(contractorApplications).where(eq(contractorApplications.id, app.id));
    expect(row!.status).toBe("rejected");
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, app.id));
    expect(entry).toMatchObject({ action: "application.reject", after: { status: "rejected", reason: "Licence number could not be verified" } });
  });

  it("approval needs both expiry dates, not yet passed, unless the admin gives a reason (audited); nothing is written when refused", async () => {
    const admin = await makeAdmin(t.db);
    const app = await makeApplication(t.handle);
    const contractorsFor = async () => (await t.db.select().from(contractors).where(eq(contractors.applicationId, app.id))).length;
    await expect(approveApplication(ctx(), admin, app.id, { licenseExpiresOn: null, insuranceExpiresOn: nextYear })).rejects.toMatchObject({
      code: "invalid_input",
      details: { field: "licenseExpiresOn" },
    });
    await expect(approveApplication(ctx(), admin, app.id, { licenseExpiresOn: nextYear, insuranceExpiresOn: null })).rejects.toMatchObject({
      details: { field: "insuranceExpiresOn" },
    });
    await expect(approveApplication(ctx(), admin, app.id, { licenseExpiresOn: nextYear, insuranceExpiresOn: "2020-01-31" })).rejects.toThrow(
      "This insurance has expired (2020-01-31)",
    );
    expect(await contractorsFor()).toBe(0);
    expect((await t.db.select().from(contractorApplications).where(eq(contractorApplications.id, app.id)))[0]!.status).toBe("submitted");

    const reason = "Licence verified by phone with the state board; certificate follows";
    const result = await approveApplication(ctx(), admin, app.id, { licenseExpiresOn: null, insuranceExpiresOn: null, overrideReason: reason });
    const [c] = await t.db.select().from(contractors).where(eq(contractors.id, result.contractorId));
    expect(c).toMatchObject({ licenseExpiresOn: null, insuranceExpiresOn: null });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, app.id));
    expect(entry).toMatchObject({ action: "application.approve", after: { overrideReason: reason, licenseExpiresOn: null } });
  });
});
