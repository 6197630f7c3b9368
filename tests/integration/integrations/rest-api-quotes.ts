/**
 * POST /api/v1/purchases/{id}/quotes: the dashboard's quote through the API, once per Idempotency-Key. Run inside
 * rest-api.test.ts's describe.each (both engines), so its contract check sees the operation answered.
 */
import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { outbox, purchases, quoteRequests, quotes } from "~/db/schema";
import type { Db } from "~/db/client.server";
import type { Env } from "~/env.server";
import { purchaseLead } from "~/domain/marketplace/purchase-lead.server";
import type { Outcome } from "./harness";
import { messageApiTests, messageRoutes, type MessagesSuite } from "./rest-api-messages";

export const quoteRoutes = {
  quotes: { pattern: "/api/v1/purchases/:id/quotes", load: () => import("~/routes/api-v1-purchase-quotes") },
};

/** The quote and the thread endpoints: rest-api.test.ts spreads these routes and runs these suites in one line each. */
export const conversationRoutes = { ...quoteRoutes, ...messageRoutes };
export function conversationApiTests(s: QuotesSuite & MessagesSuite) {
  quoteApiTests(s);
  messageApiTests(s);
}

type CallOptions = { method?: string; key?: string; headers?: Record<string, string>; json?: unknown };
export type QuotesSuite = {
  db: () => Db;
  ctx: () => { db: Db; env: Env };
  client: () => Promise<{ contractorId: string; key: string }>;
  plumbingLead: () => Promise<string>;
  call: (name: "quotes", url: string, options: CallOptions) => Promise<Outcome<any>>;
};

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const terms = () => ({
  priceLowCents: 420_000,
  priceHighCents: 480_000,
  includes: "Tankless unit, venting, permit.",
  earliestStart: day(7),
  validUntil: day(30),
});

export function quoteApiTests(s: QuotesSuite) {
  const send = (key: string, purchaseId: string, json: unknown, idempotencyKey: string | null = crypto.randomUUID()) =>
    s.call("quotes", `/api/v1/purchases/${purchaseId}/quotes`, {
      method: "POST",
      key,
      json,
      headers: idempotencyKey === null ? {} : { "idempotency-key": idempotencyKey },
    });
  async function buyer() {
    const c = await s.client();
    const { purchaseId } = await purchaseLead(s.ctx(), c.contractorId, await s.plumbingLead(), `k-${crypto.randomUUID()}`);
    const [purchase] = await s.db().select({ quoteRequestId: purchases.quoteRequestId }).from(purchases).where(eq(purchases.id, purchaseId));
    return { ...c, purchaseId, quoteRequestId: purchase!.quoteRequestId };
  }

  it("POST sends a quote (201), revises it (200, revised), replays a retry, and tells the homeowner each time", async () => {
    const a = await buyer();
    const key = crypto.randomUUID();
    const first = await send(a.key, a.purchaseId, terms(), key);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      revised: false,
      replayed: false,
      quote: { purchaseId: a.purchaseId, status: "sent", priceLowCents: 420_000, priceHighCents: 480_000, hasPdf: false, declineReason: null },
    });
    const replay = await send(a.key, a.purchaseId, terms(), key);
    expect({ status: replay.status, replayed: replay.body.replayed, header: replay.headers.get("idempotent-replayed"), quote: replay.body.quote }).toEqual({
      status: 200,
      replayed: true,
      header: "true",
      quote: first.body.quote,
    });

    const single = { ...terms(), priceHighCents: undefined, priceLowCents: 450_000 };
    const revised = await send(a.key, a.purchaseId, single);
    expect({
      status: revised.status,
      revised: revised.body.revised,
      low: revised.body.quote.priceLowCents,
      high: revised.body.quote.priceHighCents,
      id: revised.body.quote.quoteId,
    }).toEqual({ status: 200, revised: true, low: 450_000, high: 450_000, id: first.body.quote.quoteId });

    expect(await s.db().$count(quotes, eq(quotes.purchaseId, a.purchaseId))).toBe(1);
    const [purchase] = await s.db().select().from(purchases).where(eq(purchases.id, a.purchaseId));
    expect({ pipeline: purchase!.pipelineStatus, replied: purchase!.firstReplyAt !== null }).toEqual({ pipeline: "quoted", replied: true });
    const [request] = await s.db().select({ email: quoteRequests.email }).from(quoteRequests).where(eq(quoteRequests.id, a.quoteRequestId));
    const mails = await s
      .db()
      .select({ subject: outbox.subject })
      .from(outbox)
      .where(and(eq(outbox.to, request!.email), eq(outbox.channel, "email")));
    // The replay sent nothing: one e-mail for the quote, one for its revision.
    expect(mails.filter((m) => m.subject?.toLowerCase().includes("quote")).length).toBe(2);
  });

  it("refuses bad input with 400 before anything is written, another contractor's purchase with 404, and a stopped request with 409", async () => {
    const a = await buyer();
    const refusals: [unknown, string | null, number, string][] = [
      [terms(), null, 400, "idempotency_key_required"],
      [{ ...terms(), earliestStart: "2020-01-01" }, crypto.randomUUID(), 400, "invalid_input"],
      [{ ...terms(), priceHighCents: 1 }, crypto.randomUUID(), 400, "invalid_input"],
      [{ ...terms(), price: 5 }, crypto.randomUUID(), 400, "invalid_input"],
      [{ ...terms(), validUntil: day(400) }, crypto.randomUUID(), 400, "invalid_input"],
    ];
    for (const [json, key, status, code] of refusals) {
      const answer = await send(a.key, a.purchaseId, json, key);
      expect({ json, status: answer.status, code: answer.body.error?.code }).toEqual({ json, status, code });
    }
    expect(await s.db().$count(quotes, eq(quotes.purchaseId, a.purchaseId))).toBe(0);

    const other = await s.client();
    expect((await send(other.key, a.purchaseId, terms())).status).toBe(404);
    expect((await send(a.key, "not-a-uuid", terms())).status).toBe(404);

    await s.db().update(quoteRequests).set({ contactStoppedAt: new Date() }).where(eq(quoteRequests.id, a.quoteRequestId));
    const stopped = await send(a.key, a.purchaseId, terms());
    expect({ status: stopped.status, code: stopped.body.error.code }).toEqual({ status: 409, code: "invalid_transition" });
    expect(await s.db().$count(quotes, eq(quotes.purchaseId, a.purchaseId))).toBe(0);
  });
}
