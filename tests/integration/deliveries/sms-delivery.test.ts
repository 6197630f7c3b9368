import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { outbox } from "~/db/schema";
import { backoffMs } from "~/jobs/deliver-due-outbox.server";
import { deliverDueSms } from "~/jobs/deliver-due-sms.server";
import { sendSms, smsConfigOf, type SmsConfig } from "~/lib/sms.server";
import { testEnv } from "../../support/form-requests";
import { closedPortUrl, startHttpStandIn } from "../../support/http-stand-in";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";

const SID = "AC5ef8732a3c49700934481addd5ce1659";
const TOKEN = "auth-token-xyz";
const FROM = "+15125552199";

async function queueSms(handle: DatabaseHandle, to: string, text: string) {
  // Due as of the JS clock, like the rows the app writes: the column default (the database's
  // now(), microseconds) can land after a millisecond-precise `new Date()` taken just after it.
  const [row] = await handle.db
    .insert(outbox)
    .values({ channel: "sms", kind: "lead.delivery", to, text, status: "pending", nextAttemptAt: new Date() })
    .returning();
  return row!;
}

describe("the Twilio-compatible client", () => {
  let twilio: Awaited<ReturnType<typeof startHttpStandIn>>;
  beforeAll(async () => {
    twilio = await startHttpStandIn();
  });
  afterAll(() => twilio.stop());

  it("reads its settings from the environment, all or none", () => {
    const t = testEnv({ SMS_API_URL: "http://127.0.0.1:1", SMS_ACCOUNT_SID: SID, SMS_AUTH_TOKEN: TOKEN, SMS_FROM: FROM, LEAD_PHONE_VERIFICATION: "optional" }); // With an SMS provider LEAD_PHONE_VERIFICATION defaults to required; these leads must be on sale at once.
    expect(smsConfigOf(t.env)).toEqual({ apiUrl: "http://127.0.0.1:1", accountSid: SID, authToken: TOKEN, from: FROM });
    const none = testEnv();
    expect(smsConfigOf(none.env)).toBeUndefined();
    expect(() => testEnv({ SMS_ACCOUNT_SID: SID })).toThrow("set SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM together");
    t.cleanup();
    none.cleanup();
  });

  it("classifies answers: 2xx sent, 429/5xx/network retry, other 4xx failed with the status and the provider's error code", async () => {
    const config: SmsConfig = { apiUrl: `${twilio.url}/`, accountSid: SID, authToken: TOKEN, from: FROM };
    const message = { to: "+12125552100", body: "hello" };
    twilio.respond(() => ({ status: 201, body: JSON.stringify({ sid: "SM123", status: "queued" }) }));
    expect(await sendSms(config, message)).toEqual({ status: "sent", providerId: "SM123" });
    twilio.respond(() => ({ status: 429, body: JSON.stringify({ code: 20429, message: "Too Many Requests" }) }));
    expect(await sendSms(config, message)).toEqual({ status: "retry", error: "HTTP 429 Too Many Requests (code 20429)", httpStatus: 429 });
    twilio.respond(() => ({ status: 503, body: "upstream down" }));
    expect(await sendSms(config, message)).toEqual({ status: "retry", error: "HTTP 503 Service Unavailable", httpStatus: 503 });
    twilio.respond(() => ({ status: 401, body: JSON.stringify({ code: 20003, message: "Authenticate" }) }));
    expect(await sendSms(config, message)).toEqual({ status: "failed", error: "HTTP 401 Unauthorized (code 20003)", httpStatus: 401 });
    const unreachable = await sendSms({ ...config, apiUrl: await closedPortUrl() }, message);
    expect(unreachable.status).toBe("retry");
    expect(unreachable).toMatchObject({ error: expect.stringContaining("ECONNREFUSED") });
  });
});

describe.each(testEngines())("SMS delivery on %s", (engine) => {
  const database = useTestDatabase(engine);
  let twilio: Awaited<ReturnType<typeof startHttpStandIn>>;
  let config: SmsConfig;
  beforeAll(async () => {
    twilio = await startHttpStandIn();
    config = { apiUrl: twilio.url, accountSid: SID, authToken: TOKEN, from: FROM };
  });
  afterAll(async () => {
    await twilio.stop();
  });
  afterEach(async () => {
    await database.db.delete(outbox);
    twilio.requests.length = 0;
  });

  it("posts To/From/Body, form-encoded with Basic auth, to the account's Messages resource; 201 marks it sent", async () => {
    twilio.respond(() => ({ status: 201, body: JSON.stringify({ sid: "SM0001", status: "queued" }) }));
    const body = "Trusted Home Pros: New lead, Roofing in Austin, TX. Jane Doe (512) 555-2100. Details: https://x.example/pro/leads/1";
    const row = await queueSms(database.handle, "+15125552100", body);
    expect(await deliverDueSms(database.db, config)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(twilio.requests).toHaveLength(1);
    const request = twilio.requests[0]!;
    expect(request.method).toBe("POST");
    expect(request.path).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(request.headers.authorization).toBe(`Basic ${Buffer.from(`${SID}:${TOKEN}`).toString("base64")}`);
    expect(request.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({ To: "+15125552100", From: FROM, Body: body });
    const [sent] = await database.db.select().from(outbox).where(eq(outbox.id, row.id));
    expect(sent).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(sent!.sentAt).toBeInstanceOf(Date);
    // Nothing is due any more: nothing is sent twice.
    expect(await deliverDueSms(database.db, config)).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(twilio.requests).toHaveLength(1);
  });

  it("a 400 from the provider fails the row at once, keeping its error code but not its words (they may quote the number)", async () => {
    twilio.respond(() => ({
      status: 400,
      body: JSON.stringify({ code: 21211, message: "The 'To' number +15125552100 is not a valid phone number.", status: 400 }),
    }));
    const row = await queueSms(database.handle, "+15125552100", "hi");
    expect(await deliverDueSms(database.db, config, { maxAttempts: 5 })).toEqual({ sent: 0, retrying: 0, failed: 1 });
    const [failed] = await database.db.select().from(outbox).where(eq(outbox.id, row.id));
    expect(failed).toMatchObject({ status: "failed", attempts: 1, lastError: "HTTP 400 Bad Request (code 21211)" });
  });

  it("a 500 is retried after the back-off, then sent; attempts count every try", async () => {
    twilio.respond(() => ({ status: 500, body: JSON.stringify({ code: 20500, message: "Internal Server Error" }) }));
    const row = await queueSms(database.handle, "+15125552100", "hi");
    let now = new Date(Date.now() + 1000);
    const clock = { now: () => now, maxAttempts: 3 };
    expect(await deliverDueSms(database.db, config, clock)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const [waiting] = await database.db.select().from(outbox).where(eq(outbox.id, row.id));
    expect(waiting).toMatchObject({ status: "pending", attempts: 1, lastError: "HTTP 500 Internal Server Error (code 20500)" });
    expect(waiting!.nextAttemptAt.getTime()).toBe(now.getTime() + backoffMs(1));
    // Not due yet: the provider is not asked again.
    expect(await deliverDueSms(database.db, config, clock)).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(twilio.requests).toHaveLength(1);
    now = new Date(now.getTime() + backoffMs(1));
    expect(await deliverDueSms(database.db, config, clock)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const [again] = await database.db.select().from(outbox).where(eq(outbox.id, row.id));
    expect(again!.nextAttemptAt.getTime()).toBe(now.getTime() + backoffMs(2));
    expect(backoffMs(2)).toBe(2 * backoffMs(1));
    twilio.respond(() => ({ status: 201, body: "{}" }));
    now = new Date(now.getTime() + backoffMs(2));
    expect(await deliverDueSms(database.db, config, clock)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    const [sent] = await database.db.select().from(outbox).where(eq(outbox.id, row.id));
    expect(sent).toMatchObject({ status: "sent", attempts: 3, lastError: null });
    expect(twilio.requests).toHaveLength(3);
  });

  it("gives up as 'failed' after the last allowed attempt", async () => {
    twilio.respond(() => ({ status: 503, body: "" }));
    const row = await queueSms(database.handle, "+15125552100", "hi");
    let now = new Date(Date.now() + 1000);
    expect(await deliverDueSms(database.db, config, { now: () => now, maxAttempts: 2 })).toEqual({ sent: 0, retrying: 1, failed: 0 });
    now = new Date(now.getTime() + backoffMs(1));
    expect(await deliverDueSms(database.db, config, { now: () => now, maxAttempts: 2 })).toEqual({ sent: 0, retrying: 0, failed: 1 });
    const [failed] = await database.db.select().from(outbox).where(eq(outbox.id, row.id));
    expect(failed).toMatchObject({ status: "failed", attempts: 2, lastError: "HTTP 503 Service Unavailable" });
  });

  it("leaves 'stored' rows and other channels alone", async () => {
    await database.db.insert(outbox).values([
      { channel: "sms", kind: "lead.delivery", to: "+15125552100", text: "stored", status: "stored" },
      { channel: "email", kind: "x", to: "a@example.com", subject: "s", text: "e-mail", status: "pending" },
    ]);
    expect(await deliverDueSms(database.db, config)).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(twilio.requests).toHaveLength(0);
  });
});
