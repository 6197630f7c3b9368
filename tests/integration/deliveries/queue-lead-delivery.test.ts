import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { contractors, leads, outbox, purchases } from "~/db/schema";
import { LeadTakenError } from "~/domain/marketplace/errors";
import { adminDecideReturn, requestReturn } from "~/domain/marketplace/lead-returns.server";
import { purchaseLead } from "~/domain/marketplace/purchase-lead.server";
import type { Env } from "~/env.server";
import { testEnv } from "../../support/form-requests";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { makeAdmin, makeContractor, makeQuoteRequest } from "../marketplace/marketplace-fixtures";
import { expectWebhookMatchesContract } from "../../support/openapi-contract";

const key = () => `key-${crypto.randomUUID()}`;
const SMS_SETTINGS = { SMS_ACCOUNT_SID: "AC0123456789", SMS_AUTH_TOKEN: "token-123", SMS_FROM: "+15125552199", LEAD_PHONE_VERIFICATION: "optional" as const }; // With an SMS provider LEAD_PHONE_VERIFICATION defaults to required; these leads must be on sale at once.

type Channels = { emailChannel?: boolean; smsChannel?: boolean; plan?: "pay-as-you-go" | "professional" | "enterprise"; webhookUrl?: string | null };

describe.each(testEngines())("queueing lead deliveries on %s", (engine) => {
  // The suite's database comes with the plain settings (no SMTP, no SMS); `configured` has both.
  const plain = useTestDatabase(engine, { env: { PUBLIC_URL: "https://pros.example.com" } });
  const configured = testEnv({ PUBLIC_URL: "https://pros.example.com", SMTP_URL: "smtp://127.0.0.1:2525", ...SMS_SETTINGS });
  afterAll(() => configured.cleanup());

  async function buyer(channels: Channels, category = "roofing") {
    const { contractorId, userId } = await makeContractor(plain.db, plain.env, { balanceCents: 500_00, categories: [category], plan: channels.plan });
    const [row] = await plain.db
      .update(contractors)
      .set({
        emailChannel: channels.emailChannel ?? true,
        smsChannel: channels.smsChannel ?? false,
        webhookUrl: channels.webhookUrl ?? null,
        webhookSecret: channels.webhookUrl ? "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw" : null,
      })
      .where(eq(contractors.id, contractorId))
      .returning();
    return { contractorId, userId, email: row!.email, phone: row!.phone };
  }

  async function buy(env: Env, contractorId: string, category = "roofing") {
    const { leadIds } = await makeQuoteRequest(plain.db, { category });
    return purchaseLead({ db: plain.db, env }, contractorId, leadIds[0]!, key());
  }

  const rowsFor = (contractorId: string) => plain.db.select().from(outbox).where(eq(outbox.contractorId, contractorId)).orderBy(outbox.channel);

  it("e-mail only (the default): one e-mail with the homeowner's details, 'stored' without SMTP", async () => {
    const pro = await buyer({});
    const sale = await buy(plain.env, pro.contractorId);
    const rows = await rowsFor(pro.contractorId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      channel: "email",
      kind: "lead.delivery",
      to: pro.email,
      status: "stored",
      subject: "New lead: Roofing in New York, NY 10001",
    });
    expect(rows[0]!.text).toMatch(/- Name: Homeowner \d+/);
    expect(rows[0]!.text).toMatch(/- Phone: \(212\) 555-\d{4}/);
    expect(rows[0]!.text).toMatch(/- E-mail: home\d+@example\.com/);
    expect(rows[0]!.text).toContain(`https://pros.example.com/pro/leads/${sale.purchaseId}`);
    expect(rows[0]!.text).toContain(`Price paid: $${(sale.priceCents / 100).toFixed(2)}`);
    expect(rows[0]!.text).toContain("within 7 days of purchase");
  });

  it("e-mail and SMS: both 'pending' when SMTP and SMS are configured", async () => {
    const pro = await buyer({ smsChannel: true });
    const sale = await buy(configured.env, pro.contractorId);
    const rows = await rowsFor(pro.contractorId);
    expect(rows.map((r) => [r.channel, r.status, r.to])).toEqual([
      ["email", "pending", pro.email],
      ["sms", "pending", pro.phone],
    ]);
    const sms = rows[1]!.text;
    expect([...sms].length).toBeLessThanOrEqual(320);
    expect(sms).toMatch(/^Trusted Home Pros: New lead, Roofing in New York, NY\. Homeowner \d+ \(212\) 555-\d{4}\. Details: /);
    expect(sms.endsWith(`https://pros.example.com/pro/leads/${sale.purchaseId}`)).toBe(true);
  });

  it("SMS rows are 'stored' while no SMS provider is configured", async () => {
    const pro = await buyer({ smsChannel: true });
    await buy(plain.env, pro.contractorId);
    expect((await rowsFor(pro.contractorId)).map((r) => [r.channel, r.status])).toEqual([
      ["email", "stored"],
      ["sms", "stored"],
    ]);
  });

  it("Enterprise with a webhook URL: a pending webhook row holding the JSON payload, and no secret", async () => {
    const pro = await buyer({ plan: "enterprise", smsChannel: true, webhookUrl: "https://crm.example.com/hooks/leads" });
    const sale = await buy(plain.env, pro.contractorId);
    const rows = await rowsFor(pro.contractorId);
    expect(rows.map((r) => r.channel)).toEqual(["email", "sms", "webhook"]);
    const hook = rows[2]!;
    expect(hook).toMatchObject({ kind: "lead.purchased", to: "https://crm.example.com/hooks/leads", status: "pending", subject: null });
    expect(hook.text).not.toContain("whsec_");
    // The body as /api/v1/openapi.json documents it (webhooks: lead.purchased).
    expectWebhookMatchesContract(hook.text);
    const payload = JSON.parse(hook.text);
    expect(payload).toMatchObject({
      type: "lead.purchased",
      data: {
        purchaseId: sale.purchaseId,
        leadId: sale.leadId,
        category: "roofing",
        priceCents: sale.priceCents,
        currency: "USD",
        autoBuy: false,
        replacement: false,
      },
    });
    expect(payload.data.homeowner).toMatchObject({ zip: "10001", city: "New York", state: "NY" });
    expect(payload.data.homeowner.phone).toMatch(/^\+1212555\d{4}$/);
    expect(payload.data.homeowner.email).toMatch(/^home\d+@example\.com$/);
    expect(payload.data.project.prosRequested).toBe(3);
    expect(new Date(payload.data.leadCreatedAt).getTime()).not.toBeNaN();
  });

  it("both channels off: nothing, except an Enterprise webhook; a webhook URL without Enterprise sends nothing", async () => {
    const silent = await buyer({ emailChannel: false });
    await buy(plain.env, silent.contractorId);
    expect(await rowsFor(silent.contractorId)).toEqual([]);

    const hookOnly = await buyer({ emailChannel: false, plan: "enterprise", webhookUrl: "https://crm.example.com/hook" });
    await buy(plain.env, hookOnly.contractorId);
    expect((await rowsFor(hookOnly.contractorId)).map((r) => r.channel)).toEqual(["webhook"]);

    const downgraded = await buyer({ plan: "professional", webhookUrl: "https://crm.example.com/hook" });
    await buy(plain.env, downgraded.contractorId);
    expect((await rowsFor(downgraded.contractorId)).map((r) => r.channel)).toEqual(["email"]);
  });

  it("a rolled-back purchase queues nothing; a lost race queues nothing for the loser", async () => {
    const pro = await buyer({ smsChannel: true, plan: "enterprise", webhookUrl: "https://crm.example.com/hook" });
    const { leadIds } = await makeQuoteRequest(plain.db);
    class Rollback extends Error {}
    // The purchase runs as a savepoint inside a transaction that is then rolled back.
    await expect(
      plain.db.transaction(async (tx) => {
        const sale = await purchaseLead({ db: tx as unknown as typeof plain.db, env: configured.env }, pro.contractorId, leadIds[0]!, key());
        expect(await tx.select({ id: outbox.id }).from(outbox).where(eq(outbox.contractorId, pro.contractorId))).toHaveLength(3);
        expect(sale.replayed).toBe(false);
        throw new Rollback();
      }),
    ).rejects.toThrow(Rollback);
    expect(await rowsFor(pro.contractorId)).toEqual([]);
    expect(await plain.db.select().from(purchases).where(eq(purchases.contractorId, pro.contractorId))).toEqual([]);
    expect((await plain.db.select().from(leads).where(eq(leads.id, leadIds[0]!)))[0]!.status).toBe("available");

    const winner = await buyer({});
    const loser = await buyer({ smsChannel: true });
    await purchaseLead({ db: plain.db, env: configured.env }, winner.contractorId, leadIds[0]!, key());
    await expect(purchaseLead({ db: plain.db, env: configured.env }, loser.contractorId, leadIds[0]!, key())).rejects.toThrow(LeadTakenError);
    expect(await rowsFor(loser.contractorId)).toEqual([]);
    expect(await rowsFor(winner.contractorId)).toHaveLength(1);
  });

  it("a repeated purchase (same idempotency key) does not deliver twice", async () => {
    const pro = await buyer({ smsChannel: true });
    const { leadIds } = await makeQuoteRequest(plain.db);
    const k = key();
    await purchaseLead({ db: plain.db, env: plain.env }, pro.contractorId, leadIds[0]!, k);
    const again = await purchaseLead({ db: plain.db, env: plain.env }, pro.contractorId, leadIds[0]!, k);
    expect(again.replayed).toBe(true);
    expect(await rowsFor(pro.contractorId)).toHaveLength(2);
  });

  it("a replacement given for an approved return is delivered too", async () => {
    const admin = await makeAdmin(plain.db);
    const pro = await buyer({ smsChannel: true, plan: "enterprise", webhookUrl: "https://crm.example.com/hook" }, "plumbing");
    const first = await makeQuoteRequest(plain.db, { category: "plumbing", pros: 1 });
    const sale = await purchaseLead({ db: plain.db, env: plain.env }, pro.contractorId, first.leadIds[0]!, key());
    const spare = await makeQuoteRequest(plain.db, { category: "plumbing" });
    const ret = await requestReturn({ db: plain.db, env: plain.env }, pro.contractorId, sale.purchaseId, { reason: "wrong-number" });
    await plain.db.delete(outbox).where(eq(outbox.contractorId, pro.contractorId));
    const decided = await adminDecideReturn({ db: plain.db, env: plain.env }, admin, ret.returnId, "replace", "Equivalent lead");
    expect(decided.status).toBe("replaced");
    const [replacement] = await plain.db.select().from(purchases).where(eq(purchases.id, decided.replacementPurchaseId!));
    expect(spare.leadIds).toContain(replacement!.leadId);
    const all = await rowsFor(pro.contractorId);
    // The decision itself is a return.decided webhook (queue-purchase-webhooks.server.ts); the other rows deliver the replacement.
    const decidedHook = all.find((r) => r.kind === "return.decided");
    expectWebhookMatchesContract(decidedHook!.text);
    expect(JSON.parse(decidedHook!.text).data).toMatchObject({
      purchaseId: sale.purchaseId,
      decision: "replaced",
      decidedBy: "admin",
      replacementPurchaseId: decided.replacementPurchaseId,
      creditedCents: 0,
    });
    const rows = all.filter((r) => r !== decidedHook);
    expect(rows.map((r) => r.channel)).toEqual(["email", "sms", "webhook"]);
    expect(rows[0]!.subject).toBe("Replacement lead: Plumbing in New York, NY 10001");
    expect(rows[0]!.text).toContain(`/pro/leads/${decided.replacementPurchaseId}`);
    expect(rows[0]!.text).toContain("Price: no charge");
    expect(rows[1]!.text).toMatch(/^Trusted Home Pros: Replacement lead, Plumbing/);
    expect(JSON.parse(rows[2]!.text).data).toMatchObject({ purchaseId: decided.replacementPurchaseId, leadId: replacement!.leadId, replacement: true });
  });
});
