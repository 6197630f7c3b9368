/**
 * The thread of a bought lead through the API: GET …/messages pages it oldest first, POST …/messages writes to the
 * homeowner once per Idempotency-Key, …/attachments/{id} serves a file to the buyer's key only, and the homeowner's
 * message reaches the buyer's CRM as the documented message.received. Run inside rest-api.test.ts's describe.each
 * (both engines, through rest-api-quotes.ts's conversationApiTests), so its contract check sees the operations answered.
 */
import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { contractors, outbox, purchaseMessages, purchases, quoteRequests } from "~/db/schema";
import type { Db } from "~/db/client.server";
import type { Env } from "~/env.server";
import { purchaseLead } from "~/domain/marketplace/purchase-lead.server";
import { postHomeownerMessage } from "~/domain/messages/post-message.server";
import { expectAnswerMatchesContract, expectWebhookMatchesContract } from "../../support/openapi-contract";
import { minimalPng } from "../../support/sample-files";
import { apiRequest, run, type Outcome } from "./harness";

export const messageRoutes = {
  messages: { pattern: "/api/v1/purchases/:id/messages", load: () => import("~/routes/api-v1-purchase-messages") },
};

type CallOptions = { method?: string; key?: string; headers?: Record<string, string>; json?: unknown };
export type MessagesSuite = {
  db: () => Db;
  ctx: () => { db: Db; env: Env };
  client: () => Promise<{ contractorId: string; key: string }>;
  plumbingLead: () => Promise<string>;
  call: (name: "messages", url: string, options: CallOptions) => Promise<Outcome<any>>;
};

async function fetchFile(url: string, key: string): Promise<Outcome<any>> {
  const module = await import("~/routes/api-v1-purchase-message-attachment");
  const outcome = await run(module.loader, "/api/v1/purchases/:id/messages/:messageId/attachments/:attachmentId", apiRequest(url, { key }));
  expectAnswerMatchesContract("GET", url, outcome);
  return outcome;
}

export function messageApiTests(s: MessagesSuite) {
  const list = (key: string, purchaseId: string, query = "") => s.call("messages", `/api/v1/purchases/${purchaseId}/messages${query}`, { key });
  const post = (key: string, purchaseId: string, json: unknown, idempotencyKey: string | null = crypto.randomUUID()) =>
    s.call("messages", `/api/v1/purchases/${purchaseId}/messages`, {
      method: "POST",
      key,
      json,
      headers: idempotencyKey === null ? {} : { "idempotency-key": idempotencyKey },
    });
  async function buyer() {
    const c = await s.client();
    const { purchaseId } = await purchaseLead(s.ctx(), c.contractorId, await s.plumbingLead(), `k-${crypto.randomUUID()}`);
    const [row] = await s
      .db()
      .select({ quoteRequestId: purchases.quoteRequestId, email: quoteRequests.email })
      .from(purchases)
      .innerJoin(quoteRequests, eq(quoteRequests.id, purchases.quoteRequestId))
      .where(eq(purchases.id, purchaseId));
    const [pro] = await s.db().select({ email: contractors.email }).from(contractors).where(eq(contractors.id, c.contractorId));
    return { ...c, purchaseId, quoteRequestId: row!.quoteRequestId, homeownerEmail: row!.email, proEmail: pro!.email };
  }
  const threadCount = (purchaseId: string) => s.db().$count(purchaseMessages, eq(purchaseMessages.purchaseId, purchaseId));

  it("GET pages the thread oldest first with a cursor, without an e-mail address; bad paging is 400, another contractor's purchase 404", async () => {
    const a = await buyer();
    const start = Date.now() - 3_600_000;
    // Written directly: seven messages, a minute apart, alternating sides (the thread's own rules are tested elsewhere).
    await s
      .db()
      .insert(purchaseMessages)
      .values(
        Array.from({ length: 7 }, (_, i) => ({
          purchaseId: a.purchaseId,
          author: i % 2 ? ("pro" as const) : ("homeowner" as const),
          via: "web" as const,
          body: `Message ${i}`,
          createdAt: new Date(start + i * 60_000),
        })),
      );
    const bodies: string[] = [];
    let cursor: string | null = null;
    const sizes: number[] = [];
    do {
      const page = await list(a.key, a.purchaseId, `?limit=3${cursor ? `&cursor=${cursor}` : ""}`);
      expect(page.status).toBe(200);
      sizes.push(page.body.data.length);
      bodies.push(...page.body.data.map((m: { body: string }) => m.body));
      expect(JSON.stringify(page.body)).not.toMatch(new RegExp(`${a.homeownerEmail}|${a.proEmail}|@`));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect({ sizes, bodies }).toEqual({ sizes: [3, 3, 1], bodies: Array.from({ length: 7 }, (_, i) => `Message ${i}`) });
    const first = await list(a.key, a.purchaseId, "?limit=1");
    expect(first.body.data[0]).toMatchObject({ purchaseId: a.purchaseId, author: "homeowner", via: "web", body: "Message 0", attachments: [] });

    for (const query of ["?limit=0", "?limit=51", "?limit=two", "?cursor=bm90LWEtY3Vyc29y", "?cursor=not%20a%20cursor"]) {
      const answer = await list(a.key, a.purchaseId, query);
      expect({ query, status: answer.status, code: answer.body.error?.code }).toEqual({ query, status: 400, code: "invalid_input" });
    }
    const other = await s.client();
    for (const [key, purchaseId] of [
      [other.key, a.purchaseId],
      [a.key, crypto.randomUUID()],
      [a.key, "not-a-uuid"],
    ] as const) {
      const answer = await list(key, purchaseId);
      expect({ status: answer.status, error: answer.body.error }).toEqual({
        status: 404,
        error: { code: "not_found", message: "This purchase could not be found." },
      });
    }
  });

  it("POST writes to the homeowner as the pro via api (201), replays a retry (200), refuses a reused key (422) and bad input (400)", async () => {
    const a = await buyer();
    const key = crypto.randomUUID();
    const sent = await post(a.key, a.purchaseId, { body: "  Tuesday at 9 works for us.  " }, key);
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      replayed: false,
      message: { purchaseId: a.purchaseId, author: "pro", via: "api", body: "Tuesday at 9 works for us.", attachments: [] },
    });
    const replay = await post(a.key, a.purchaseId, { body: "  Tuesday at 9 works for us.  " }, key);
    expect({ status: replay.status, replayed: replay.body.replayed, header: replay.headers.get("idempotent-replayed"), message: replay.body.message }).toEqual({
      status: 200,
      replayed: true,
      header: "true",
      message: sent.body.message,
    });
    const reused = await post(a.key, a.purchaseId, { body: "Another text." }, key);
    expect({ status: reused.status, code: reused.body.error.code }).toEqual({ status: 422, code: "idempotency_key_reused" });
    expect(await threadCount(a.purchaseId)).toBe(1);
    // The homeowner was told once (the replay sent nothing), and the pro's message is its first reply.
    expect(await s.db().$count(outbox, and(eq(outbox.to, a.homeownerEmail), eq(outbox.kind, "message.received")))).toBe(1);
    const [purchase] = await s.db().select({ at: purchases.firstReplyAt }).from(purchases).where(eq(purchases.id, a.purchaseId));
    expect(purchase!.at?.toISOString()).toBe(sent.body.message.createdAt);
    expect((await list(a.key, a.purchaseId)).body.data).toEqual([sent.body.message]);

    const refusals: [unknown, string | null, string][] = [
      [{ body: "Hello" }, null, "idempotency_key_required"],
      [{ body: "Hello" }, "short", "invalid_idempotency_key"],
      [{ body: "   " }, crypto.randomUUID(), "invalid_input"],
      [{ body: "x".repeat(5001) }, crypto.randomUUID(), "invalid_input"],
      [{ body: 42 }, crypto.randomUUID(), "invalid_input"],
      [{}, crypto.randomUUID(), "invalid_input"],
      [{ body: "Hello", attachments: [] }, crypto.randomUUID(), "invalid_input"],
      ["{not json", crypto.randomUUID(), "invalid_input"],
    ];
    for (const [json, idempotencyKey, code] of refusals) {
      const answer = await post(a.key, a.purchaseId, json, idempotencyKey);
      expect({ json, status: answer.status, code: answer.body.error?.code }).toEqual({ json, status: 400, code });
    }
    const other = await s.client();
    expect((await post(other.key, a.purchaseId, { body: "Hello" })).body.error).toEqual({ code: "not_found", message: "This purchase could not be found." });
    expect((await post(a.key, "not-a-uuid", { body: "Hello" })).status).toBe(404);
    expect(await threadCount(a.purchaseId)).toBe(1);
  });

  it("POST answers 429 past the conversation's rate limit and 409 once the homeowner stopped new contacts; the thread stays readable", async () => {
    const a = await buyer();
    const now = Date.now();
    await s
      .db()
      .insert(purchaseMessages)
      .values(
        Array.from({ length: 5 }, (_, i) => ({
          purchaseId: a.purchaseId,
          author: "pro" as const,
          via: "api" as const,
          body: `Burst ${i}`,
          createdAt: new Date(now - 5_000 + i),
        })),
      );
    const limited = await post(a.key, a.purchaseId, { body: "One more." });
    expect({ status: limited.status, code: limited.body.error.code, budget: limited.headers.get("ratelimit-limit") !== null }).toEqual({
      status: 429,
      code: "rate_limited",
      budget: true,
    });
    expect(limited.body.error.message).toContain("5 messages in the last minute");

    const b = await buyer();
    await s.db().update(quoteRequests).set({ contactStoppedAt: new Date() }).where(eq(quoteRequests.id, b.quoteRequestId));
    const stopped = await post(b.key, b.purchaseId, { body: "Are you still interested?" });
    expect({ status: stopped.status, code: stopped.body.error.code, message: stopped.body.error.message }).toEqual({
      status: 409,
      code: "invalid_transition",
      message: "This conversation is closed: the homeowner stopped new contacts.",
    });
    expect(await threadCount(b.purchaseId)).toBe(0);
    expect((await list(b.key, b.purchaseId)).status).toBe(200);
  });

  it("the homeowner's file is listed with its URL and served to the buyer's key only; the CRM gets the documented message.received", async () => {
    const a = await buyer();
    await s.db().update(contractors).set({ webhookUrl: "https://crm.example.com/hooks/thp" }).where(eq(contractors.id, a.contractorId));
    const posted = await postHomeownerMessage(s.ctx(), a.quoteRequestId, a.purchaseId, {
      via: "web",
      body: "The leak, from below.",
      attachments: [{ name: "leak.png", mime: "image/png", bytes: minimalPng() }],
    });
    const [hook] = await s
      .db()
      .select({ text: outbox.text })
      .from(outbox)
      .where(and(eq(outbox.channel, "webhook"), eq(outbox.contractorId, a.contractorId), eq(outbox.kind, "message.received")));
    expectWebhookMatchesContract(hook!.text);
    expect(JSON.parse(hook!.text)).toMatchObject({ data: { purchaseId: a.purchaseId, messageId: posted.id, author: "homeowner", via: "web", attachments: 1 } });
    expect(hook!.text).not.toContain(a.homeownerEmail);

    const [message] = (await list(a.key, a.purchaseId)).body.data;
    expect(message).toMatchObject({ messageId: posted.id, author: "homeowner", attachments: [{ name: "leak.png", mime: "image/png" }] });
    const url: string = message.attachments[0].url;
    const file = await fetchFile(url, a.key);
    expect({
      status: file.status,
      type: file.headers.get("content-type"),
      cache: file.headers.get("cache-control"),
      sniff: file.headers.get("x-content-type-options"),
      size: Number(file.headers.get("content-length")),
    }).toEqual({
      status: 200,
      type: "image/png",
      cache: "no-store",
      sniff: "nosniff",
      size: minimalPng().length,
    });

    const other = await s.client();
    const { attachmentId } = message.attachments[0];
    const wrongMessage = `/api/v1/purchases/${a.purchaseId}/messages/${crypto.randomUUID()}/attachments/${attachmentId}`;
    for (const [key, path] of [
      [other.key, url],
      [a.key, wrongMessage],
      [a.key, `/api/v1/purchases/${a.purchaseId}/messages/${posted.id}/attachments/${crypto.randomUUID()}`],
    ] as const) {
      const refused = await fetchFile(path, key);
      expect({ path, status: refused.status, code: refused.body.error?.code }).toEqual({ path, status: 404, code: "not_found" });
    }
  });
}
