/**
 * The reason of an admin decision on a contractor (suspend, reactivate, plan,
 * licence and insurance dates, balance adjustment) is required, trimmed and
 * at most 500 characters, checked on the server: a bad one is a 400 with the
 * message for the reason field, and nothing is written (no change, no audit
 * entry, no ledger entry). updateContractorByAdmin refuses it too, whatever
 * the route did.
 */
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, contractors } from "~/db/schema";
import { updateContractorByAdmin } from "~/domain/admin/manage-contractor.server";
import { ADMIN_REASON_MAX, ADMIN_REASON_MESSAGE, adminReasonSchema } from "~/forms/admin-contractor";
import { MARKUP_MESSAGE, CONTROL_MESSAGE } from "~/forms/text-rules";
import * as adminContractor from "~/routes/admin-contractor";
import { testEngines } from "../../support/test-database";
import { makeAdmin, makeContractor } from "../marketplace/marketplace-fixtures";
import { databaseDigest, formPost, removeDataDir, routeEnv, run, sessionCookieFor, useRouteDatabase } from "./route-harness";
import { DomainError } from "~/domain/shared/errors";

afterAll(() => removeDataDir());

const PATTERN = "/admin/contractors/:id";

/** Each decision with the other fields filled in correctly, so only the reason can be wrong. */
const decisions: [string, Record<string, string>][] = [
  ["suspend", { intent: "suspend" }],
  ["plan", { intent: "plan", plan: "pay-as-you-go" }],
  ["territory", { intent: "territory", zips: "10001" }],
  ["compliance", { intent: "compliance", licenseExpiresOn: "2027-03-31", insuranceExpiresOn: "" }],
  ["adjust", { intent: "adjust", amount: "10" }],
  ["grant-rating-exception", { intent: "grant-rating-exception" }],
  ["revoke-rating-exception", { intent: "revoke-rating-exception" }],
];

const badReasons: [string, string | undefined, string][] = [
  ["missing", undefined, ADMIN_REASON_MESSAGE],
  ["empty", "", ADMIN_REASON_MESSAGE],
  ["only spaces", "     ", ADMIN_REASON_MESSAGE],
  ["two characters after trimming", "  ok  ", ADMIN_REASON_MESSAGE],
  ["over 500 characters", "x".repeat(ADMIN_REASON_MAX + 1), ADMIN_REASON_MESSAGE],
  ["markup", "<script>alert(1)</script>", MARKUP_MESSAGE],
  ["a control character", "Late\u0007 payment", CONTROL_MESSAGE],
];

describe("the reason schema (shared by the form and the server)", () => {
  it("trims, and accepts 3 to 500 characters of plain text", () => {
    expect(adminReasonSchema.parse({ reason: "  Licence renewed  " })).toEqual({ reason: "Licence renewed" });
    expect(adminReasonSchema.parse({ reason: "abc" }).reason).toBe("abc");
    expect(adminReasonSchema.parse({ reason: "y".repeat(ADMIN_REASON_MAX) }).reason).toHaveLength(ADMIN_REASON_MAX);
    for (const [, value, message] of badReasons)
      expect(adminReasonSchema.safeParse({ reason: value }).error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["reason", message]]);
  });
});

describe.each(testEngines())("admin contractor decisions need a reason, on %s", (engine) => {
  const database = useRouteDatabase(engine);
  let adminId: string;
  let adminCookie: string;
  let contractorId: string;

  beforeAll(async () => {
    adminId = await makeAdmin(database.db);
    adminCookie = await sessionCookieFor(database.db, adminId);
    ({ contractorId } = await makeContractor(database.db, routeEnv(), { balanceCents: 100_00 }));
  });

  const post = (fields: Record<string, string>) => run(adminContractor.action, PATTERN, formPost(`/admin/contractors/${contractorId}`, fields, adminCookie));

  describe.each(decisions)("%s", (intent, fields) => {
    it.each(badReasons)("refuses a reason that is %s: 400, the message on the reason field, nothing written", async (_what, reason, message) => {
      const before = await databaseDigest(database.db);
      const refused = await post(reason === undefined ? fields : { ...fields, reason });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ ok: false, error: message, intent, fieldErrors: { reason: [message] } });
      expect(await databaseDigest(database.db)).toEqual(before);
    });
  });

  it("a valid reason is stored trimmed in the audit log with the change", async () => {
    const done = await post({ intent: "suspend", reason: "   Unpaid invoices, see case 4411   " });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ ok: true, message: "Contractor suspended.", intent: "suspend" });
    const [row] = await database.db.select({ status: contractors.status }).from(contractors).where(eq(contractors.id, contractorId));
    expect(row!.status).toBe("suspended");
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, contractorId), eq(auditLog.action, "contractor.update")))
      .orderBy(desc(auditLog.at));
    expect(entry!.after).toEqual({ status: "suspended", reason: "Unpaid invoices, see case 4411" });
  });

  it("an exception to the 4-star rule is granted and revoked with a reason, stored on the contractor and audited", async () => {
    const granted = await post({ intent: "grant-rating-exception", reason: "  Reviewed the jobs behind the low reviews  " });
    expect(granted.body).toMatchObject({
      ok: true,
      message: "Exception to the 4-star rule granted: this contractor gets leads whatever its rating.",
      intent: "grant-rating-exception",
    });
    const [on] = await database.db
      .select({ at: contractors.ratingExceptionAt, reason: contractors.ratingExceptionReason })
      .from(contractors)
      .where(eq(contractors.id, contractorId));
    expect(on!.at).not.toBeNull();
    expect(on!.reason).toBe("Reviewed the jobs behind the low reviews");
    const revoked = await post({ intent: "revoke-rating-exception", reason: "Ratings did not improve" });
    expect(revoked.body).toMatchObject({ ok: true, message: "Exception to the 4-star rule revoked.", intent: "revoke-rating-exception" });
    const [off] = await database.db
      .select({ at: contractors.ratingExceptionAt, reason: contractors.ratingExceptionReason })
      .from(contractors)
      .where(eq(contractors.id, contractorId));
    expect(off).toEqual({ at: null, reason: null });
    const entries = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, contractorId), eq(auditLog.actorUserId, adminId)))
      .orderBy(auditLog.at);
    expect(entries.map((e) => e.action).filter((a) => a.startsWith("contractor.rating_exception"))).toEqual([
      "contractor.rating_exception.grant",
      "contractor.rating_exception.revoke",
    ]);
  });

  it("resending an invitation needs no reason (it is not a decision about the contractor)", async () => {
    const resent = await post({ intent: "resend" });
    expect(resent.status).not.toBe(400);
    expect(resent.body).not.toHaveProperty("fieldErrors.reason");
  });

  it("updateContractorByAdmin refuses a bad reason itself: a DomainError (400), nothing written", async () => {
    const ctx = { db: database.db, env: routeEnv() };
    for (const [, reason, message] of badReasons) {
      const before = await databaseDigest(database.db);
      const error = await updateContractorByAdmin(ctx, adminId, contractorId, { status: "active" }, reason as string).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ code: "invalid_input", status: 400, message });
      expect(await databaseDigest(database.db)).toEqual(before);
    }
  });
});
