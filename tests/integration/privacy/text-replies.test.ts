/**
 * "Reply STOP to any text message to opt out": the provider's inbound-text webhook (/webhooks/sms), signed as
 * Twilio signs it, on PGlite and on PostgreSQL. STOP stops new contacts for every open request of the number and
 * opts it out of texts, which the SMS sender (through the provider stand-in) then honours; START opts back in;
 * HELP answers with the support line; anything unsigned or wrongly signed is refused with 403.
 */
import { and, eq, isNotNull, ne } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { auditLog, inboundTexts, leads, outbox, quoteRequests, textOptOuts } from "~/db/schema";
import { NO_FURTHER_CONTACT } from "~/domain/leads/homeowner-notice";
import { myLead } from "~/domain/marketplace/listings.server";
import { purchaseLead } from "~/domain/marketplace/purchase-lead.server";
import { consentHmacKey, keyedHash } from "~/domain/privacy/consent-hmac.server";
import { deliverDueSms } from "~/jobs/deliver-due-sms.server";
import { twilioSignature } from "~/lib/twilio-signature.server";
import type { SmsConfig } from "~/lib/sms.server";
import * as smsWebhook from "~/routes/webhooks-sms";
import { answerInboundText } from "~/web/inbound-text.server";
import { startHttpStandIn } from "../../support/http-stand-in";
import { forgetDatabase, serveDatabase } from "../../support/route-modules";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { makeContractor } from "../marketplace/marketplace-fixtures";
import { sendQuoteRequest } from "../homeowners/homeowner-world";

const ORIGIN = "http://localhost:3000";
const SID = "AC5ef8732a3c49700934481addd5ce1659";
const TOKEN = "inbound-auth-token";
const OUR_NUMBER = "+15125552199";
const SMS_SETTINGS = { SMS_ACCOUNT_SID: SID, SMS_AUTH_TOKEN: TOKEN, SMS_FROM: OUR_NUMBER, PUBLIC_URL: ORIGIN, LEAD_PHONE_VERIFICATION: "optional" as const }; // With an SMS provider LEAD_PHONE_VERIFICATION defaults to required; these leads must be on sale at once.
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

let sidCounter = 0;
const newSid = () => `SM${(++sidCounter).toString(16).padStart(32, "0")}`;

type TextFields = { From: string; Body: string; MessageSid?: string; To?: string };

/** What the provider posts for an inbound text: form-encoded, no Origin or cookie, signed over PUBLIC_URL + path + query. */
function inboundText(
  fields: TextFields,
  options: { token?: string; signature?: string | null; signedUrl?: string; query?: string; body?: string; contentType?: string } = {},
): Request {
  const params: [string, string][] = Object.entries({
    ToCountry: "US",
    SmsStatus: "received",
    NumMedia: "0",
    To: OUR_NUMBER,
    AccountSid: SID,
    MessageSid: newSid(),
    ApiVersion: "2010-04-01",
    ...fields,
  });
  const url = `${ORIGIN}/webhooks/sms${options.query ?? ""}`;
  const signature = options.signature === undefined ? twilioSignature(options.token ?? TOKEN, options.signedUrl ?? url, params) : options.signature;
  return new Request(url, {
    method: "POST",
    headers: {
      "content-type": options.contentType ?? "application/x-www-form-urlencoded",
      "user-agent": "TwilioProxy/1.1",
      ...(signature === null ? {} : { "x-twilio-signature": signature }),
    },
    body: options.body ?? new URLSearchParams(params).toString(),
  });
}

describe.each(testEngines())("texts from homeowners on %s", (engine) => {
  const t = useTestDatabase(engine, { env: SMS_SETTINGS });
  const ctx = (now?: Date) => ({ db: t.db, env: t.env, ...(now ? { now } : {}) });
  let twilio: Awaited<ReturnType<typeof startHttpStandIn>>;
  let config: SmsConfig;
  beforeAll(async () => {
    twilio = await startHttpStandIn();
    config = { apiUrl: twilio.url, accountSid: SID, authToken: TOKEN, from: OUR_NUMBER };
  });
  afterAll(() => twilio.stop());
  afterEach(() => {
    twilio.requests.length = 0;
  });

  const send = (request: Request, now?: Date) => answerInboundText(request, ctx(now));
  const phoneOf = async (id: string) => (await t.db.select({ phone: quoteRequests.phone }).from(quoteRequests).where(eq(quoteRequests.id, id)))[0]!.phone;
  const leadsOf = (id: string) => t.db.select().from(leads).where(eq(leads.quoteRequestId, id)).orderBy(leads.seq);
  // The texts about a request, not its phone code (phone-verification.test.ts has those; an opted-out number gets none either).
  const textsTo = (phone: string) =>
    t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.channel, "sms"), eq(outbox.to, phone), ne(outbox.kind, "quote-request.phone-code")));
  const textedNumbers = () => twilio.requests.map((r) => new URLSearchParams(r.body).get("To"));
  const stopped = async (id: string) => (await t.db.select({ at: quoteRequests.contactStoppedAt }).from(quoteRequests).where(eq(quoteRequests.id, id)))[0]!.at;
  const optedOut = async (phone: string) => (await t.db.$count(textOptOuts, eq(textOptOuts.phoneHmac, keyedHash(await consentHmacKey(t.db), phone)))) === 1;
  const digest = async () => ({
    inbound: await t.db.$count(inboundTexts),
    optOuts: await t.db.$count(textOptOuts),
    audit: await t.db.$count(auditLog),
    stopped: await t.db.$count(quoteRequests, isNotNull(quoteRequests.contactStoppedAt)),
  });
  /** A request bought by a pro: the homeowner's "who will call" text is queued to their number. */
  async function boughtRequest(fields: Record<string, string>) {
    const buyer = await makeContractor(t.db, t.env, {
      zips: [fields.zip ?? "10001"],
      categories: [fields.category ?? "roofing"],
      base: null,
      balanceCents: 500_00,
    });
    const sent = await sendQuoteRequest(t.db, t.env, { zip: "10001", ...fields });
    const [lead] = await leadsOf(sent.id);
    const bought = await purchaseLead(ctx(), buyer.contractorId, lead!.id, `key-${crypto.randomUUID()}`);
    return { ...sent, buyer, bought, phone: await phoneOf(sent.id) };
  }

  it("a signed STOP stops new contacts for every open request of the number, tells their buyers, and the queued text to it is not sent", async () => {
    const first = await boughtRequest({ phone: "(212) 555-7301", pros: "2" });
    const second = await sendQuoteRequest(t.db, t.env, { phone: "(212) 555-7301", category: "plumbing", zip: "10001", pros: "1" });
    const someoneElse = await sendQuoteRequest(t.db, t.env, { phone: "(212) 555-7302", zip: "10001", pros: "1" });
    expect(first.phone).toBe("+12125557301");
    const [queued] = await textsTo(first.phone);
    expect(queued).toMatchObject({ kind: "quote-request.pro-assigned", status: "pending" });

    const answer = await send(inboundText({ From: first.phone, Body: " Stop " }));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/xml; charset=utf-8");
    expect(await answer.text()).toBe(EMPTY_TWIML);

    // Both of the number's requests are off the market; the other homeowner's is not.
    expect(await stopped(first.id)).toBeInstanceOf(Date);
    expect(await stopped(second.id)).toBeInstanceOf(Date);
    expect(await stopped(someoneElse.id)).toBeNull();
    expect((await leadsOf(first.id)).map((l) => [l.status, l.statusReason])).toEqual([
      ["sold", null],
      ["invalid", "homeowner-stopped-contact"],
    ]);
    expect((await leadsOf(second.id)).map((l) => l.status)).toEqual(["invalid"]);
    expect((await leadsOf(someoneElse.id)).map((l) => l.status)).toEqual(["available"]);
    // The buyer sees the notice, as after "Stop new contacts" on the request page.
    expect((await myLead(ctx(), first.buyer.contractorId, first.bought.purchaseId)).homeownerNotice).toBe(NO_FURTHER_CONTACT);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, "privacy.stop-contact"));
    expect(entries.map((e) => e.entityId).toSorted()).toEqual([first.id, second.id].toSorted());
    expect(JSON.stringify(entries)).not.toContain("5557301");

    // The opt-out is kept without the number.
    expect(await optedOut(first.phone)).toBe(true);
    expect(JSON.stringify(await t.db.select().from(textOptOuts))).not.toContain("5557301");

    // The text queued before the STOP is not sent to the number, and says why in the outbox.
    await deliverDueSms(t.db, config);
    expect(textedNumbers()).not.toContain(first.phone);
    const [kept] = await textsTo(first.phone);
    expect(kept).toMatchObject({ status: "stored", lastError: "Not sent: this number replied STOP to our texts." });
  });

  it("the provider retrying the same STOP changes nothing more", async () => {
    const request = await sendQuoteRequest(t.db, t.env, { phone: "(212) 555-7311", zip: "10001", pros: "1" });
    const stop = { From: "+12125557311", Body: "STOP", MessageSid: newSid() };
    expect((await send(inboundText(stop))).status).toBe(200);
    const after = await digest();
    const again = await send(inboundText(stop));
    expect(again.status).toBe(200);
    expect(await again.text()).toBe(EMPTY_TWIML);
    expect(await digest()).toEqual(after);
    expect(await stopped(request.id)).toBeInstanceOf(Date);
  });

  it("an opted-out number is not texted about a new request; START opts it back in, and a STOP retried after the START does not undo it", async () => {
    const phone = "+12125557321";
    const stop = { From: phone, Body: "UNSUBSCRIBE", MessageSid: newSid() };
    expect((await send(inboundText(stop))).status).toBe(200);
    expect(await optedOut(phone)).toBe(true);

    const afterStop = await boughtRequest({ phone: "(212) 555-7321" });
    await deliverDueSms(t.db, config);
    expect(textedNumbers()).not.toContain(phone);
    expect((await textsTo(phone)).map((r) => r.status)).toEqual(["stored"]);

    const start = await send(inboundText({ From: phone, Body: "start" }));
    expect(start.status).toBe(200);
    expect(await start.text()).toBe(EMPTY_TWIML);
    expect(await optedOut(phone)).toBe(false);
    // The request made while opted out stays on its own terms: opting back in stops nothing and resends nothing.
    expect(await stopped(afterStop.id)).toBeNull();

    const afterStart = await boughtRequest({ phone: "(212) 555-7321", category: "plumbing" });
    // A late retry of the first STOP: already acted on, so the number stays opted in and the new request open.
    expect((await send(inboundText(stop))).status).toBe(200);
    expect(await optedOut(phone)).toBe(false);
    expect(await stopped(afterStart.id)).toBeNull();
    await deliverDueSms(t.db, config);
    expect(textedNumbers()).toContain(phone);
    expect((await textsTo(phone)).map((r) => r.status).toSorted()).toEqual(["sent", "stored"]);
  });

  it("every opt-out word works, whatever its case; a message that only contains one is ignored", async () => {
    for (const [i, word] of ["STOPALL", "cancel", "End", "QUIT"].entries()) {
      const phone = `+1212555733${i}`;
      const request = await sendQuoteRequest(t.db, t.env, { phone: `(212) 555-733${i}`, zip: "10001", pros: "1" });
      expect(await (await send(inboundText({ From: phone, Body: word }))).text()).toBe(EMPTY_TWIML);
      expect(await stopped(request.id)).toBeInstanceOf(Date);
    }
    const request = await sendQuoteRequest(t.db, t.env, { phone: "(212) 555-7339", zip: "10001", pros: "1" });
    const before = await digest();
    const chatty = await send(inboundText({ From: "+12125557339", Body: "Please stop calling me after 6pm" }));
    expect(chatty.status).toBe(200);
    expect(await chatty.text()).toBe(EMPTY_TWIML);
    expect(await digest()).toEqual(before);
    expect(await stopped(request.id)).toBeNull();
  });

  it("HELP and INFO answer with the support line as TwiML, and change nothing", async () => {
    const before = await digest();
    for (const word of ["HELP", "info"]) {
      const answer = await send(inboundText({ From: "+12125557341", Body: word }));
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toBe("text/xml; charset=utf-8");
      expect(await answer.text()).toBe(
        `<?xml version="1.0" encoding="UTF-8"?><Response><Message>${site.name}: E-mail us at ${site.email} or call ${site.phoneDisplay} (${site.supportHours}). Reply STOP to opt out.</Message></Response>`,
      );
    }
    expect(await digest()).toEqual(before);
  });

  it("refuses unsigned and wrongly signed texts with 403 and writes nothing", async () => {
    const request = await sendQuoteRequest(t.db, t.env, { phone: "(212) 555-7351", zip: "10001", pros: "1" });
    const stop = { From: "+12125557351", Body: "STOP" };
    const signedParams = new URLSearchParams({ From: "+12125557399", Body: "STOP", MessageSid: newSid() });
    const cases: [string, Request][] = [
      ["no signature", inboundText(stop, { signature: null })],
      ["an empty signature", inboundText(stop, { signature: "" })],
      ["garbage", inboundText(stop, { signature: "bm90IGEgc2lnbmF0dXJl" })],
      ["signed with another token", inboundText(stop, { token: "someone-elses-token" })],
      ["signed for another URL", inboundText(stop, { signedUrl: "https://attacker.example/webhooks/sms" })],
      ["signed without the query string it was sent with", inboundText(stop, { query: "?lane=1", signedUrl: `${ORIGIN}/webhooks/sms` })],
      [
        "a body changed after signing",
        inboundText(stop, {
          signature: twilioSignature(TOKEN, `${ORIGIN}/webhooks/sms`, [...signedParams.entries()]),
          body: signedParams.toString().replace("7399", "7351"),
        }),
      ],
    ];
    const before = await digest();
    for (const [what, req] of cases) {
      const answer = await send(req);
      expect({ what, status: answer.status }).toEqual({ what, status: 403 });
    }
    expect(await digest()).toEqual(before);
    expect(await stopped(request.id)).toBeNull();
    // Signed over the URL with its query string, as the provider signs it, the same text is accepted.
    expect((await send(inboundText(stop, { query: "?lane=1" }))).status).toBe(200);
    expect(await stopped(request.id)).toBeInstanceOf(Date);
  });

  it("a signed post that is not a text is a 4xx, never a 500; without SMS settings the endpoint is not there", async () => {
    const before = await digest();
    const noFrom = new URLSearchParams({ Body: "STOP", MessageSid: newSid() });
    const unsignedShape = await send(
      new Request(`${ORIGIN}/webhooks/sms`, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "x-twilio-signature": twilioSignature(TOKEN, `${ORIGIN}/webhooks/sms`, [...noFrom.entries()]),
        },
        body: noFrom.toString(),
      }),
    );
    expect(unsignedShape.status).toBe(400);
    expect((await send(inboundText({ From: "+12125557361", Body: "STOP" }, { contentType: "application/json" }))).status).toBe(415);
    expect((await send(inboundText({ From: "+12125557361", Body: "x".repeat(70_000) }))).status).toBe(413);
    const unconfigured = await answerInboundText(inboundText({ From: "+12125557361", Body: "STOP" }), {
      db: t.db,
      env: { ...t.env, SMS_ACCOUNT_SID: undefined, SMS_AUTH_TOKEN: undefined, SMS_FROM: undefined },
    });
    expect(unconfigured.status).toBe(404);
    expect(await digest()).toEqual(before);
  });

  it("the route module: POST only, through the same handler", async () => {
    serveDatabase(t.handle);
    try {
      const args = (request: Request) => ({ request, params: {}, context: undefined, unstable_pattern: "/webhooks/sms" }) as never;
      expect((await smsWebhook.loader()).status).toBe(405);
      // This process has no SMS settings: the endpoint answers 404 before reading anything.
      expect((await smsWebhook.action(args(inboundText({ From: "+12125557371", Body: "STOP" })))).status).toBe(404);
    } finally {
      forgetDatabase();
    }
  });
});
