/**
 * The homeowner's phone check (decision 0048) on both engines, through the quote form's handler as
 * the route calls it: a code is texted when the request is stored (only its HMAC kept), a wrong code says how many
 * tries are left, an expired one says so; 5 tries per code and 3 codes an hour per number hold when the tries and
 * the asks arrive at once; in 'required' mode the right code puts the leads on sale and a request left unverified
 * for 24 hours closes with an e-mail; in 'optional' mode the leads are on sale at once and the check is recorded.
 */
import { submitForm } from "~/web/submit-form.server";
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { leads, outbox, quoteRequests, requestPhoneCodes } from "~/db/schema";
import type { Env } from "~/env.server";
import { sendNewPhoneCode } from "~/domain/quote-requests/send-phone-code.server";
import { verifyPhoneCode } from "~/domain/quote-requests/verify-phone-code.server";
import { handleQuoteRequestSubmission, quoteRequestPost } from "~/domain/quote-requests/handle-quote-request-submission.server";
import { expireUnverifiedRequests } from "~/domain/quote-requests/expire-unverified-requests.server";
import { availableLeadJson } from "~/domain/integrations/api-json";
import { availableLeadsForContractor } from "~/domain/marketplace/listings.server";
import { makeContractor } from "../marketplace/marketplace-fixtures";
import { phoneFor } from "../../support/form-cases";
import { context, urlencodedPost } from "../../support/form-requests";
import { browserHeaders, RENDER_TOKEN_FIELD, renderTokenAt } from "../../support/submission-signals";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";

const NOW = new Date("2026-11-30T15:00:00Z");
const minutes = (m: number, from = NOW) => new Date(from.getTime() + m * 60_000);
let n = 0;

describe.each(testEngines())("a quote request's phone check on %s", (engine) => {
  const t = useTestDatabase(engine, { env: { LEAD_PHONE_VERIFICATION: "optional" } });
  const envOf = (mode: "required" | "optional"): Env => ({ ...t.env, LEAD_PHONE_VERIFICATION: mode });

  async function send(mode: "required" | "optional", now = NOW) {
    n += 1;
    const phone = phoneFor(4100 + n + (engine === "pglite" ? 0 : 500));
    const form = {
      fullName: "Jane Smith",
      email: `jane.phone.${n}@example.com`,
      phone,
      zip: "10001",
      category: "roofing",
      details: `Replace the roof, request ${n}.`,
      pros: "2",
      consent: "on",
      timeline: "within-month",
      ownership: "owner",
      [RENDER_TOKEN_FIELD]: await renderTokenAt(t.db, now, 90),
    };
    const request = urlencodedPost("/get-quotes", form, browserHeaders(`device-${n}`));
    const result = await submitForm(quoteRequestPost, handleQuoteRequestSubmission, request, context(t.db, envOf(mode), { now, ip: `198.51.100.${n % 250}` }), {
      measure: true,
    });
    if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.errors)}`);
    const [row] = await t.db.select().from(quoteRequests).where(eq(quoteRequests.reference, result.reference));
    return row!;
  }
  const ctx = (mode: "required" | "optional", now = NOW) => ({ db: t.db, env: envOf(mode), now });
  const texts = (phone: string) =>
    t.db
      .select({ text: outbox.text, status: outbox.status })
      .from(outbox)
      .where(and(eq(outbox.to, phone), eq(outbox.kind, "quote-request.phone-code")))
      .orderBy(desc(outbox.createdAt));
  const latestCode = async (phone: string) => /\b(\d{6})\b/.exec((await texts(phone))[0]!.text)![1]!;
  const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");
  const leadStatuses = async (id: string) =>
    (await t.db.select({ status: leads.status }).from(leads).where(eq(leads.quoteRequestId, id)).orderBy(leads.seq)).map((l) => l.status);

  it("texts a code when the request is stored, keeping only its HMAC", async () => {
    const row = await send("required");
    const sent = await texts(row.phone);
    expect(sent).toHaveLength(1);
    // No SMS provider in tests: the text waits in the admin outbox.
    expect(sent[0]!.status).toBe("stored");
    const code = await latestCode(row.phone);
    const [stored] = await t.db.select().from(requestPhoneCodes).where(eq(requestPhoneCodes.quoteRequestId, row.id));
    expect(stored!.expiresAt.getTime() - NOW.getTime()).toBe(10 * 60_000);
    expect(JSON.stringify(stored)).not.toContain(code);
    expect(JSON.stringify(stored)).not.toContain(row.phone.replace(/\D/g, "").slice(-7));
  });

  it("says how many tries are left after a wrong code, and that an expired one has expired", async () => {
    const row = await send("required");
    const code = await latestCode(row.phone);
    expect(await verifyPhoneCode(ctx("required", minutes(1)), row.id, wrongOf(code))).toMatchObject({
      verified: false,
      reason: "wrong",
      message: "That code is not right. 4 tries left.",
    });
    expect(await verifyPhoneCode(ctx("required", minutes(11)), row.id, code)).toMatchObject({ verified: false, reason: "expired" });
    const [after] = await t.db.select({ verifiedAt: quoteRequests.phoneVerifiedAt }).from(quoteRequests).where(eq(quoteRequests.id, row.id));
    expect(after!.verifiedAt).toBeNull();
  });

  it("allows 5 tries per code when 8 arrive at once, and then not even the right code", async () => {
    const row = await send("required");
    const code = await latestCode(row.phone);
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => verifyPhoneCode(ctx("required", minutes(1)), row.id, wrongOf(code))));
    expect(outcomes.filter((o) => !o.verified && o.reason === "wrong")).toHaveLength(5);
    expect(outcomes.filter((o) => !o.verified && o.reason === "used-up")).toHaveLength(3);
    const [stored] = await t.db.select({ attempts: requestPhoneCodes.attempts }).from(requestPhoneCodes).where(eq(requestPhoneCodes.quoteRequestId, row.id));
    expect(stored!.attempts).toBe(5);
    expect(await verifyPhoneCode(ctx("required", minutes(2)), row.id, code)).toMatchObject({ verified: false, reason: "used-up" });
    expect(await leadStatuses(row.id)).toEqual(["pending", "pending"]);
  });

  it("sends at most 3 codes an hour to a number when 5 asks arrive at once", async () => {
    const row = await send("required");
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => sendNewPhoneCode(ctx("required", minutes(5)), row.id)));
    // The first code went with the request: two more pass, three are refused with the wait.
    expect(outcomes.filter((o) => o.sent)).toHaveLength(2);
    const refused = outcomes.filter((o) => !o.sent);
    expect(refused).toHaveLength(3);
    expect(refused[0]).toMatchObject({ reason: "limited", retryAfterSeconds: 55 * 60 });
    expect((await texts(row.phone)).length).toBe(3);
    // An hour after the first, one more may go.
    expect(await sendNewPhoneCode(ctx("required", minutes(61)), row.id)).toEqual({ sent: true });
  });

  it("required: the leads wait, and the right code puts them on sale and records when", async () => {
    const row = await send("required");
    expect(row.marketStatus).toBe("pending_verification");
    expect(await leadStatuses(row.id)).toEqual(["pending", "pending"]);
    const outcome = await verifyPhoneCode(ctx("required", minutes(3)), row.id, ` ${await latestCode(row.phone)} `.trim());
    expect(outcome).toMatchObject({ verified: true, settlement: { status: "released" } });
    const [after] = await t.db.select().from(quoteRequests).where(eq(quoteRequests.id, row.id));
    expect(after!.phoneVerifiedAt?.toISOString()).toBe(minutes(3).toISOString());
    expect(after!.marketStatus).toBe("released");
    expect(await leadStatuses(row.id)).toEqual(["available", "available"]);
    const [record] = await t.db
      .select({ verifiedAt: requestPhoneCodes.verifiedAt })
      .from(requestPhoneCodes)
      .where(eq(requestPhoneCodes.quoteRequestId, row.id));
    expect(record!.verifiedAt?.toISOString()).toBe(minutes(3).toISOString());
  });

  it("required: a request unverified after 24 hours expires with its leads, and the homeowner gets an e-mail", async () => {
    const old = await send("required", minutes(-2000));
    const young = await send("required", minutes(-60));
    const report = await expireUnverifiedRequests(ctx("required"), { batchSize: 1 });
    expect(report.expired).toBeGreaterThanOrEqual(1);
    const [closed] = await t.db.select({ status: quoteRequests.marketStatus }).from(quoteRequests).where(eq(quoteRequests.id, old.id));
    expect(closed!.status).toBe("expired");
    expect(await leadStatuses(old.id)).toEqual(["expired", "expired"]);
    const [waiting] = await t.db.select({ status: quoteRequests.marketStatus }).from(quoteRequests).where(eq(quoteRequests.id, young.id));
    expect(waiting!.status).toBe("pending_verification");
    const mails = await t.db
      .select({ subject: outbox.subject, text: outbox.text })
      .from(outbox)
      .where(and(eq(outbox.to, old.email), eq(outbox.kind, "quote-request.expired-unverified")));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Your quote request ${old.reference} has closed`);
    expect(mails[0]!.text).toContain("not verified within 24 hours");
    // Closed: a code can no longer be entered.
    expect(await verifyPhoneCode(ctx("required"), old.id, "123456")).toMatchObject({ verified: false, reason: "closed" });
  });

  it("optional: the leads are on sale at once, and a right code still records the check", async () => {
    const row = await send("optional");
    expect(row.marketStatus).toBe("released");
    expect(await leadStatuses(row.id)).toEqual(["available", "available"]);
    const outcome = await verifyPhoneCode(ctx("optional", minutes(2)), row.id, await latestCode(row.phone));
    expect(outcome.verified).toBe(true);
    const [after] = await t.db.select().from(quoteRequests).where(eq(quoteRequests.id, row.id));
    expect(after!.phoneVerifiedAt?.toISOString()).toBe(minutes(2).toISOString());
    expect(after!.marketStatus).toBe("released");
    // What a buyer sees before purchase: the card's field and the API's.
    const roofer = await makeContractor(t.db, t.env);
    const listed = await availableLeadsForContractor({ db: t.db, env: t.env, now: minutes(3) }, roofer.contractorId, { limit: 100 });
    const ids = (await t.db.select({ id: leads.id }).from(leads).where(eq(leads.quoteRequestId, row.id))).map((l) => l.id);
    const lead = listed.leads.find((l) => ids.includes(l.leadId));
    expect(lead?.phoneVerifiedAt?.toISOString()).toBe(minutes(2).toISOString());
    expect(availableLeadJson(lead!).phoneVerifiedAt).toBe(minutes(2).toISOString());
  });
});
