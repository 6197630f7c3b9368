/**
 * A "wrong number" return on a lead whose phone the homeowner verified goes to the admin with the verification record
 * (decision 0048): never credited on the buyer's word, and the returns queue shows when the code was entered. An
 * unverified lead's return shows no such record.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { leads, quoteRequests } from "~/db/schema";
import { listReturns } from "~/domain/admin/list-returns.server";
import { requestReturn } from "~/domain/marketplace/lead-returns.server";
import { purchaseLead } from "~/domain/marketplace/purchase-lead.server";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { sendQuoteRequest } from "../homeowners/homeowner-world";
import { makeContractor } from "../marketplace/marketplace-fixtures";

describe.each(testEngines())("wrong-number returns of verified phones on %s", (engine) => {
  const t = useTestDatabase(engine);
  const ctx = () => ({ db: t.db, env: t.env });

  async function boughtAndReturned(verifiedAt: Date | null) {
    const buyer = await makeContractor(t.db, t.env, { zips: ["10001"], base: null, balanceCents: 500_00 });
    const sent = await sendQuoteRequest(t.db, t.env, { zip: "10001", pros: "1" });
    await t.db.update(quoteRequests).set({ phoneVerifiedAt: verifiedAt }).where(eq(quoteRequests.id, sent.id));
    const [lead] = await t.db.select().from(leads).where(eq(leads.quoteRequestId, sent.id));
    const sale = await purchaseLead(ctx(), buyer.contractorId, lead!.id, `key-${crypto.randomUUID()}`);
    const outcome = await requestReturn(ctx(), buyer.contractorId, sale.purchaseId, { reason: "wrong-number", note: "A bakery answers." });
    return { outcome, reference: sent.reference };
  }

  it("sends the return to the admin with when the phone was verified; an unverified one carries no record", async () => {
    const verifiedAt = new Date("2026-11-30T14:05:00Z");
    const verified = await boughtAndReturned(verifiedAt);
    const unverified = await boughtAndReturned(null);
    expect([verified.outcome.status, unverified.outcome.status]).toEqual(["pending", "pending"]);
    const queue = (await listReturns(t.db, "pending", { limit: 100 })).rows;
    const rowOf = (returnId: string) => queue.find((r) => r.id === returnId);
    expect(rowOf(verified.outcome.returnId)?.phoneVerifiedAt?.toISOString()).toBe(verifiedAt.toISOString());
    expect(rowOf(unverified.outcome.returnId)?.phoneVerifiedAt).toBeNull();
  });
});
