import { eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { contractors, outbox, quoteRequests } from "~/db/schema";
import { generateWebhookSecret } from "~/domain/deliveries/generate-webhook-secret.server";
import { purchaseLead } from "~/domain/marketplace/purchase-lead.server";
import { deliverDueEmails } from "~/jobs/deliver-due-emails.server";
import { startJobs, stopJobs } from "~/jobs/jobs.server";
import { createSmtpTransport } from "~/lib/smtp.server";
import { testEnv } from "../../support/form-requests";
import { startHttpStandIn, type RecordedRequest } from "../../support/http-stand-in";
import { startSmtpSink } from "../../support/smtp-sink";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { waitFor } from "../../support/wait-for";
import { makeContractor, makeQuoteRequest } from "../marketplace/marketplace-fixtures";
import { expectWebhookMatchesContract } from "../../support/openapi-contract";

const SID = "AC0000000000000000000000000000beef";

/** The message body as a reader sees it: quoted-printable soft breaks and escapes undone. */
function decodedBody(raw: string): string {
  const body = raw.slice(raw.indexOf("\r\n\r\n") + 4).replace(/=\r\n/g, "");
  return Buffer.from(
    body.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");
}

describe.each(testEngines())("lead delivery end to end on %s", (engine) => {
  const database = useTestDatabase(engine);
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let edge: Awaited<ReturnType<typeof startHttpStandIn>>;
  beforeAll(async () => {
    sink = await startSmtpSink();
    edge = await startHttpStandIn();
  });
  afterAll(async () => {
    await edge.stop();
    await sink.stop();
  });
  afterEach(async () => {
    await stopJobs();
  });

  async function buyerWithLead(env: ReturnType<typeof testEnv>["env"], channels: { smsChannel: boolean; webhookSecret?: string }) {
    const { contractorId } = await makeContractor(database.db, env, { balanceCents: 500_00, plan: "enterprise", categories: ["solar"] });
    const [pro] = await database.db
      .update(contractors)
      .set({
        smsChannel: channels.smsChannel,
        webhookUrl: channels.webhookSecret ? `${edge.url}/hooks/leads` : null,
        webhookSecret: channels.webhookSecret ?? null,
      })
      .where(eq(contractors.id, contractorId))
      .returning();
    const { quoteRequestId, leadIds } = await makeQuoteRequest(database.db, { category: "solar" });
    const [homeowner] = await database.db.select().from(quoteRequests).where(eq(quoteRequests.id, quoteRequestId));
    return { pro: pro!, homeowner: homeowner!, leadId: leadIds[0]! };
  }

  it("the lead e-mail reaches the SMTP server with the homeowner's contact details", async () => {
    const t = testEnv({ SMTP_URL: sink.url, PUBLIC_URL: "https://pros.example.com" });
    const { pro, homeowner, leadId } = await buyerWithLead(t.env, { smsChannel: false });
    const sale = await purchaseLead({ db: database.db, env: t.env }, pro.id, leadId, `k-${crypto.randomUUID()}`);
    const transport = createSmtpTransport(sink.url, { ignoreTLS: true });
    // The buyer's top-up receipt, the lead e-mail, and the homeowner's "who will call" e-mail.
    expect(await deliverDueEmails(database.db, transport, { from: t.env.MAIL_FROM })).toEqual({ sent: 3, retrying: 0, failed: 0 });
    transport.close?.();
    const mail = sink.received.find((m) => m.to.includes(pro.email) && m.raw.includes("Subject: New lead:"));
    expect(mail).toBeDefined();
    expect(mail!.raw).toContain("Subject: New lead: Solar in New York, NY 10001");
    const body = decodedBody(mail!.raw);
    expect(body).toContain(`- Name: ${homeowner.fullName}`);
    expect(body).toContain(`- Phone: (212) ${homeowner.phone.slice(5, 8)}-${homeowner.phone.slice(8)}`);
    expect(body).toContain(`- E-mail: ${homeowner.email}`);
    expect(body).toContain("- Location: New York, NY 10001");
    expect(body).toContain(`https://pros.example.com/pro/leads/${sale.purchaseId}`);
    expect(decodedBody(sink.received.find((m) => m.to.includes(homeowner.email))!.raw)).toContain(" will contact you about your solar request.");
    t.cleanup();
  });

  it("the jobs send the e-mail, the text message and the signed webhook right after the purchase commits", async () => {
    const secret = generateWebhookSecret();
    const t = testEnv({
      SMTP_URL: sink.url,
      SMS_API_URL: edge.url,
      SMS_ACCOUNT_SID: SID,
      SMS_AUTH_TOKEN: "secret-token",
      SMS_FROM: "+15125552199",
      LEAD_PHONE_VERIFICATION: "optional",
    }); // With an SMS provider LEAD_PHONE_VERIFICATION defaults to required; these leads must be on sale at once.
    const verified: unknown[] = [];
    edge.respond((request: RecordedRequest) => {
      if (request.path.endsWith("/Messages.json")) return { status: 201, body: JSON.stringify({ sid: "SM1" }) };
      try {
        verified.push(new Webhook(secret).verify(request.body, request.headers as Record<string, string>));
        return { status: 200, body: "{}" };
      } catch {
        return { status: 401 };
      }
    });
    const transport = createSmtpTransport(sink.url, { ignoreTLS: true });
    await startJobs(database.handle, t.env, { transport, pollingIntervalSeconds: 0.5 });
    const { pro, homeowner, leadId } = await buyerWithLead(t.env, { smsChannel: true, webhookSecret: secret });
    const sale = await purchaseLead({ db: database.db, env: t.env }, pro.id, leadId, `k-${crypto.randomUUID()}`);
    const rows = await waitFor(
      async () => {
        // The sale's three messages; a new-lead alert the running jobs may have sent this pro before it bought is not one of them.
        const all = (await database.db.select().from(outbox).where(eq(outbox.contractorId, pro.id))).filter((r) => !r.kind.startsWith("lead.alert"));
        return all.length === 3 && all.every((r) => r.status === "sent") ? all : undefined;
      },
      { timeoutMs: 30_000 },
    );
    expect(rows.map((r) => r.attempts)).toEqual([1, 1, 1]);
    expect(sink.received.some((m) => m.to.includes(pro.email))).toBe(true);
    const sms = edge.requests.find((r) => r.path === `/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(new URLSearchParams(sms!.body).get("To")).toBe(pro.phone);
    expect(new URLSearchParams(sms!.body).get("Body")).toContain(homeowner.fullName);
    expect(verified).toHaveLength(1);
    // The body as sent, byte for byte, as /api/v1/openapi.json documents it (webhooks: lead.purchased).
    expectWebhookMatchesContract(edge.requests.find((r) => r.headers["webhook-signature"])!.body);
    expect(verified[0]).toMatchObject({
      type: "lead.purchased",
      data: { purchaseId: sale.purchaseId, homeowner: { phone: homeowner.phone, email: homeowner.email } },
    });
    await stopJobs();
    t.cleanup();
  }, 90_000);
});
