/**
 * The Enterprise REST API (app/routes/api-v1-*.ts) on both engines, called
 * as a server calls it (Bearer key, no cookie, no Origin): authentication
 * and plan checks, the rate limit, listings without contact details, buying
 * with a required Idempotency-Key (Stripe semantics), the contractor's own
 * purchases with cursor pagination, and object-level 404s (buying and the
 * purchases in rest-api-purchases.ts, run from the describe.each below).
 */
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { apiKeys, contractors, purchases, quoteRequests } from "~/db/schema";
import { createApiKey } from "~/domain/integrations/create-api-key.server";
import { API_RATE_LIMIT } from "~/web/handle-api-request.server";
import { limitKey } from "~/lib/limit-keys.server";
import { sameOrigin } from "~/server/same-origin";
import { testEngines } from "../../support/test-database";
import { BROOKLYN, LA, makeContractor, makeQuoteRequest, type ContractorOptions } from "../marketplace/marketplace-fixtures";
import { apiRequest, harnessEnv, run, sessionCookieFor, useRouteDatabase } from "./harness";
import { documentedOperations, exercised, expectAnswerMatchesContract } from "../../support/openapi-contract";
import { purchaseApiTests } from "./rest-api-purchases";
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
  expect({ url, cacheControl: outcome.headers.get("cache-control"), json: outcome.headers.get("content-type")?.startsWith("application/json") }).toEqual({
    url,
    cacheControl: "no-store",
    json: true,
  });
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
    const made = await makeContractor(database.db, harnessEnv(), {
      plan: "enterprise",
      categories: ["plumbing"],
      base: BROOKLYN,
      balanceCents: 500_00,
      ...options,
    });
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
        await database.db.execute(
          sql`insert into rate_limits (key, window_start, count) values (${await limitKey(database.db, `api-key:${a.keyId}`)}, ${new Date(w).toISOString()}, ${API_RATE_LIMIT.max})`,
        );
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
        [
          "leadId",
          "category",
          "categoryName",
          "city",
          "state",
          "zip",
          "summary",
          "prosRequested",
          "photos",
          "answers",
          "quality",
          "priceCents",
          "currency",
          "aged",
          "createdAt",
          "phoneVerifiedAt",
          "ageDays",
          "blockedBy",
        ].toSorted(),
      );
      expect(lead).toMatchObject({ category: "plumbing", city: "Brooklyn", state: "NY", zip: "11201", prosRequested: 2, blockedBy: null, currency: "USD" });
      expect(Number.isInteger(lead.priceCents) && lead.priceCents > 0).toBe(true);
      expect(answer.body.balanceCents).toBe(500_00);

      const homeowners = await database.db
        .select({ fullName: quoteRequests.fullName, email: quoteRequests.email, phone: quoteRequests.phone })
        .from(quoteRequests);
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

  purchaseApiTests({ db: () => database.db, ctx, client, plumbingLead, call });

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
