/** Each sale tells the homeowner who will call, in the sale's own transaction. */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contractors, leads, outbox, quoteRequests } from "~/db/schema";
import { getMyRequest } from "~/domain/homeowners/get-my-request.server";
import { purchaseLead } from "~/domain/marketplace/purchase-lead.server";
import { WeeklyCapReachedError } from "~/domain/marketplace/errors";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { makeContractor } from "../marketplace/marketplace-fixtures";
import { sendQuoteRequest } from "./homeowner-world";

const key = () => `key-${crypto.randomUUID()}`;

describe.each(testEngines())("who will call, on %s", (engine) => {
  const t = useTestDatabase(engine);
  const homeownerMessages = (to: string[]) =>
    t.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, "quote-request.pro-assigned"))
      .then((rows) => rows.filter((r) => to.includes(r.to)));

  async function acmeServing(zip: string) {
    const pro = await makeContractor(t.db, t.env, { base: null, zips: [zip], balanceCents: 500_00 });
    await t.db
      .update(contractors)
      .set({
        businessName: "Acme Roofing",
        licenseNumber: "CA-123456",
        licenseExpiresOn: "2099-01-31",
        insuranceExpiresOn: "2099-06-30",
        phone: "+13105550123",
        website: "https://acme-roofing.example.com",
      })
      .where(eq(contractors.id, pro.contractorId));
    return pro;
  }

  it("names the pro, its phone and verification by e-mail and, with consent to texts, by SMS; nothing about other homeowners", async () => {
    const pro = await acmeServing("90012");
    const mine = await sendQuoteRequest(t.db, t.env, { zip: "90012", pros: "1" });
    const neighbour = await sendQuoteRequest(t.db, t.env, { zip: "90012", pros: "1", details: "Neighbour's secret details." });
    const [row] = await t.db.select({ phone: quoteRequests.phone }).from(quoteRequests).where(eq(quoteRequests.id, mine.id));
    const [lead] = await t.db.select({ id: leads.id }).from(leads).where(eq(leads.quoteRequestId, mine.id));

    await purchaseLead({ db: t.db, env: t.env }, pro.contractorId, lead!.id, key());

    const messages = await homeownerMessages([mine.email, row!.phone]);
    const email = messages.find((m) => m.channel === "email");
    const sms = messages.find((m) => m.channel === "sms");
    expect(messages).toHaveLength(2);
    expect(email).toMatchObject({ to: mine.email, status: "stored", subject: `Acme Roofing will contact you about your roofing request ${mine.reference}` });
    expect(email!.text).toContain("Acme Roofing (licence CA-123456, insured) will contact you about your roofing request.");
    expect(email!.text).toContain("Their phone number: (310) 555-0123");
    expect(email!.text).toContain("Their website: https://acme-roofing.example.com");
    const link = /\/my-request\/([A-Za-z0-9_-]{43})/.exec(email!.text)?.[1];
    expect((await getMyRequest(t.db, link!, new Date()))?.pros.map((p) => p.businessName)).toEqual(["Acme Roofing"]);
    expect(sms).toMatchObject({ to: row!.phone, status: "stored" });
    expect(sms!.text).toContain("Acme Roofing (licence CA-123456, insured) will contact you about your roofing request. Phone: (310) 555-0123.");
    expect(sms!.text.length).toBeLessThanOrEqual(320);

    for (const m of messages) {
      expect(m.text).not.toContain(neighbour.email);
      expect(m.text).not.toContain(neighbour.reference);
      expect(m.text).not.toContain("Neighbour's secret details.");
    }
    expect(await homeownerMessages([neighbour.email])).toHaveLength(0);
  });

  it("a request stored without a consent text that covers texts gets the e-mail only", async () => {
    const pro = await acmeServing("19103");
    const sent = await sendQuoteRequest(t.db, t.env, { zip: "19103", pros: "1" });
    await t.db.update(quoteRequests).set({ consentTextVersion: "unpublished" }).where(eq(quoteRequests.id, sent.id));
    const [lead] = await t.db.select({ id: leads.id }).from(leads).where(eq(leads.quoteRequestId, sent.id));
    await purchaseLead({ db: t.db, env: t.env }, pro.contractorId, lead!.id, key());
    const rows = await t.db.select().from(outbox).where(eq(outbox.kind, "quote-request.pro-assigned"));
    const [row] = await t.db.select({ phone: quoteRequests.phone }).from(quoteRequests).where(eq(quoteRequests.id, sent.id));
    expect(rows.filter((r) => r.to === sent.email).map((r) => r.channel)).toEqual(["email"]);
    expect(rows.filter((r) => r.to === row!.phone)).toEqual([]);
  });

  it("a refused sale tells nobody", async () => {
    const pro = await acmeServing("85004");
    const sent = await sendQuoteRequest(t.db, t.env, { zip: "85004", pros: "1" });
    const [lead] = await t.db.select({ id: leads.id }).from(leads).where(eq(leads.quoteRequestId, sent.id));
    await t.db.update(contractors).set({ weeklyCapCents: 1 }).where(eq(contractors.id, pro.contractorId));
    await expect(purchaseLead({ db: t.db, env: t.env }, pro.contractorId, lead!.id, key())).rejects.toThrow(WeeklyCapReachedError);
    expect(await homeownerMessages([sent.email])).toHaveLength(0);
    expect(await t.db.$count(outbox, and(eq(outbox.to, sent.email), eq(outbox.kind, "quote-request.pro-assigned")))).toBe(0);
  });
});
