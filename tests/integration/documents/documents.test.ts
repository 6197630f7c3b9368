/**
 * Documents (decision 0028): renewed documents (checked by content, reviewed by an admin with audit and e-mail), expiry
 * reminders at 30 and 7 days (once, even with two runs at once), lapsed documents stopping every way to a lead
 * until a renewal is approved, the low-balance alert once per crossing, and skip reasons.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, contractors, contractorDocuments, documentReminders, leadSkips, outbox } from "~/db/schema";
import { alertRecipientsOf } from "~/domain/alerts/alert-recipients.server";
import { submitRenewal } from "~/domain/documents/submit-renewal.server";
import { reviewRenewal } from "~/domain/documents/review-renewal.server";
import { sendDocumentReminders } from "~/domain/documents/send-document-reminders.server";
import { updateMyLowBalance } from "~/domain/ledger/balance-settings.server";
import { autoBuyLead } from "~/domain/marketplace/auto-buy.server";
import { contractorsForLead } from "~/domain/marketplace/contractors-for-lead.server";
import { leadFacts } from "~/domain/marketplace/lead-facts.server";
import { availableLeadsForContractor } from "~/domain/marketplace/listings.server";
import { purchaseLead } from "~/domain/marketplace/purchase-lead.server";
import { loadPriceTable } from "~/domain/pricing/load-price-table.server";
import { DomainError } from "~/domain/shared/errors";
import { MAX_UPLOAD_BYTES } from "~/forms/uploads";
import { minimalPdf } from "../../support/sample-files";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { makeAdmin, makeContractor, makeQuoteRequest, NYC } from "../marketplace/marketplace-fixtures";

const NOW = new Date("2031-03-10T15:00:00Z");
const day = (offset: number, from = NOW) => new Date(from.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
const pdf = (name = "renewal.pdf") => new File([new Uint8Array(minimalPdf())], name, { type: "application/pdf" });

describe.each(testEngines())("contractor documents on %s", (engine) => {
  const t = useTestDatabase(engine, { freshPerTest: true });
  const ctx = (now = NOW) => ({ db: t.db, env: t.env, now });
  const mails = async (kind: string) => t.db.select().from(outbox).where(eq(outbox.kind, kind));
  const setDates = (id: string, licenseExpiresOn: string | null, insuranceExpiresOn: string | null = day(365)) =>
    t.db.update(contractors).set({ licenseExpiresOn, insuranceExpiresOn }).where(eq(contractors.id, id));

  it("checks an upload by its content and size, as the application does, and stores nothing refused", async () => {
    const { contractorId, userId } = await makeContractor(t.db, t.env);
    const upload = (file: File) => submitRenewal(ctx(), contractorId, userId, { kind: "license", expiresOn: day(400), file });
    const renamed = new File(["just some text, not a PDF"], "license.pdf", { type: "application/pdf" });
    await expect(upload(renamed)).rejects.toMatchObject({ code: "invalid_input", message: "File must be a PDF, JPG or PNG", details: { field: "file" } });
    const big = new File([new Uint8Array(minimalPdf()), new Uint8Array(MAX_UPLOAD_BYTES)], "big.pdf", { type: "application/pdf" });
    await expect(upload(big)).rejects.toMatchObject({ code: "invalid_input", message: "File must be 5MB or smaller" });
    expect(await t.db.select().from(contractorDocuments)).toEqual([]);
    await upload(pdf());
    const [row] = await t.db.select().from(contractorDocuments);
    expect(row).toMatchObject({ contractorId, kind: "license", expiresOn: day(400), status: "pending", mime: "application/pdf" });
  });

  it("approving sets the expiry date on file, audited and e-mailed; rejecting keeps it and e-mails the reason; a decision is final", async () => {
    const { contractorId, userId } = await makeContractor(t.db, t.env);
    await setDates(contractorId, day(-3));
    const adminId = await makeAdmin(t.db);
    const license = await submitRenewal(ctx(), contractorId, userId, { kind: "license", expiresOn: day(700), file: pdf() });
    const insurance = await submitRenewal(ctx(), contractorId, userId, { kind: "insurance", expiresOn: day(900), file: pdf() });

    await reviewRenewal(ctx(), adminId, { intent: "approve", documentId: license });
    await reviewRenewal(ctx(), adminId, { intent: "reject", documentId: insurance, reason: "The certificate names another business." });
    const [c] = await t.db.select().from(contractors).where(eq(contractors.id, contractorId));
    expect({ license: c!.licenseExpiresOn, insurance: c!.insuranceExpiresOn }).toEqual({ license: day(700), insurance: day(365) });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, contractorId), eq(auditLog.actorUserId, adminId)));
    expect(audits.map((a) => [a.action, a.before, a.after])).toEqual(
      expect.arrayContaining([
        ["document.approve", { documentId: license, licenseExpiresOn: day(-3) }, { documentId: license, licenseExpiresOn: day(700) }],
        [
          "document.reject",
          { documentId: insurance, insuranceExpiresOn: day(365) },
          { documentId: insurance, reason: "The certificate names another business." },
        ],
      ]),
    );
    expect((await mails("documents.approved")).map((m) => m.to)).toEqual([c!.email]);
    const [rejected] = await mails("documents.rejected");
    expect(rejected?.text).toContain("The certificate names another business.");
    await expect(reviewRenewal(ctx(), adminId, { intent: "approve", documentId: insurance })).rejects.toMatchObject({ code: "already_decided" });
    const { userId: contractorUser } = await makeContractor(t.db, t.env);
    await expect(reviewRenewal(ctx(), contractorUser, { intent: "approve", documentId: insurance })).rejects.toBeInstanceOf(DomainError);
  });

  it("reminds 30 and 7 days before an expiry exactly once each, even with two runs at once", async () => {
    const { contractorId } = await makeContractor(t.db, t.env);
    await setDates(contractorId, day(25), day(200));
    const [first, second] = await Promise.all([sendDocumentReminders(ctx()), sendDocumentReminders(ctx())]);
    expect(first!.reminded + second!.reminded).toBe(1);
    expect((await sendDocumentReminders(ctx(new Date(NOW.getTime() + 3_600_000)))).reminded).toBe(0);
    // 18 days later the license is 7 days out: the 7-day reminder, once.
    const later = new Date(NOW.getTime() + 18 * 86_400_000);
    expect((await sendDocumentReminders(ctx(later))).reminded).toBe(1);
    expect((await sendDocumentReminders(ctx(later))).reminded).toBe(0);
    const rows = await t.db.select({ d: documentReminders.daysBefore, kind: documentReminders.kind }).from(documentReminders);
    expect(rows.map((r) => `${r.kind}:${r.d}`).toSorted()).toEqual(["license:30", "license:7"]);
    const sent = await mails("documents.expiry-reminder");
    expect(sent.map((m) => m.subject)).toEqual([`Your license expires on ${day(25)}`, `Your license expires on ${day(25)}`]);
  });

  it("a lapsed license stops leads in the dashboard list, the reverse match, alerts, auto-buy and a direct buy; an approved renewal restores them", async () => {
    const { contractorId, userId } = await makeContractor(t.db, t.env, { plan: "professional", balanceCents: 500_00 });
    await t.db.update(contractors).set({ autoBuy: true }).where(eq(contractors.id, contractorId));
    await setDates(contractorId, day(-1));
    const { leadIds } = await makeQuoteRequest(t.db, { pros: 1, createdAt: new Date(NOW.getTime() - 60_000) });
    const leadId = leadIds[0]!;
    const lead = (await leadFacts(t.db, leadId))!;

    expect((await availableLeadsForContractor(ctx(), contractorId)).leads).toEqual([]);
    expect((await contractorsForLead(t.db, { ...NYC, category: "roofing" }, day(0))).map((c) => c.id)).not.toContain(contractorId);
    expect((await alertRecipientsOf(t.db, [lead], await loadPriceTable(t.db), NOW))[0]!.map((r) => r.contractorId)).not.toContain(contractorId);
    expect(await autoBuyLead(ctx(), leadId)).toBeNull();
    await expect(purchaseLead(ctx(), contractorId, leadId, randomUUID())).rejects.toMatchObject({ code: "forbidden" });
    const skips = await t.db.select().from(leadSkips).where(eq(leadSkips.contractorId, contractorId));
    // One row per contractor and lead: the alert saw it first, auto-buy's reason is the same.
    expect(skips.map((s) => [s.source, s.reason])).toEqual([["alert", "documents-expired"]]);
    // The expiry date itself is still current: lapsed from the day after.
    await setDates(contractorId, day(0));
    expect((await availableLeadsForContractor(ctx(), contractorId)).leads.map((l) => l.leadId)).toEqual([leadId]);
    await setDates(contractorId, day(-1));

    const adminId = await makeAdmin(t.db);
    const renewal = await submitRenewal(ctx(), contractorId, userId, { kind: "license", expiresOn: day(365), file: pdf() });
    expect((await availableLeadsForContractor(ctx(), contractorId)).leads).toEqual([]);
    await reviewRenewal(ctx(), adminId, { intent: "approve", documentId: renewal });
    expect((await availableLeadsForContractor(ctx(), contractorId)).leads.map((l) => l.leadId)).toEqual([leadId]);
    expect(await autoBuyLead(ctx(), leadId)).toMatchObject({ contractorId });
  });

  it("a contractor with no expiry dates on file still gets leads (decision: missing is shown to admins, not a stop)", async () => {
    const { contractorId } = await makeContractor(t.db, t.env);
    await setDates(contractorId, null, null);
    const { leadIds } = await makeQuoteRequest(t.db, { pros: 1, createdAt: new Date(NOW.getTime() - 60_000) });
    expect((await availableLeadsForContractor(ctx(), contractorId)).leads.map((l) => l.leadId)).toEqual(leadIds);
  });

  it("e-mails a low balance once per crossing, not per purchase, and again after a top-up above the threshold and a new fall", async () => {
    const { contractorId } = await makeContractor(t.db, t.env, { balanceCents: 200_00 });
    await updateMyLowBalance(ctx(), contractorId, { intent: "balance", lowBalance: 150_00 });
    const buy = async () => {
      const { leadIds } = await makeQuoteRequest(t.db, { pros: 1, createdAt: new Date(NOW.getTime() - 60_000) });
      return purchaseLead(ctx(), contractorId, leadIds[0]!, randomUUID());
    };
    const first = await buy();
    expect(first.balanceCentsAfter).toBeGreaterThanOrEqual(0);
    let n = 2;
    for (; (await mails("balance.low")).length === 0 && n < 10; n += 1) await buy();
    expect(await mails("balance.low")).toHaveLength(1);
    await buy().catch(() => undefined);
    expect(await mails("balance.low")).toHaveLength(1);
    const { topUp } = await import("~/domain/payments/top-up.server");
    const { testModePaymentProvider } = await import("~/domain/payments/payment-provider.server");
    await topUp(ctx(), contractorId, 300_00, testModePaymentProvider);
    for (; (await mails("balance.low")).length === 1 && n < 30; n += 1) await buy();
    expect(await mails("balance.low")).toHaveLength(2);
  });

  it("records why auto-buy skipped a lead for a low balance, one row per contractor and lead", async () => {
    const { contractorId } = await makeContractor(t.db, t.env, { plan: "professional", balanceCents: 10_00 });
    await t.db.update(contractors).set({ autoBuy: true }).where(eq(contractors.id, contractorId));
    const { leadIds } = await makeQuoteRequest(t.db, { pros: 1, createdAt: new Date(NOW.getTime() - 60_000) });
    expect(await autoBuyLead(ctx(), leadIds[0]!)).toBeNull();
    expect(await autoBuyLead(ctx(), leadIds[0]!)).toBeNull();
    const skips = await t.db.select().from(leadSkips).where(eq(leadSkips.contractorId, contractorId));
    expect(skips).toHaveLength(1);
    expect(skips[0]).toMatchObject({ source: "auto-buy", reason: "balance" });
    expect(skips[0]!.detail).toMatch(/^balance \$10\.00 < price \$\d+\.\d\d$/);
  });
});
