/**
 * Safe buying (returns, decision 0023): a lead marked Won cannot be returned, the
 * admin sees the buyer's pipeline status, every return e-mail names the lead
 * and the amount, and a credited return takes the homeowner's contact details
 * away from the buyer in every read of the purchase.
 */
import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { leadReturns, leads, outbox, purchases, quoteRequests } from "~/db/schema";
import { listReturns } from "~/domain/admin/list-returns.server";
import { findPurchase, findPurchasesPage } from "~/domain/integrations/find-purchases.server";
import { LeadWonError } from "~/domain/marketplace/errors";
import { adminDecideReturn, requestReturn } from "~/domain/marketplace/lead-returns.server";
import { myLead, myLeads, updateMyLeadStatus } from "~/domain/marketplace/listings.server";
import { purchaseLead } from "~/domain/marketplace/purchase-lead.server";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { makeAdmin, makeContractor, makeQuoteRequest } from "./marketplace-fixtures";

const key = () => `key-${crypto.randomUUID()}`;

describe.each(testEngines())("safe returns on %s", (engine) => {
  const t = useTestDatabase(engine);
  const ctx = () => ({ db: t.db, env: t.env });

  async function bought(options: { duplicate?: boolean } = {}) {
    const buyer = await makeContractor(t.db, t.env, { balanceCents: 500_00 });
    const request = await makeQuoteRequest(t.db, { pros: 1, ...options });
    const sale = await purchaseLead(ctx(), buyer.contractorId, request.leadIds[0]!, key());
    const [qr] = await t.db.select().from(quoteRequests).where(eq(quoteRequests.id, request.quoteRequestId));
    return { ...buyer, ...sale, request: qr! };
  }
  const mailsOf = (purchaseRef: string) =>
    t.db
      .select()
      .from(outbox)
      .where(like(outbox.text, `%Ref. ${purchaseRef}%`));

  it("refuses to return a lead marked Won (409 lead_won), writing nothing; the admin sees Won and the job value on a pending return", async () => {
    const sale = await bought();
    await updateMyLeadStatus(ctx(), sale.contractorId, sale.purchaseId, { status: "won", notes: "", jobValueCents: 8_500_00 });
    const refused = await requestReturn(ctx(), sale.contractorId, sale.purchaseId, { reason: "wrong-number" }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(LeadWonError);
    expect(refused).toMatchObject({ code: "lead_won", status: 409, message: expect.stringContaining("marked Won") });
    expect(await t.db.select().from(leadReturns).where(eq(leadReturns.purchaseId, sale.purchaseId))).toEqual([]);
    expect((await t.db.select().from(leads).where(eq(leads.id, sale.leadId)))[0]!.status).toBe("sold");
    expect(await mailsOf(sale.request.reference)).toEqual([]);

    // Lost (or any other status) can be returned; the buyer marking it Won afterwards shows in the admin's queue.
    await updateMyLeadStatus(ctx(), sale.contractorId, sale.purchaseId, { status: "lost", notes: "", jobValueCents: null });
    const filed = await requestReturn(ctx(), sale.contractorId, sale.purchaseId, { reason: "wrong-number" });
    expect(filed.status).toBe("pending");
    await t.db.update(purchases).set({ pipelineStatus: "won", jobValueCents: 8_500_00 }).where(eq(purchases.id, sale.purchaseId));
    const queue = await listReturns(t.db, "pending");
    expect(queue.rows.find((r) => r.id === filed.returnId)).toMatchObject({ pipelineStatus: "won", jobValueCents: 8_500_00, priceCents: sale.priceCents });
  });

  it("e-mails the buyer on filing, credit and rejection, each naming the lead (category, place, reference, purchase date) and the amount", async () => {
    const admin = await makeAdmin(t.db);
    const credited = await bought();
    const rejected = await bought();
    for (const sale of [credited, rejected]) {
      const ret = await requestReturn(ctx(), sale.contractorId, sale.purchaseId, { reason: "wrong-number" });
      await adminDecideReturn(ctx(), admin, ret.returnId, sale === credited ? "credit" : "reject", sale === credited ? "" : "The number answers");
    }
    const auto = await bought({ duplicate: true });
    expect((await requestReturn(ctx(), auto.contractorId, auto.purchaseId, { reason: "duplicate" })).status).toBe("credited");

    const amount = (cents: number) => `$${(cents / 100).toFixed(2)}`;
    for (const [sale, kinds] of [
      [credited, ["return.credited", "return.filed"]],
      [rejected, ["return.filed", "return.rejected"]],
      [auto, ["return.credited"]],
    ] as const) {
      const mails = await mailsOf(sale.request.reference);
      expect(mails.map((m) => m.kind).sort()).toEqual(kinds);
      for (const mail of mails) {
        expect(mail.text).toContain(`Roofing lead in ${sale.request.city}, ${sale.request.state} ${sale.request.zip} (Ref. ${sale.request.reference}, bought `);
        expect(mail.text).toContain(amount(sale.priceCents));
        expect(mail.subject).toContain(sale.request.reference);
      }
    }
    expect((await mailsOf(rejected.request.reference)).find((m) => m.kind === "return.rejected")!.text).toContain("Reason: The number answers");
  });

  it("after a credited return the buyer no longer gets the homeowner's name, e-mail or phone from any read of the purchase", async () => {
    const admin = await makeAdmin(t.db);
    const sale = await bought();
    const kept = await purchaseLead(ctx(), sale.contractorId, (await makeQuoteRequest(t.db, { pros: 1 })).leadIds[0]!, key());
    const before = await myLead(ctx(), sale.contractorId, sale.purchaseId);
    expect(before).toMatchObject({
      contactRemoved: false,
      homeowner: { fullName: sale.request.fullName, email: sale.request.email, phone: sale.request.phone },
    });

    // Pending: still shown (the return may be rejected).
    const ret = await requestReturn(ctx(), sale.contractorId, sale.purchaseId, { reason: "wrong-number" });
    expect((await myLead(ctx(), sale.contractorId, sale.purchaseId)).homeowner.email).toBe(sale.request.email);
    await adminDecideReturn(ctx(), admin, ret.returnId, "credit", "");

    const removed = { fullName: null, email: null, phone: null, city: sale.request.city, zip: sale.request.zip, reference: sale.request.reference };
    expect(await myLead(ctx(), sale.contractorId, sale.purchaseId)).toMatchObject({ contactRemoved: true, returnStatus: "credited", homeowner: removed });
    const list = (await myLeads(ctx(), sale.contractorId)).leads;
    expect(list.find((l) => l.purchaseId === sale.purchaseId)).toMatchObject({ contactRemoved: true, homeowner: removed });
    expect(list.find((l) => l.purchaseId === kept.purchaseId)).toMatchObject({
      contactRemoved: false,
      homeowner: { email: expect.stringMatching(/@example\.com$/) },
    });
    expect(await findPurchase(t.db, sale.contractorId, sale.purchaseId)).toMatchObject({ contactRemoved: true, fullName: null, email: null, phone: null });
    const page = await findPurchasesPage(t.db, sale.contractorId, { limit: 10 });
    expect(JSON.stringify(page.rows)).not.toContain(sale.request.email);
    expect(JSON.stringify(page.rows)).not.toContain(sale.request.phone);
  });
});
