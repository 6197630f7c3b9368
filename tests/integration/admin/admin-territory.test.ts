/**
 * /admin/contractors/:id (decision 0032): an admin sets an Enterprise contractor's exclusive territory (5-digit ZIPs,
 * a reason, audited with the admin as actor; a ZIP another contractor holds refuses the change, nothing written),
 * and the plan control only moves a contractor to Pay-As-You-Go: Professional is the contractor's own subscription,
 * Enterprise comes from its Enterprise request.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, contractors, subscriptions } from "~/db/schema";
import { territoryOf } from "~/domain/admin/enterprise-territory.server";
import * as adminContractor from "~/routes/admin-contractor";
import { testEngines } from "../../support/test-database";
import { formPost, removeDataDir, routeEnv, run, sessionCookieFor, useRouteDatabase } from "../authorization/route-harness";
import { makeAdmin, makeContractor } from "../marketplace/marketplace-fixtures";

afterAll(() => removeDataDir());

describe.each(testEngines())("admin territory and plan rule on %s", (engine) => {
  const database = useRouteDatabase(engine);
  let adminId: string;
  let cookie: string;
  const post = (contractorId: string, fields: Record<string, string>) =>
    run(adminContractor.action as never, "/admin/contractors/:id", formPost(`/admin/contractors/${contractorId}`, fields, cookie));
  const errorOf = (outcome: { body: unknown }) => (outcome.body as { error?: string }).error;
  const planOf = async (id: string) => (await database.db.select({ plan: contractors.plan }).from(contractors).where(eq(contractors.id, id)))[0]?.plan;

  beforeAll(async () => {
    adminId = await makeAdmin(database.db);
    cookie = await sessionCookieFor(database.db, adminId);
  });

  it("assigns ZIPs to an Enterprise contractor, audited with the admin as actor; a ZIP already taken refuses the whole change", async () => {
    const a = await makeContractor(database.db, routeEnv(), { plan: "enterprise" });
    const b = await makeContractor(database.db, routeEnv(), { plan: "enterprise" });
    const saved = await post(a.contractorId, { intent: "territory", zips: "10003, 10001\n10003", reason: "Signed the Manhattan territory" });
    expect(saved.status).toBe(200);
    expect(await territoryOf(database.db, a.contractorId)).toEqual(["10001", "10003"]);
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, a.contractorId), eq(auditLog.action, "contractor.territory")));
    expect(entry).toMatchObject({ actorUserId: adminId });
    expect(entry!.after).toMatchObject({ territory: "10001, 10003", reason: "Signed the Manhattan territory" });

    const taken = await post(b.contractorId, { intent: "territory", zips: "10002 10003 10001", reason: "Signed the downtown territory" });
    expect(taken.status).toBe(409);
    expect(errorOf(taken)).toMatch(/Already in another contractor's territory: 10001 \(Contractor \d+\), 10003 \(Contractor \d+\)\. Nothing was changed\./);
    expect(await territoryOf(database.db, b.contractorId)).toEqual([]);
    expect(await territoryOf(database.db, a.contractorId)).toEqual(["10001", "10003"]);

    // Emptying the list clears it; the ZIPs are free for another contractor.
    expect((await post(a.contractorId, { intent: "territory", zips: "", reason: "Territory returned" })).status).toBe(200);
    expect((await post(b.contractorId, { intent: "territory", zips: "10001", reason: "Signed the downtown territory" })).status).toBe(200);
    expect(await territoryOf(database.db, b.contractorId)).toEqual(["10001"]);
  });

  it.each([
    ["a ZIP of four digits", { zips: "1000", reason: "A good reason" }, /5-digit ZIP codes/],
    ["letters", { zips: "10001, abcde", reason: "A good reason" }, /5-digit ZIP codes/],
    ["no reason", { zips: "10001" }, /Please give a reason/],
  ])("refuses %s with 400 and writes nothing", async (_label, fields, message) => {
    const c = await makeContractor(database.db, routeEnv(), { plan: "enterprise" });
    const refused = await post(c.contractorId, { intent: "territory", ...fields });
    expect(refused.status).toBe(400);
    expect(errorOf(refused)).toMatch(message);
    expect(await territoryOf(database.db, c.contractorId)).toEqual([]);
  });

  it("refuses a territory for a contractor not on Enterprise", async () => {
    const c = await makeContractor(database.db, routeEnv(), { plan: "professional" });
    const refused = await post(c.contractorId, { intent: "territory", zips: "10009", reason: "A good reason" });
    expect(refused.status).toBe(400);
    expect(errorOf(refused)).toBe("Only an Enterprise contractor can have an exclusive territory.");
    expect(await territoryOf(database.db, c.contractorId)).toEqual([]);
  });

  it("refuses Professional and Enterprise from the plan control (400, nothing written); Pay-As-You-Go releases an Enterprise territory", async () => {
    const c = await makeContractor(database.db, routeEnv(), { plan: "enterprise" });
    expect((await post(c.contractorId, { intent: "territory", zips: "11201", reason: "Brooklyn territory" })).status).toBe(200);
    const free = await makeContractor(database.db, routeEnv());
    const professional = await post(free.contractorId, { intent: "plan", plan: "professional", reason: "Upgrade by phone" });
    expect(professional.status).toBe(400);
    expect(errorOf(professional)).toBe("Professional is a monthly subscription the contractor starts itself on its Billing page; an admin cannot set it.");
    expect(await planOf(free.contractorId)).toBe("pay-as-you-go");
    const enterprise = await post(free.contractorId, { intent: "plan", plan: "enterprise", reason: "Signed by phone" });
    expect(enterprise.status).toBe(400);
    expect(await planOf(free.contractorId)).toBe("pay-as-you-go");
    expect(await database.db.$count(auditLog, eq(auditLog.entityId, free.contractorId))).toBe(0);

    expect((await post(c.contractorId, { intent: "plan", plan: "pay-as-you-go", reason: "Contract ended" })).status).toBe(200);
    expect(await planOf(c.contractorId)).toBe("pay-as-you-go");
    expect(await territoryOf(database.db, c.contractorId)).toEqual([]);
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, c.contractorId), eq(auditLog.action, "contractor.update")));
    expect(entry!.before).toMatchObject({ plan: "enterprise", territory: "11201" });
  });

  it("refuses Pay-As-You-Go while the contractor pays for Professional (it cancels on its Billing page)", async () => {
    const c = await makeContractor(database.db, routeEnv(), { plan: "professional" });
    await database.db.insert(subscriptions).values({ contractorId: c.contractorId, status: "active", provider: "test-mode" });
    const refused = await post(c.contractorId, { intent: "plan", plan: "pay-as-you-go", reason: "Asked by phone" });
    expect(refused.status).toBe(409);
    expect(errorOf(refused)).toMatch(/cancels the subscription itself/);
    expect(await planOf(c.contractorId)).toBe("professional");
  });
});
