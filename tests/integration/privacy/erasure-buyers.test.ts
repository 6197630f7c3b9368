/**
 * Erasure (decision 0025) and the homeowner's buyers: "Delete my data" credits a
 * purchase inside the return window through the ledger (never one outside it,
 * nor one its buyer marked Won), tells every buyer, and shows them the removal
 * on the lead page and in the API. Her values gone everywhere: erasure.test.ts.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contractors, leadReturns, leads, outbox } from "~/db/schema";
import { findPurchase } from "~/domain/integrations/find-purchases.server";
import { purchaseJson } from "~/domain/integrations/api-json";
import { REMOVED_AT_REQUEST } from "~/domain/leads/homeowner-notice";
import { getBalance } from "~/domain/ledger/ledger.server";
import { myLead, updateMyLeadStatus } from "~/domain/marketplace/listings.server";
import { purchaseLead } from "~/domain/marketplace/purchase-lead.server";
import { deleteMyData } from "~/domain/privacy/delete-my-data.server";
import { ERASED_NAME } from "~/domain/privacy/erase-homeowner.server";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { makeContractor } from "../marketplace/marketplace-fixtures";
import { DAY, key } from "./erasure-fixtures";
import { sendQuoteRequest } from "../homeowners/homeowner-world";

describe.each(testEngines())("delete my data on %s", (engine) => {
  const t = useTestDatabase(engine);
  const ctx = (now?: Date) => ({ db: t.db, env: t.env, now });

  it("credits a purchase inside the return window through the ledger, not one outside; tells both buyers; shows them the removal", async () => {
    const recent = await makeContractor(t.db, t.env, { zips: ["10012"], base: null, balanceCents: 500_00 });
    const early = await makeContractor(t.db, t.env, { zips: ["10012"], base: null, balanceCents: 500_00 });
    const now = new Date();
    const longAgo = new Date(now.getTime() - (t.env.RETURN_WINDOW_DAYS + 1) * DAY);
    const sent = await sendQuoteRequest(t.db, t.env, { zip: "10012", pros: "2" }, longAgo);
    const [first, second] = await t.db.select().from(leads).where(eq(leads.quoteRequestId, sent.id)).orderBy(leads.seq);
    const old = await purchaseLead(ctx(longAgo), early.contractorId, first!.id, key());
    const fresh = await purchaseLead(ctx(now), recent.contractorId, second!.id, key());
    const balances = { recent: await getBalance(t.db, recent.contractorId), early: await getBalance(t.db, early.contractorId) };

    await deleteMyData(ctx(now), (await freshLink(sent.id, now))!);

    expect(await getBalance(t.db, recent.contractorId)).toBe(balances.recent + fresh.priceCents);
    expect(await getBalance(t.db, early.contractorId)).toBe(balances.early);
    const statuses = await t.db.select({ id: leads.id, status: leads.status }).from(leads).where(eq(leads.quoteRequestId, sent.id));
    expect(Object.fromEntries(statuses.map((s) => [s.id, s.status]))).toEqual({ [first!.id]: "sold", [second!.id]: "credited" });
    expect(
      await t.db.select({ status: leadReturns.status, reason: leadReturns.reason }).from(leadReturns).where(eq(leadReturns.purchaseId, fresh.purchaseId)),
    ).toEqual([{ status: "credited", reason: "homeowner-erased" }]);

    const told = await t.db.select().from(outbox).where(eq(outbox.kind, "privacy.buyer-told"));
    const toldOf = (email: string) => told.filter((m) => m.text.includes(sent.reference) && m.to === email);
    for (const [pro, credited] of [
      [recent, true],
      [early, false],
    ] as const) {
      const lead = await myLead(ctx(now), pro.contractorId, pro === recent ? fresh.purchaseId : old.purchaseId);
      expect(lead.homeownerNotice).toBe(REMOVED_AT_REQUEST);
      // The credited purchase shows no contact at all (a credited return takes it back); the other, the erased values.
      const shown = credited ? { fullName: null, email: null, phone: null, details: "" } : { fullName: ERASED_NAME, email: "", phone: "", details: "" };
      expect(lead.homeowner).toMatchObject(shown);
      expect(lead.contactRemoved).toBe(credited);
      const api = purchaseJson((await findPurchase(t.db, pro.contractorId, pro === recent ? fresh.purchaseId : old.purchaseId))!);
      expect(api.homeownerNotice).toBe(REMOVED_AT_REQUEST);
      // The API gives null, never an empty string, for an e-mail or phone no longer given (its documented contract).
      expect(api.homeowner).toMatchObject({ email: null, phone: null });
      const [contractor] = await t.db.select({ email: contractors.email }).from(contractors).where(eq(contractors.id, pro.contractorId));
      const mail = toldOf(contractor!.email);
      expect(mail).toHaveLength(1);
      expect(mail[0]!.text.includes("credited")).toBe(credited);
      expect(mail[0]!.text).not.toContain(sent.email);
    }
  });

  it("does not credit a purchase its buyer marked Won (a return could not be filed either), and tells that buyer too", async () => {
    const winner = await makeContractor(t.db, t.env, { zips: ["10013"], base: null, balanceCents: 500_00 });
    const other = await makeContractor(t.db, t.env, { zips: ["10013"], base: null, balanceCents: 500_00 });
    const now = new Date();
    const sent = await sendQuoteRequest(t.db, t.env, { zip: "10013", pros: "2" }, now);
    const [first, second] = await t.db.select().from(leads).where(eq(leads.quoteRequestId, sent.id)).orderBy(leads.seq);
    const won = await purchaseLead(ctx(now), winner.contractorId, first!.id, key());
    const open = await purchaseLead(ctx(now), other.contractorId, second!.id, key());
    await updateMyLeadStatus(ctx(now), winner.contractorId, won.purchaseId, { status: "won", notes: "", jobValueCents: 850_000 });
    const before = { winner: await getBalance(t.db, winner.contractorId), other: await getBalance(t.db, other.contractorId) };

    const outcome = await deleteMyData(ctx(now), (await freshLink(sent.id, now))!);

    expect(outcome).toMatchObject({ buyersTold: 2, credited: 1 });
    expect(await getBalance(t.db, winner.contractorId)).toBe(before.winner);
    expect(await getBalance(t.db, other.contractorId)).toBe(before.other + open.priceCents);
    expect(await t.db.select().from(leadReturns).where(eq(leadReturns.purchaseId, won.purchaseId))).toEqual([]);
    expect((await t.db.select({ status: leads.status }).from(leads).where(eq(leads.id, first!.id)))[0]!.status).toBe("sold");
    const [contractor] = await t.db.select({ email: contractors.email }).from(contractors).where(eq(contractors.id, winner.contractorId));
    const told = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, "privacy.buyer-told"), eq(outbox.to, contractor!.email)));
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain(sent.reference);
    expect(told[0]!.text).not.toContain("credited");
  });

  async function freshLink(quoteRequestId: string, now: Date) {
    const { issueRequestLink } = await import("~/domain/request-links/request-links.server");
    return (await issueRequestLink(t.db, quoteRequestId, t.env.PUBLIC_URL, now)).split("/").pop();
  }
});
