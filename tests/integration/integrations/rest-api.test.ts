/**
 * The Enterprise REST API (app/routes/api-v1-*.ts) on both engines, called
 * as a server calls it (Bearer key, no cookie, no Origin): authentication
 * and plan checks, the rate limit, listings without contact details, buying
 * with a required Idempotency-Key (Stripe semantics), the contractor's own
 * purchases with cursor pagination, and object-level 404s.
 */
import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { apiKeys, contractors, ledgerEntries, leads, purchases, quoteRequests } from "~/db/schema";
import { createApiKey } from "~/domain/integrations/create-api-key.server";
import { API_RATE_LIMIT } from "~/web/handle-api-request.server";
import { limitKey } from "~/lib/limit-keys.server";
import { purchaseLead } from "~/domain/marketplace/purchase-lead.server";
import { sameOrigin } from "~/server/same-origin";
import { testEngines } from "../../support/test-database";
import { BROOKLYN, LA, makeContractor, makeQuoteRequest, type ContractorOptions } from "../marketplace/marketplace-fixtures";
import { apiRequest, harnessEnv, run, sessionCookieFor, useRouteDatabase } from "./harness";
import { documentedOperations, exercised, expectAnswerMatchesContract } from "../../support/openapi-contract";
import { purchaseWriteTests } from "./rest-api-writes";
import { ratingBarApiTests } from "./rest-api-rating-bar";
import { certificateApiTests, certificateRoutes, certifiedLead } from "./rest-api-certificates";
import { purchasePhotoApiTests } from "./rest-api-photos";
import { conversationApiTests, conversationRoutes } from "./rest-api-quotes";
const routes = {
  leads: { pattern: "/api/v1/leads", load: () => import("~/routes/api-v1-leads") },
  purchase: { pattern: "/api/v1/leads/:id/purchase", load: () => import("~/routes/api-v1-lead-purchase") },
  purchases: { pattern: "/api/v1/purchases", load: () => import("~/routes/api-v1-purchases") },
  onePurchase: { pattern: "/api/v1/purchases/:id", load: () => import("~/routes/api-v1-purchase") },
  returns: { pattern: "/api/v1/purchases/:id/returns", load: () => import("~/routes/api-v1-purchase-returns") },
  ...certificateRoutes,
  ...conversationRoutes,
  other: { pattern: "/api/v1/*", load: () => import("~/routes/api-v1-not-found") },
};
type RouteName = keyof typeof routes;
async function call(name: RouteName, url: string, options: Parameters<typeof apiRequest>[1] = {}) {
  const route = routes[name];
  const module = await route.load();
  const method = options.method ?? "GET";
  const fn = method === "GET" ? module.loader : module.action;
  const outcome = await run(fn, route.pattern, apiRequest(url, options));
  // Every answer, success or error, is JSON that nobody may cache.
  expect({ url, cacheControl: outcome.headers.get("cache-control"), json: outcome.headers.get("content-type")?.startsWith("application/json") }).toEqual({ url, cacheControl: "no-store", json: true });
  // The contract: status, headers and body as /api/v1/openapi.json documents them (tests/support/openapi-contract.ts).
  expectAnswerMatchesContract(method, url, outcome);
  return outcome;
}
const newKey = () => crypto.randomUUID();
describe.each(testEngines())("REST API on %s", (engine) => {
  const database = useRouteDatabase(engine);
  const ctx = () => ({ db: database.db, env: harnessEnv() });
  /** An Enterprise plumber around Brooklyn with a key. */
  async function client(options: ContractorOptions = {}) {
    const made = await makeContractor(database.db, harnessEnv(), { plan: "enterprise", categories: ["plumbing"], base: BROOKLYN, balanceCents: 500_00, ...options });
    const created = await createApiKey(ctx(), { contractorId: made.contractorId, actorUserId: made.userId, label: "test" });
    return { ...made, key: created.key, keyId: created.id };
  }
  const plumbingLead = async (place = BROOKLYN) => (await makeQuoteRequest(database.db, { category: "plumbing", place, pros: 1 })).leadIds[0]!;
  describe("authentication", () => {
    it("answers 401 JSON for a missing, malformed, unknown or revoked key, and never authenticates by cookie", async () => {
      const a = await client();
      const cookie = await sessionCookieFor(database.db, a.userId);
      const unknown = `thp_live_${randomBytes(32).toString("base64url")}`;
      const cases: [Record<string, string>, string][] = [
        [{}, "authentication_required"],
        [{ cookie }, "authentication_required"],
        [{ authorization: `Basic ${Buffer.from("user:pass").toString("base64")}` }, "authentication_required"],
        [{ authorization: "Bearer" }, "authentication_required"],
        [{ authorization: "Bearer not-a-key" }, "invalid_api_key"],
        [{ authorization: `Bearer ${unknown}` }, "invalid_api_key"],
        [{ authorization: `Bearer ${a.key}x` }, "invalid_api_key"],
      ];
      for (const [headers, code] of cases) {
        const answer = await call("leads", "/api/v1/leads", { headers });
        expect({ headers, status: answer.status, code: answer.body.error.code }).toEqual({ headers, status: 401, code });
        expect(answer.headers.get("www-authenticate")).toMatch(/^Bearer realm=/);
      }
      expect((await call("leads", "/api/v1/leads", { key: a.key, headers: { cookie } })).status).toBe(200);
      // The scheme is case-insensitive (RFC 9110).
      expect((await call("leads", "/api/v1/leads", { headers: { authorization: `bearer ${a.key}` } })).status).toBe(200);
      await database.db.update(apiKeys).set({ revokedAt: new Date() }).where(eq(apiKeys.id, a.keyId));
      const revoked = await call("leads", "/api/v1/leads", { key: a.key });
      expect(revoked.status).toBe(401);
      expect(revoked.body.error).toEqual({ code: "invalid_api_key", message: "This API key is not valid or has been revoked." });
      expect(revoked.headers.get("www-authenticate")).toContain('error="invalid_token"');
    });

    it("answers 403 for a contractor who left Enterprise or is suspended, buying nothing", async () => {
      const a = await client();
      const leadId = await plumbingLead();
      await database.db.update(contractors).set({ plan: "professional" }).where(eq(contractors.id, a.contractorId));
      const off = await call("leads", "/api/v1/leads", { key: a.key });
      expect(off.status).toBe(403);
      expect(off.body.error.code).toBe("plan_required");
      await database.db.update(contractors).set({ plan: "enterprise", status: "suspended" }).where(eq(contractors.id, a.contractorId));
      const suspended = await call("purchase", `/api/v1/leads/${leadId}/purchase`, { method: "POST", key: a.key, headers: { "idempotency-key": newKey() } });
      expect(suspended.status).toBe(403);
      expect(suspended.body.error.code).toBe("account_suspended");
      expect(await database.db.select().from(purchases).where(eq(purchases.contractorId, a.contractorId))).toEqual([]);
    });

    it("limits each key to its requests per minute with a 429 and Retry-After", async () => {
      const a = await client();
      const b = await client();
      // Fill this window and the next, so the test holds even across a minute boundary.
      const windowMs = API_RATE_LIMIT.windowSeconds * 1000;
      const start = Math.floor(Date.now() / windowMs) * windowMs;
      for (const w of [start, start + windowMs]) {
        await database.db.execute(sql`insert into rate_limits (key, window_start, count) values (${await limitKey(database.db, `api-key:${a.keyId}`)}, ${new Date(w).toISOString()}, ${API_RATE_LIMIT.max})`);
      }
      const limited = await call("leads", "/api/v1/leads", { key: a.key });
      expect(limited.status).toBe(429);
      expect(limited.body.error.code).toBe("rate_limited");
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      // Another key is counted on its own.
      expect((await call("leads", "/api/v1/leads", { key: b.key })).status).toBe(200);
    });

    it("lets server-to-server posts (no Origin, no Sec-Fetch-Site) through the CSRF check", () => {
      let passed = false;
      const req = { method: "POST", protocol: "http", get: (name: string) => (name === "host" ? "localhost:3000" : undefined) };
      sameOrigin("http://localhost:3000")(req as never, {} as never, () => {
        passed = true;
      });
      expect(passed).toBe(true);
    });
  });

  describe("GET /api/v1/leads", () => {
    it("lists the leads I may buy with the dashboard's fields and never a homeowner's contact details", async () => {
      const a = await client();
      const near = await makeQuoteRequest(database.db, { category: "plumbing", place: BROOKLYN, pros: 2 });
      const far = await plumbingLead(LA);
      const answer = await call("leads", "/api/v1/leads", { key: a.key });
      expect(answer.status).toBe(200);
      const ids = answer.body.data.map((l: { leadId: string }) => l.leadId);
      expect(ids).toEqual(expect.arrayContaining(near.leadIds));
      expect(ids).not.toContain(far);
      const lead = answer.body.data.find((l: { leadId: string }) => l.leadId === near.leadIds[0]);
      expect(Object.keys(lead).toSorted()).toEqual(
        ["leadId", "category", "categoryName", "city", "state", "zip", "summary", "prosRequested", "photos", "answers", "quality", "priceCents", "currency", "aged", "createdAt", "phoneVerifiedAt", "ageDays", "blockedBy"].toSorted(),
      );
      expect(lead).toMatchObject({ category: "plumbing", city: "Brooklyn", state: "NY", zip: "11201", prosRequested: 2, blockedBy: null, currency: "USD" });
      expect(Number.isInteger(lead.priceCents) && lead.priceCents > 0).toBe(true);
      expect(answer.body.balanceCents).toBe(500_00);

      const homeowners = await database.db.select({ fullName: quoteRequests.fullName, email: quoteRequests.email, phone: quoteRequests.phone }).from(quoteRequests);
      const text = JSON.stringify(answer.body);
      for (const h of homeowners) for (const value of [h.fullName, h.email, h.phone, h.phone.slice(2)]) expect(text).not.toContain(value);
    });

    it("says why a lead cannot be bought now, with the code the purchase would answer", async () => {
      const a = await client({ balanceCents: 10_00 });
      await plumbingLead();
      const answer = await call("leads", "/api/v1/leads", { key: a.key });
      expect(answer.body.data.length).toBeGreaterThan(0);
      for (const lead of answer.body.data) expect(lead.blockedBy).toBe("insufficient_balance");
    });

    it("pages with limit and cursor: every lead once, newest first, even when leads arrive between pages; a forged cursor is a 400", async () => {
      const a = await client();
      const before = new Set((await call("leads", "/api/v1/leads?limit=100", { key: a.key })).body.data.map((l: { leadId: string }) => l.leadId));
      const made: string[] = [];
      for (let i = 0; i < 5; i++) made.push(await plumbingLead());
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const answer = await call("leads", `/api/v1/leads?limit=2${cursor ? `&cursor=${cursor}` : ""}`, { key: a.key });
        expect(answer.status).toBe(200);
        expect(answer.body.data.length).toBeLessThanOrEqual(2);
        seen.push(...answer.body.data.map((l: { leadId: string }) => l.leadId));
        cursor = answer.body.nextCursor;
        // A lead that arrives mid-way lands on the first page, which this walk has already read: never twice.
        if (pages === 0) made.push(await plumbingLead());
        pages += 1;
      } while (cursor && pages < 50);
      expect(new Set(seen).size).toBe(seen.length);
      for (const id of made.slice(0, 5)) expect(seen).toContain(id);
      expect(seen.filter((id) => !before.has(id) && !made.includes(id))).toEqual([]);

      const forged = await call("leads", "/api/v1/leads?cursor=bm90LWEtY3Vyc29y", { key: a.key });
      expect(forged.status).toBe(400);
      expect(forged.body.error.code).toBe("invalid_input");
      expect((await call("leads", "/api/v1/leads?limit=0", { key: a.key })).status).toBe(400);
    });
  });

  describe("POST /api/v1/leads/{id}/purchase", () => {
    const buy = (key: string, leadId: string, idempotencyKey?: string) =>
      call("purchase", `/api/v1/leads/${leadId}/purchase`, { method: "POST", key, headers: idempotencyKey === undefined ? {} : { "idempotency-key": idempotencyKey } });

    it("requires an Idempotency-Key (400), buys once, replays the same key and refuses it for another lead (422)", async () => {
      const a = await client();
      const first = await plumbingLead();
      const second = await plumbingLead();

      const missing = await buy(a.key, first);
      expect(missing.status).toBe(400);
      expect(missing.body.error.code).toBe("idempotency_key_required");
      const malformed = await buy(a.key, first, "short");
      expect(malformed.status).toBe(400);
      expect(malformed.body.error.code).toBe("invalid_idempotency_key");
      const [untouched] = await database.db.select({ status: leads.status }).from(leads).where(eq(leads.id, first));
      expect(untouched!.status).toBe("available");
      const key = newKey();
      const bought = await buy(a.key, first, key);
      expect(bought.status).toBe(201);
      expect(bought.body.replayed).toBe(false);
      expect(bought.headers.get("idempotent-replayed")).toBeNull();
      const [homeowner] = await database.db.select().from(quoteRequests).innerJoin(leads, eq(leads.quoteRequestId, quoteRequests.id)).where(eq(leads.id, first));
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
      const [secondLead] = await database.db.select({ status: leads.status }).from(leads).where(eq(leads.id, second));
      expect(secondLead!.status).toBe("available");

      const charges = await database.db.select().from(ledgerEntries).where(and(eq(ledgerEntries.contractorId, a.contractorId), eq(ledgerEntries.kind, "purchase")));
      expect(charges).toHaveLength(1);
      expect(charges[0]!.amountCents).toBe(-bought.body.purchase.priceCents);
    });

    it("answers the dashboard's errors as JSON with stable codes", async () => {
      const a = await client();
      const b = await client();
      const poor = await client({ balanceCents: 10_00 });
      const taken = await plumbingLead();
      await purchaseLead(ctx(), b.contractorId, taken, `dash-${newKey()}`);

      const lost = await buy(a.key, taken, newKey());
      expect(lost.status).toBe(409);
      expect(lost.body.error).toEqual({ code: "lead_taken", message: "This lead was just taken" });

      const lead = await plumbingLead();
      const broke = await buy(poor.key, lead, newKey());
      expect(broke.status).toBe(402);
      expect(broke.body.error).toMatchObject({ code: "insufficient_balance", message: "Your balance is too low to buy this lead. Please top up.", balanceCents: 10_00 });
      expect(broke.body.error.priceCents).toBeGreaterThan(10_00);

      for (const id of [await plumbingLead(LA), crypto.randomUUID(), "not-a-uuid"]) {
        const missing = await buy(a.key, id, newKey());
        expect({ id, status: missing.status, code: missing.body.error.code }).toEqual({ id, status: 404, code: "not_found" });
      }

      // The same homeowner's second lead: the marketplace rule, as on the dashboard.
      const request = await makeQuoteRequest(database.db, { category: "plumbing", place: BROOKLYN, pros: 2 });
      expect((await buy(a.key, request.leadIds[0]!, newKey())).status).toBe(201);
      const second = await buy(a.key, request.leadIds[1]!, newKey());
      expect(second.status).toBe(409);
      expect(second.body.error).toEqual({ code: "already_holds_lead_from_request", message: "You already have a lead from this homeowner's request." });
    });

    it("answers other methods with 405 and unknown paths with a JSON 404", async () => {
      const a = await client();
      const wrong = await call("purchase", `/api/v1/leads/${crypto.randomUUID()}/purchase`, { key: a.key });
      expect(wrong.status).toBe(405);
      expect(wrong.headers.get("allow")).toBe("POST");
      const post = await call("leads", "/api/v1/leads", { method: "POST", key: a.key });
      expect(post.status).toBe(405);
      const unknown = await call("other", "/api/v1/contractors", { key: a.key });
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.code).toBe("not_found");
    });
  });

  describe("GET /api/v1/purchases", () => {
    it("pages through my purchases newest first with a cursor, each once while purchases are made between pages, never another contractor's", async () => {
      const a = await client();
      const b = await client();
      const mine: string[] = [];
      for (let i = 0; i < 5; i++) {
        const { purchaseId } = await purchaseLead({ ...ctx(), now: new Date(Date.now() - (5 - i) * 60_000) }, a.contractorId, await plumbingLead(), `k-${newKey()}`);
        mine.unshift(purchaseId);
      }
      const theirs = (await purchaseLead(ctx(), b.contractorId, await plumbingLead(), `k-${newKey()}`)).purchaseId;

      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const url: string = `/api/v1/purchases?limit=2${cursor ? `&cursor=${cursor}` : ""}`;
        const page = await call("purchases", url, { key: a.key });
        expect(page.status).toBe(200);
        expect(page.body.data.length).toBeLessThanOrEqual(2);
        seen.push(...page.body.data.map((p: { purchaseId: string }) => p.purchaseId));
        cursor = page.body.nextCursor;
        expect(page.body.hasMore).toBe(cursor !== null);
        pages += 1;
        // A purchase made between page reads is newer than every cursor: it neither shifts nor repeats a row.
        await purchaseLead(ctx(), a.contractorId, await plumbingLead(), `k-${newKey()}`);
      } while (cursor && pages < 10);
      expect(seen).toEqual(mine);
      expect(pages).toBe(3);

      const all = await call("purchases", "/api/v1/purchases", { key: a.key });
      expect(all.body.data[0].homeowner.email).toMatch(/@example\.com$/);

      for (const bad of ["limit=0", "limit=101", "limit=abc", "limit=2.5", `cursor=${theirs}`, "cursor=nope"]) {
        const answer = await call("purchases", `/api/v1/purchases?${bad}`, { key: a.key });
        expect({ bad, status: answer.status, code: answer.body.error.code }).toEqual({ bad, status: 400, code: "invalid_input" });
      }
    });

    it("GET /api/v1/purchases/{id} shows my purchase and answers 404 for another contractor's", async () => {
      const a = await client();
      const b = await client();
      const mine = (await purchaseLead(ctx(), a.contractorId, await plumbingLead(), `k-${newKey()}`)).purchaseId;
      const theirs = (await purchaseLead(ctx(), b.contractorId, await plumbingLead(), `k-${newKey()}`)).purchaseId;
      const own = await call("onePurchase", `/api/v1/purchases/${mine}`, { key: a.key });
      expect(own.status).toBe(200);
      expect(own.body.purchase.purchaseId).toBe(mine);
      for (const id of [theirs, crypto.randomUUID(), "123"]) {
        const answer = await call("onePurchase", `/api/v1/purchases/${id}`, { key: a.key });
        expect({ id, status: answer.status, error: answer.body.error }).toEqual({ id, status: 404, error: { code: "not_found", message: "This purchase could not be found." } });
        expect(JSON.stringify(answer.body)).not.toContain("@");
      }
    });
  });

  describe("PATCH /api/v1/purchases/{id}, its returns, quotes, messages, certificates and photos", () => {
    purchaseWriteTests({ db: () => database.db, ctx, client: () => client(), plumbingLead: () => plumbingLead(), call });
    ratingBarApiTests({ db: () => database.db, client: () => client(), plumbingLead: () => plumbingLead(), call });
    certificateApiTests({ ctx, client: () => client(), certifiedLead: () => certifiedLead(database.db, harnessEnv()), call });
    purchasePhotoApiTests({ db: () => database.db, dataDir: () => harnessEnv().DATA_DIR, client: () => client(), call });
    conversationApiTests({ db: () => database.db, ctx, client: () => client(), plumbingLead: () => plumbingLead(), call });
  });
});

// Runs after the suites above (a file's tests run in order): each documented operation was answered at least once with a 2xx.
describe("the contract", () => {
  it("the suite exercised every operation of /api/v1/openapi.json with a success", () => {
    const succeeded = documentedOperations.filter((operation) => [...exercised].some((e) => e.startsWith(`${operation} 2`)));
    expect(succeeded).toEqual(documentedOperations);
  });
});
