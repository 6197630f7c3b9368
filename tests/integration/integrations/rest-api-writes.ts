/**
 * The REST API's writes on a purchase (PATCH /api/v1/purchases/{id}, POST
 * /api/v1/purchases/{id}/returns) and the webhooks they lead to. Run inside
 * rest-api.test.ts's describe.each (both engines), so its contract check sees
 * these operations answered too.
 */
import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { apiRequests, contractors, leadReturns, ledgerEntries, outbox, purchases } from "~/db/schema";
import type { Db } from "~/db/client.server";
import type { Env } from "~/env.server";
import { listReturns } from "~/domain/admin/list-returns.server";
import { adminDecideReturn } from "~/domain/marketplace/lead-returns.server";
import { updateMyLeadStatus } from "~/domain/marketplace/listings.server";
import { purchaseLead } from "~/domain/marketplace/purchase-lead.server";
import { expectWebhookMatchesContract } from "../../support/openapi-contract";
import { BROOKLYN, makeAdmin, makeQuoteRequest } from "../marketplace/marketplace-fixtures";
import type { Outcome } from "./harness";

type CallOptions = { method?: string; key?: string; headers?: Record<string, string>; json?: unknown };
export type WritesSuite = {
  db: () => Db;
  ctx: () => { db: Db; env: Env };
  client: () => Promise<{ contractorId: string; key: string }>;
  plumbingLead: () => Promise<string>;
  call: (name: "onePurchase" | "returns", url: string, options: CallOptions) => Promise<Outcome<any>>;
};

const newKey = () => crypto.randomUUID();
const WEBHOOK_URL = "https://crm.example.com/hooks/thp";

export function purchaseWriteTests(s: WritesSuite) {
  const patch = (key: string, purchaseId: string, json: unknown, idempotencyKey: string | null = newKey()) =>
    s.call("onePurchase", `/api/v1/purchases/${purchaseId}`, {
      method: "PATCH",
      key,
      json,
      headers: idempotencyKey === null ? {} : { "idempotency-key": idempotencyKey },
    });
  const fileReturn = (key: string, purchaseId: string, json: unknown, idempotencyKey: string | null = newKey()) =>
    s.call("returns", `/api/v1/purchases/${purchaseId}/returns`, {
      method: "POST",
      key,
      json,
      headers: idempotencyKey === null ? {} : { "idempotency-key": idempotencyKey },
    });
  /** An Enterprise client with a webhook URL and one bought lead. */
  async function buyer(options: { now?: Date; duplicate?: boolean } = {}) {
    const c = await s.client();
    await s.db().update(contractors).set({ webhookUrl: WEBHOOK_URL }).where(eq(contractors.id, c.contractorId));
    const leadId = options.duplicate
      ? (await makeQuoteRequest(s.db(), { category: "plumbing", place: BROOKLYN, pros: 1, duplicate: true })).leadIds[0]!
      : await s.plumbingLead();
    const { purchaseId } = await purchaseLead({ ...s.ctx(), now: options.now ?? new Date() }, c.contractorId, leadId, `k-${newKey()}`);
    return { ...c, purchaseId, leadId };
  }
  const webhooks = (contractorId: string, kind: string) =>
    s
      .db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.contractorId, contractorId), eq(outbox.kind, kind)))
      .orderBy(outbox.createdAt);
  const purchaseRow = async (purchaseId: string) => (await s.db().select().from(purchases).where(eq(purchases.id, purchaseId)))[0]!;

  it("PATCH moves a purchase through contacted, quoted, won with its value and lost, keeps the notes, and sends purchase.updated per change", async () => {
    const a = await buyer();
    await updateMyLeadStatus(s.ctx(), a.contractorId, a.purchaseId, { status: "new", notes: "Call after 5pm", jobValueCents: null });
    const steps: [Record<string, unknown>, { pipelineStatus: string; jobValueCents: number | null }][] = [
      [{ status: "contacted" }, { pipelineStatus: "contacted", jobValueCents: null }],
      [{ status: "quoted" }, { pipelineStatus: "quoted", jobValueCents: null }],
      [
        { status: "won", jobValueCents: 1_250_000 },
        { pipelineStatus: "won", jobValueCents: 1_250_000 },
      ],
      [{ status: "lost" }, { pipelineStatus: "lost", jobValueCents: null }],
    ];
    for (const [json, expected] of steps) {
      const answer = await patch(a.key, a.purchaseId, json);
      expect({ json, status: answer.status, replayed: answer.body.replayed, purchase: answer.body.purchase }).toMatchObject({
        json,
        status: 200,
        replayed: false,
        purchase: { ...expected, notes: "Call after 5pm" },
      });
      expect(answer.headers.get("idempotent-replayed")).toBeNull();
      expect(await purchaseRow(a.purchaseId)).toMatchObject({
        pipelineStatus: expected.pipelineStatus,
        jobValueCents: expected.jobValueCents,
        notes: "Call after 5pm",
      });
    }
    expect((await patch(a.key, a.purchaseId, { status: "won", jobValueCents: 900_000, notes: "Came back" })).body.purchase).toMatchObject({
      pipelineStatus: "won",
      jobValueCents: 900_000,
      notes: "Came back",
    });
    // The same values again change nothing, so nothing is sent.
    expect((await patch(a.key, a.purchaseId, { status: "won", jobValueCents: 900_000 })).status).toBe(200);

    const sent = await webhooks(a.contractorId, "purchase.updated");
    expect(sent.map((row) => JSON.parse(row.text).data.pipelineStatus)).toEqual(["contacted", "quoted", "won", "lost", "won"]);
    for (const row of sent) {
      expect({ to: row.to, channel: row.channel, status: row.status }).toEqual({ to: WEBHOOK_URL, channel: "webhook", status: "pending" });
      expectWebhookMatchesContract(row.text);
    }
    expect(JSON.parse(sent[3]!.text).data).toMatchObject({
      purchaseId: a.purchaseId,
      leadId: a.leadId,
      previousPipelineStatus: "won",
      pipelineStatus: "lost",
      jobValueCents: null,
    });
  });

  it("PATCH is idempotent: the same key and body replays, the same key with another body is a 422, and no key is a 400", async () => {
    const a = await buyer();
    const key = newKey();
    const first = await patch(a.key, a.purchaseId, { status: "won", jobValueCents: 500_00 }, key);
    expect(first.status).toBe(200);
    await updateMyLeadStatus(s.ctx(), a.contractorId, a.purchaseId, { status: "lost", notes: "", jobValueCents: null });
    // Key order does not make another request; the replay answers the first result and changes nothing.
    const replay = await patch(a.key, a.purchaseId, { jobValueCents: 500_00, status: "won" }, key);
    expect({ status: replay.status, replayed: replay.body.replayed, header: replay.headers.get("idempotent-replayed") }).toEqual({
      status: 200,
      replayed: true,
      header: "true",
    });
    expect(replay.body.purchase).toEqual(first.body.purchase);
    expect((await purchaseRow(a.purchaseId)).pipelineStatus).toBe("lost");

    const reused = await patch(a.key, a.purchaseId, { status: "quoted" }, key);
    expect({ status: reused.status, code: reused.body.error.code }).toEqual({ status: 422, code: "idempotency_key_reused" });
    const missing = await patch(a.key, a.purchaseId, { status: "quoted" }, null);
    expect({ status: missing.status, code: missing.body.error.code }).toEqual({ status: 400, code: "idempotency_key_required" });
    const malformed = await patch(a.key, a.purchaseId, { status: "quoted" }, "bad key!");
    expect({ status: malformed.status, code: malformed.body.error.code }).toEqual({ status: 400, code: "invalid_idempotency_key" });
    expect((await purchaseRow(a.purchaseId)).pipelineStatus).toBe("lost");
    expect(await webhooks(a.contractorId, "purchase.updated")).toHaveLength(1);
  });

  it("concurrent retries with one key take effect once: one answer is new, the others replay it", async () => {
    const a = await buyer();
    const key = newKey();
    const updates = await Promise.all(Array.from({ length: 4 }, () => patch(a.key, a.purchaseId, { status: "won", jobValueCents: 700_00 }, key)));
    expect(updates.map((u) => u.status)).toEqual([200, 200, 200, 200]);
    expect(updates.filter((u) => !u.body.replayed)).toHaveLength(1);
    expect(await webhooks(a.contractorId, "purchase.updated")).toHaveLength(1);
    // A lead marked Won cannot be returned (409, nothing stored, the key stays free); marked lost, it can.
    const refused = await fileReturn(a.key, a.purchaseId, { reasonCode: "not-homeowner" }, newKey());
    expect({ status: refused.status, code: refused.body.error?.code }).toEqual({ status: 409, code: "lead_won" });
    expect((await patch(a.key, a.purchaseId, { status: "lost" }, newKey())).status).toBe(200);

    const returnKey = newKey();
    const returns = await Promise.all(Array.from({ length: 3 }, () => fileReturn(a.key, a.purchaseId, { reasonCode: "not-homeowner" }, returnKey)));
    expect(returns.map((r) => r.status).toSorted()).toEqual([200, 200, 201]);
    expect(new Set(returns.map((r) => r.body.return.returnId)).size).toBe(1);
    expect(await s.db().select().from(leadReturns).where(eq(leadReturns.purchaseId, a.purchaseId))).toHaveLength(1);
    expect(await s.db().select().from(apiRequests).where(eq(apiRequests.contractorId, a.contractorId))).toHaveLength(3);
  });

  it("refuses bad bodies with a 400 naming the problem, writing nothing", async () => {
    const a = await buyer();
    const before = await purchaseRow(a.purchaseId);
    const bad: [unknown, RegExp][] = [
      ["{not json", /not valid UTF-8 JSON/],
      [[], /expected object/i],
      [{}, /'status' must be one of/],
      [{ status: "new" }, /'status' must be one of contacted, quoted, won, lost/],
      [{ status: "won" }, /'jobValueCents' is required/],
      [{ status: "quoted", jobValueCents: 100 }, /only kept for the status 'won'/],
      [{ status: "won", jobValueCents: -1 }, /must not be negative/],
      [{ status: "won", jobValueCents: 12.5 }, /whole number of US cents/],
      [{ status: "won", jobValueCents: "100" }, /whole number of US cents/],
      [{ status: "won", jobValue: 100 }, /jobValue/],
      [{ status: "lost", notes: "x".repeat(5001) }, /at most 5000 characters/],
    ];
    for (const [json, message] of bad) {
      const answer = await patch(a.key, a.purchaseId, json);
      expect({ json, status: answer.status, code: answer.body.error.code }).toEqual({ json, status: 400, code: "invalid_input" });
      expect(answer.body.error.message).toMatch(message);
    }
    const notJson = await s.call("onePurchase", `/api/v1/purchases/${a.purchaseId}`, {
      method: "PATCH",
      key: a.key,
      json: "status=won",
      headers: { "content-type": "application/x-www-form-urlencoded", "idempotency-key": newKey() },
    });
    expect({ status: notJson.status, message: notJson.body.error.message }).toEqual({
      status: 400,
      message: "Send the body as JSON with 'Content-Type: application/json'.",
    });
    for (const json of [
      {},
      { reasonCode: "changed-my-mind" },
      { reasonCode: "other" },
      { reasonCode: "other", note: "   " },
      { reasonCode: "duplicate", note: "n".repeat(1001) },
      { reason: "duplicate" },
    ]) {
      const answer = await fileReturn(a.key, a.purchaseId, json);
      expect({ json, status: answer.status, code: answer.body.error.code }).toEqual({ json, status: 400, code: "invalid_input" });
    }
    expect(await purchaseRow(a.purchaseId)).toEqual(before);
    expect(await s.db().select().from(leadReturns).where(eq(leadReturns.purchaseId, a.purchaseId))).toEqual([]);
    expect(await s.db().select().from(apiRequests).where(eq(apiRequests.contractorId, a.contractorId))).toEqual([]);
    expect(await webhooks(a.contractorId, "purchase.updated")).toEqual([]);
  });

  it("answers 404 for another contractor's purchase or an unknown id, on both writes, changing nothing", async () => {
    const a = await buyer();
    const b = await s.client();
    for (const id of [a.purchaseId, crypto.randomUUID(), "123"]) {
      const updated = await patch(b.key, id, { status: "won", jobValueCents: 100 });
      const returned = await fileReturn(b.key, id, { reasonCode: "wrong-number" });
      for (const answer of [updated, returned]) {
        expect({ id, status: answer.status, error: answer.body.error }).toEqual({
          id,
          status: 404,
          error: { code: "not_found", message: "This purchase could not be found." },
        });
      }
    }
    expect(await purchaseRow(a.purchaseId)).toMatchObject({ pipelineStatus: "new", jobValueCents: null });
    expect(await s.db().select().from(leadReturns).where(eq(leadReturns.purchaseId, a.purchaseId))).toEqual([]);
    expect(await s.db().select().from(apiRequests).where(eq(apiRequests.contractorId, b.contractorId))).toEqual([]);
    const put = await s.call("onePurchase", `/api/v1/purchases/${a.purchaseId}`, { method: "PUT", key: a.key });
    expect({ status: put.status, allow: put.headers.get("allow") }).toEqual({ status: 405, allow: "GET, PATCH" });
    expect((await s.call("returns", `/api/v1/purchases/${a.purchaseId}/returns`, { key: a.key })).status).toBe(405);
  });

  it("files a return that waits in the admin queue, replays it by key, refuses a second one, and sends return.decided when the admin decides", async () => {
    const a = await buyer();
    const key = newKey();
    const filed = await fileReturn(a.key, a.purchaseId, { reasonCode: "wrong-number", note: "Disconnected" }, key);
    expect(filed.status).toBe(201);
    expect(filed.body).toMatchObject({
      replayed: false,
      return: { purchaseId: a.purchaseId, reasonCode: "wrong-number", note: "Disconnected", status: "pending", creditedCents: 0 },
    });
    const queue = await listReturns(s.db(), "pending", { limit: 100 });
    expect(queue.rows.find((r) => r.id === filed.body.return.returnId)).toMatchObject({
      contractorId: a.contractorId,
      reason: "wrong-number",
      note: "Disconnected",
    });

    const replay = await fileReturn(a.key, a.purchaseId, { note: "Disconnected", reasonCode: "wrong-number" }, key);
    expect({ status: replay.status, replayed: replay.body.replayed, header: replay.headers.get("idempotent-replayed"), body: replay.body.return }).toEqual({
      status: 200,
      replayed: true,
      header: "true",
      body: filed.body.return,
    });
    const reused = await fileReturn(a.key, a.purchaseId, { reasonCode: "not-homeowner" }, key);
    expect({ status: reused.status, code: reused.body.error.code }).toEqual({ status: 422, code: "idempotency_key_reused" });
    const again = await fileReturn(a.key, a.purchaseId, { reasonCode: "not-homeowner" });
    expect({ status: again.status, code: again.body.error.code }).toEqual({ status: 409, code: "invalid_transition" });
    expect(await s.db().select().from(leadReturns).where(eq(leadReturns.purchaseId, a.purchaseId))).toHaveLength(1);
    expect(await webhooks(a.contractorId, "return.decided")).toEqual([]);

    await adminDecideReturn(s.ctx(), await makeAdmin(s.db()), filed.body.return.returnId, "reject", "The number answered on our call.");
    const [decided] = await webhooks(a.contractorId, "return.decided");
    expectWebhookMatchesContract(decided!.text);
    expect(JSON.parse(decided!.text).data).toMatchObject({
      returnId: filed.body.return.returnId,
      purchaseId: a.purchaseId,
      decision: "rejected",
      decidedBy: "admin",
      decisionReason: "The number answered on our call.",
      creditedCents: 0,
    });
  });

  it("credits a return the system can see at once, with return.decided sent by the automatic rule; a closed window is a 409", async () => {
    const a = await buyer({ duplicate: true });
    const filed = await fileReturn(a.key, a.purchaseId, { reasonCode: "duplicate" });
    const price = (await purchaseRow(a.purchaseId)).priceCents;
    expect(filed.body.return).toMatchObject({ status: "credited", creditedCents: price });
    const credits = await s
      .db()
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.contractorId, a.contractorId), eq(ledgerEntries.kind, "credit")));
    expect(credits.map((e) => e.amountCents)).toEqual([price]);
    const [decided] = await webhooks(a.contractorId, "return.decided");
    expectWebhookMatchesContract(decided!.text);
    expect(JSON.parse(decided!.text).data).toMatchObject({
      decision: "credited",
      decidedBy: "auto",
      decisionReason: null,
      creditedCents: price,
      replacementPurchaseId: null,
    });

    const late = await buyer({ now: new Date(Date.now() - 8 * 24 * 3600 * 1000) });
    const closed = await fileReturn(late.key, late.purchaseId, { reasonCode: "wrong-number" });
    expect({ status: closed.status, code: closed.body.error.code }).toEqual({ status: 409, code: "return_window_closed" });
    expect(await s.db().select().from(apiRequests).where(eq(apiRequests.contractorId, late.contractorId))).toEqual([]);
  });
}
