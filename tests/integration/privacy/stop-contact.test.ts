/** "Stop new contacts" on the request page, and what the pros who bought the request see. */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, contractors, leadAlerts, leads, outbox, purchases, quoteRequests } from "~/db/schema";
import { sendUnmatchedNotices } from "~/domain/homeowners/send-unmatched-notices.server";
import { getMyRequest } from "~/domain/homeowners/get-my-request.server";
import { findPurchase } from "~/domain/integrations/find-purchases.server";
import { purchaseJson } from "~/domain/integrations/api-json";
import { NO_FURTHER_CONTACT } from "~/domain/leads/homeowner-notice";
import { fanOutLeadAlerts } from "~/domain/alerts/fan-out-lead-alerts.server";
import { autoBuyLead } from "~/domain/marketplace/auto-buy.server";
import { NotFoundError } from "~/domain/shared/errors";
import { myLead, myLeads } from "~/domain/marketplace/listings.server";
import { purchaseLead } from "~/domain/marketplace/purchase-lead.server";
import { requestReturn } from "~/domain/marketplace/lead-returns.server";
import { stopNewContacts } from "~/domain/privacy/stop-new-contacts.server";
import { settleQuoteRequest } from "~/domain/quote-requests/settle-quote-request.server";
import { DELETE_CONFIRM_MESSAGE, myRequestActionSchema } from "~/forms/my-request-actions";
import { runFormIntent } from "~/web/run-intent.server";
import { countRows, urlencodedPost } from "../../support/form-requests";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { makeContractor } from "../marketplace/marketplace-fixtures";
import { sendQuoteRequest } from "../homeowners/homeowner-world";

const key = () => `key-${crypto.randomUUID()}`;

describe.each(testEngines())("stop new contacts on %s", (engine) => {
  const t = useTestDatabase(engine);
  const ctx = () => ({ db: t.db, env: t.env });
  const leadsOf = (id: string) => t.db.select().from(leads).where(eq(leads.quoteRequestId, id)).orderBy(leads.seq);

  it("takes the unsold leads off the market at once: no sale, no auto-buy, no alert; the sold one stays sold and its buyer sees the notice", async () => {
    const buyer = await makeContractor(t.db, t.env, { zips: ["10001"], base: null, balanceCents: 500_00 });
    const other = await makeContractor(t.db, t.env, { zips: ["10001"], base: null, balanceCents: 500_00 });
    const subscriber = await makeContractor(t.db, t.env, { zips: ["10001"], base: null, balanceCents: 500_00, plan: "professional" });
    await t.db.update(contractors).set({ autoBuy: true, alertEmail: true }).where(eq(contractors.id, subscriber.contractorId));
    const sent = await sendQuoteRequest(t.db, t.env, { zip: "10001", pros: "3" });
    const [first, second, third] = await leadsOf(sent.id);
    const bought = await purchaseLead(ctx(), buyer.contractorId, first!.id, key());

    expect(await stopNewContacts(ctx(), sent.token)).toEqual({ withdrawn: 2 });

    const after = await leadsOf(sent.id);
    expect(after.map((l) => [l.status, l.statusReason])).toEqual([
      ["sold", null],
      ["invalid", "homeowner-stopped-contact"],
      ["invalid", "homeowner-stopped-contact"],
    ]);
    await expect(purchaseLead(ctx(), other.contractorId, second!.id, key())).rejects.toThrow(NotFoundError);
    expect(await autoBuyLead(ctx(), third!.id)).toBeNull();
    await fanOutLeadAlerts(ctx());
    expect(await t.db.$count(leadAlerts, eq(leadAlerts.leadId, third!.id))).toBe(0);
    expect(await t.db.$count(purchases, eq(purchases.quoteRequestId, sent.id))).toBe(1);

    // The buyer keeps the lead and its contact details, with the notice, in the dashboard and the API.
    const mine = await myLead(ctx(), buyer.contractorId, bought.purchaseId);
    expect(mine.homeownerNotice).toBe(NO_FURTHER_CONTACT);
    expect(mine.homeowner.email).toBe(sent.email);
    expect((await myLeads(ctx(), buyer.contractorId)).leads.find((l) => l.purchaseId === bought.purchaseId)?.homeownerNotice).toBe(NO_FURTHER_CONTACT);
    expect(purchaseJson((await findPurchase(t.db, buyer.contractorId, bought.purchaseId))!).homeownerNotice).toBe(NO_FURTHER_CONTACT);

    // The page says so; pressing again changes nothing; the audit log has one entry, without personal data.
    expect((await getMyRequest(t.db, sent.token, new Date()))?.contactStopped).toBe(true);
    expect(await stopNewContacts(ctx(), sent.token)).toEqual({ withdrawn: 0 });
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "privacy.stop-contact"), eq(auditLog.entityId, sent.id)));
    expect(entries).toHaveLength(1);
    expect(JSON.stringify(entries)).not.toContain(sent.email);

    // Returns follow the normal rules: "other" goes to the admin queue, not credited by itself.
    expect(await requestReturn(ctx(), buyer.contractorId, bought.purchaseId, { reason: "other", note: "Homeowner said stop." })).toMatchObject({
      status: "pending",
    });
  });

  it("a request still waiting for its phone code is stopped too: its pending leads are withdrawn, and the code then releases nothing", async () => {
    const env = { ...t.env, LEAD_PHONE_VERIFICATION: "required" as const };
    const sent = await sendQuoteRequest(t.db, env, { zip: "10001", pros: "2" });
    expect((await leadsOf(sent.id)).map((l) => l.status)).toEqual(["pending", "pending"]);
    expect(await stopNewContacts({ db: t.db, env }, sent.token)).toEqual({ withdrawn: 2 });
    const settled = await t.db.transaction(async (tx) => {
      await tx.update(quoteRequests).set({ phoneVerifiedAt: new Date() }).where(eq(quoteRequests.id, sent.id));
      return settleQuoteRequest(tx, { id: sent.id, mode: "required", now: new Date() });
    });
    expect(settled.releasedLeadIds).toEqual([]);
    expect((await leadsOf(sent.id)).map((l) => [l.status, l.statusReason])).toEqual([
      ["invalid", "homeowner-stopped-contact"],
      ["invalid", "homeowner-stopped-contact"],
    ]);
  });

  it("a lead nobody bought shows no notice to anyone, and a request without the button pressed shows none to its buyer", async () => {
    const buyer = await makeContractor(t.db, t.env, { zips: ["10002"], base: null, balanceCents: 500_00 });
    const sent = await sendQuoteRequest(t.db, t.env, { zip: "10002", pros: "1" });
    const [lead] = await leadsOf(sent.id);
    const bought = await purchaseLead(ctx(), buyer.contractorId, lead!.id, key());
    expect((await myLead(ctx(), buyer.contractorId, bought.purchaseId)).homeownerNotice).toBeNull();
    expect(purchaseJson((await findPurchase(t.db, buyer.contractorId, bought.purchaseId))!).homeownerNotice).toBeNull();
  });

  it("a request no pro served gets no 24-hour follow-up e-mail once its homeowner stopped contact", async () => {
    const sent = await sendQuoteRequest(t.db, t.env, { zip: "59801", pros: "1" });
    await stopNewContacts(ctx(), sent.token);
    const report = await sendUnmatchedNotices({ ...ctx(), now: new Date(Date.now() + 25 * 3600 * 1000) });
    expect(report.emailed).toBe(0);
    expect(await t.db.$count(outbox, and(eq(outbox.to, sent.email), eq(outbox.kind, "quote-request.unmatched")))).toBe(0);
  });

  it("a wrong or expired link stops nothing", async () => {
    const sent = await sendQuoteRequest(t.db, t.env, { zip: "10003", pros: "1" });
    await expect(stopNewContacts(ctx(), "x".repeat(43))).rejects.toMatchObject({ code: "not_found" });
    await expect(stopNewContacts({ ...ctx(), now: new Date(Date.now() + 91 * 24 * 3600 * 1000) }, sent.token)).rejects.toMatchObject({ code: "not_found" });
    const [row] = await t.db.select({ stopped: quoteRequests.contactStoppedAt }).from(quoteRequests).where(eq(quoteRequests.id, sent.id));
    expect(row?.stopped).toBeNull();
    expect((await leadsOf(sent.id)).map((l) => l.status)).toEqual(["available"]);
  });

  it("the page's forms: an unknown intent is a bare 400, delete without the tick a clear 400; neither writes anything", async () => {
    const sent = await sendQuoteRequest(t.db, t.env, { zip: "10004", pros: "1" });
    const before = await countRows(t.db);
    const verb = async () => {
      throw new Error("must not run");
    };
    await expect(runFormIntent(urlencodedPost(`/my-request/${sent.token}`, { intent: "sell-it-anyway" }), myRequestActionSchema, verb)).rejects.toMatchObject({
      status: 400,
    });
    const unticked = await runFormIntent(urlencodedPost(`/my-request/${sent.token}`, { intent: "delete-my-data" }), myRequestActionSchema, verb);
    expect(unticked.init?.status).toBe(400);
    expect(unticked.data).toMatchObject({ ok: false, error: DELETE_CONFIRM_MESSAGE });
    expect(await countRows(t.db)).toEqual(before);
  });
});
