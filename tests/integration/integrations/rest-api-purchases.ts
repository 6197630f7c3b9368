/**
 * The REST API's purchases: buying a lead (POST /api/v1/leads/{id}/purchase, with its required Idempotency-Key)
 * and the contractor's own purchases (GET /api/v1/purchases with its cursor, GET /api/v1/purchases/{id}). Run
 * inside rest-api.test.ts's describe.each (both engines), so its contract check sees these operations answered.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ledgerEntries, leads, quoteRequests } from "~/db/schema";
import type { Db } from "~/db/client.server";
import type { Env } from "~/env.server";
import { purchaseLead } from "~/domain/marketplace/purchase-lead.server";
import { BROOKLYN, LA, makeQuoteRequest, type ContractorOptions } from "../marketplace/marketplace-fixtures";
import type { Outcome } from "./harness";

type CallOptions = { method?: string; key?: string; headers?: Record<string, string>; json?: unknown };
export type PurchasesSuite = {
  db: () => Db;
  ctx: () => { db: Db; env: Env };
  client: (options?: ContractorOptions) => Promise<{ contractorId: string; key: string }>;
  plumbingLead: (place?: typeof BROOKLYN) => Promise<string>;
  call: (name: "leads" | "purchase" | "purchases" | "onePurchase" | "other", url: string, options: CallOptions) => Promise<Outcome<any>>;
};

const newKey = () => crypto.randomUUID();

export function purchaseApiTests(s: PurchasesSuite) {
  describe("POST /api/v1/leads/{id}/purchase", () => {
    const buy = (key: string, leadId: string, idempotencyKey?: string) =>
      s.call("purchase", `/api/v1/leads/${leadId}/purchase`, {
        method: "POST",
        key,
        headers: idempotencyKey === undefined ? {} : { "idempotency-key": idempotencyKey },
      });

    it("requires an Idempotency-Key (400), buys once, replays the same key and refuses it for another lead (422)", async () => {
      const a = await s.client();
      const first = await s.plumbingLead();
      const second = await s.plumbingLead();

      const missing = await buy(a.key, first);
      expect(missing.status).toBe(400);
      expect(missing.body.error.code).toBe("idempotency_key_required");
      const malformed = await buy(a.key, first, "short");
      expect(malformed.status).toBe(400);
      expect(malformed.body.error.code).toBe("invalid_idempotency_key");
      const [untouched] = await s.db().select({ status: leads.status }).from(leads).where(eq(leads.id, first));
      expect(untouched!.status).toBe("available");
      const key = newKey();
      const bought = await buy(a.key, first, key);
      expect(bought.status).toBe(201);
      expect(bought.body.replayed).toBe(false);
      expect(bought.headers.get("idempotent-replayed")).toBeNull();
      const [homeowner] = await s.db().select().from(quoteRequests).innerJoin(leads, eq(leads.quoteRequestId, quoteRequests.id)).where(eq(leads.id, first));
      expect(bought.body.purchase).toMatchObject({
        leadId: first,
        category: "plumbing",
        homeowner: { fullName: homeowner!.quote_requests.fullName, email: homeowner!.quote_requests.email, phone: homeowner!.quote_requests.phone },
        pipelineStatus: "new",
      });

      const replay = await buy(a.key, first, key);
      expect(replay.status).toBe(200);
      expect(replay.body.replayed).toBe(true);
      expect(replay.headers.get("idempotent-replayed")).toBe("true");
      expect(replay.body.purchase).toEqual(bought.body.purchase);

      const reused = await buy(a.key, second, key);
      expect(reused.status).toBe(422);
      expect(reused.body.error.code).toBe("idempotency_key_reused");
      const [secondLead] = await s.db().select({ status: leads.status }).from(leads).where(eq(leads.id, second));
      expect(secondLead!.status).toBe("available");

      const charges = await s
        .db()
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.contractorId, a.contractorId), eq(ledgerEntries.kind, "purchase")));
      expect(charges).toHaveLength(1);
      expect(charges[0]!.amountCents).toBe(-bought.body.purchase.priceCents);
    });

    it("answers the dashboard's errors as JSON with stable codes", async () => {
      const a = await s.client();
      const b = await s.client();
      const poor = await s.client({ balanceCents: 10_00 });
      const taken = await s.plumbingLead();
      await purchaseLead(s.ctx(), b.contractorId, taken, `dash-${newKey()}`);

      const lost = await buy(a.key, taken, newKey());
      expect(lost.status).toBe(409);
      expect(lost.body.error).toEqual({ code: "lead_taken", message: "This lead was just taken" });

      const lead = await s.plumbingLead();
      const broke = await buy(poor.key, lead, newKey());
      expect(broke.status).toBe(402);
      expect(broke.body.error).toMatchObject({
        code: "insufficient_balance",
        message: "Your balance is too low to buy this lead. Please top up.",
        balanceCents: 10_00,
      });
      expect(broke.body.error.priceCents).toBeGreaterThan(10_00);

      for (const id of [await s.plumbingLead(LA), crypto.randomUUID(), "not-a-uuid"]) {
        const missing = await buy(a.key, id, newKey());
        expect({ id, status: missing.status, code: missing.body.error.code }).toEqual({ id, status: 404, code: "not_found" });
      }

      // The same homeowner's second lead: the marketplace rule, as on the dashboard.
      const request = await makeQuoteRequest(s.db(), { category: "plumbing", place: BROOKLYN, pros: 2 });
      expect((await buy(a.key, request.leadIds[0]!, newKey())).status).toBe(201);
      const second = await buy(a.key, request.leadIds[1]!, newKey());
      expect(second.status).toBe(409);
      expect(second.body.error).toEqual({ code: "already_holds_lead_from_request", message: "You already have a lead from this homeowner's request." });
    });

    it("answers other methods with 405 and unknown paths with a JSON 404", async () => {
      const a = await s.client();
      const wrong = await s.call("purchase", `/api/v1/leads/${crypto.randomUUID()}/purchase`, { key: a.key });
      expect(wrong.status).toBe(405);
      expect(wrong.headers.get("allow")).toBe("POST");
      const post = await s.call("leads", "/api/v1/leads", { method: "POST", key: a.key });
      expect(post.status).toBe(405);
      const unknown = await s.call("other", "/api/v1/contractors", { key: a.key });
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.code).toBe("not_found");
    });
  });

  describe("GET /api/v1/purchases", () => {
    it("pages through my purchases newest first with a cursor, each once while purchases are made between pages, never another contractor's", async () => {
      const a = await s.client();
      const b = await s.client();
      const mine: string[] = [];
      for (let i = 0; i < 5; i++) {
        const { purchaseId } = await purchaseLead(
          { ...s.ctx(), now: new Date(Date.now() - (5 - i) * 60_000) },
          a.contractorId,
          await s.plumbingLead(),
          `k-${newKey()}`,
        );
        mine.unshift(purchaseId);
      }
      const theirs = (await purchaseLead(s.ctx(), b.contractorId, await s.plumbingLead(), `k-${newKey()}`)).purchaseId;

      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const url: string = `/api/v1/purchases?limit=2${cursor ? `&cursor=${cursor}` : ""}`;
        const page = await s.call("purchases", url, { key: a.key });
        expect(page.status).toBe(200);
        expect(page.body.data.length).toBeLessThanOrEqual(2);
        seen.push(...page.body.data.map((p: { purchaseId: string }) => p.purchaseId));
        cursor = page.body.nextCursor;
        expect(page.body.hasMore).toBe(cursor !== null);
        pages += 1;
        // A purchase made between page reads is newer than every cursor: it neither shifts nor repeats a row.
        await purchaseLead(s.ctx(), a.contractorId, await s.plumbingLead(), `k-${newKey()}`);
      } while (cursor && pages < 10);
      expect(seen).toEqual(mine);
      expect(pages).toBe(3);

      const all = await s.call("purchases", "/api/v1/purchases", { key: a.key });
      expect(all.body.data[0].homeowner.email).toMatch(/@example\.com$/);

      for (const bad of ["limit=0", "limit=101", "limit=abc", "limit=2.5", `cursor=${theirs}`, "cursor=nope"]) {
        const answer = await s.call("purchases", `/api/v1/purchases?${bad}`, { key: a.key });
        expect({ bad, status: answer.status, code: answer.body.error.code }).toEqual({ bad, status: 400, code: "invalid_input" });
      }
    });

    it("GET /api/v1/purchases/{id} shows my purchase and answers 404 for another contractor's", async () => {
      const a = await s.client();
      const b = await s.client();
      const mine = (await purchaseLead(s.ctx(), a.contractorId, await s.plumbingLead(), `k-${newKey()}`)).purchaseId;
      const theirs = (await purchaseLead(s.ctx(), b.contractorId, await s.plumbingLead(), `k-${newKey()}`)).purchaseId;
      const own = await s.call("onePurchase", `/api/v1/purchases/${mine}`, { key: a.key });
      expect(own.status).toBe(200);
      expect(own.body.purchase.purchaseId).toBe(mine);
      for (const id of [theirs, crypto.randomUUID(), "123"]) {
        const answer = await s.call("onePurchase", `/api/v1/purchases/${id}`, { key: a.key });
        expect({ id, status: answer.status, error: answer.body.error }).toEqual({
          id,
          status: 404,
          error: { code: "not_found", message: "This purchase could not be found." },
        });
        expect(JSON.stringify(answer.body)).not.toContain("@");
      }
    });
  });
}
