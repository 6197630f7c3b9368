/**
 * A stored idempotent answer of the REST API (api_requests) copies the
 * homeowner's name, e-mail, phone and details. After "Delete my data", a
 * retry with the same Idempotency-Key must replay what the purchase shows
 * after the erasure (as a fresh GET does), never the stored details.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { apiRequests, leads } from "~/db/schema";
import { createApiKey } from "~/domain/integrations/create-api-key.server";
import { purchaseLead } from "~/domain/marketplace/purchase-lead.server";
import { deleteMyData } from "~/domain/privacy/delete-my-data.server";
import { ERASED_NAME } from "~/domain/privacy/erase-homeowner.server";
import { testEngines } from "../../support/test-database";
import { expectAnswerMatchesContract } from "../../support/openapi-contract";
import { sendQuoteRequest } from "../homeowners/homeowner-world";
import { makeContractor } from "../marketplace/marketplace-fixtures";
import { findValuesInDatabase } from "../privacy/find-values";
import { apiRequest, harnessEnv, run, useRouteDatabase } from "./harness";

const DAY = 24 * 3600 * 1000;
const homeowner = {
  fullName: "Ophelia Brindlewick",
  email: "ophelia.brindlewick@example.com",
  phone: "(212) 555-3141",
  e164: "+12125553141",
  details: "Burst pipe under the sink at the Brindlewick flat",
};
const VALUES = [homeowner.fullName, homeowner.email, homeowner.phone, homeowner.e164, homeowner.details];

const routes = {
  onePurchase: { pattern: "/api/v1/purchases/:id", load: () => import("~/routes/api-v1-purchase") },
  returns: { pattern: "/api/v1/purchases/:id/returns", load: () => import("~/routes/api-v1-purchase-returns") },
};

describe.each(testEngines())("stored API answers after an erasure on %s", (engine) => {
  const database = useRouteDatabase(engine);
  const ctx = (now?: Date) => ({ db: database.db, env: harnessEnv(), now });

  async function call(name: keyof typeof routes, url: string, options: Parameters<typeof apiRequest>[1]) {
    const route = routes[name];
    const module = await route.load();
    const method = options?.method ?? "GET";
    const outcome = await run(method === "GET" ? module.loader : module.action, route.pattern, apiRequest(url, options));
    expectAnswerMatchesContract(method, url, outcome);
    return outcome;
  }

  /** An Enterprise plumber with a key who bought both leads of the homeowner's request, one of them long ago. */
  async function world() {
    const now = new Date();
    const made = await makeContractor(database.db, harnessEnv(), {
      plan: "enterprise",
      categories: ["plumbing"],
      zips: ["10001"],
      base: null,
      balanceCents: 500_00,
    });
    const other = await makeContractor(database.db, harnessEnv(), {
      plan: "enterprise",
      categories: ["plumbing"],
      zips: ["10001"],
      base: null,
      balanceCents: 500_00,
    });
    const { key } = await createApiKey(ctx(), { contractorId: made.contractorId, actorUserId: made.userId, label: "crm" });
    const { key: otherKey } = await createApiKey(ctx(), { contractorId: other.contractorId, actorUserId: other.userId, label: "crm" });
    const long = new Date(now.getTime() - (harnessEnv().RETURN_WINDOW_DAYS + 2) * DAY);
    const sent = await sendQuoteRequest(database.db, harnessEnv(), { ...homeowner, category: "plumbing", pros: "2" }, long);
    const [first, second] = await database.db.select().from(leads).where(eq(leads.quoteRequestId, sent.id)).orderBy(leads.seq);
    const bought = await purchaseLead(ctx(long), made.contractorId, first!.id, `k-${crypto.randomUUID()}`);
    const fresh = await purchaseLead(ctx(now), other.contractorId, second!.id, `k-${crypto.randomUUID()}`);
    return { now, key, otherKey, sent, purchaseId: bought.purchaseId, freshPurchaseId: fresh.purchaseId };
  }

  it("replays a PATCH after the erasure with the purchase as a fresh GET shows it, and keeps none of the homeowner's values", async () => {
    const w = await world();
    const idempotencyKey = crypto.randomUUID();
    const patch = () =>
      call("onePurchase", `/api/v1/purchases/${w.purchaseId}`, {
        method: "PATCH",
        key: w.key,
        json: { status: "contacted" },
        headers: { "idempotency-key": idempotencyKey },
      });
    const first = await patch();
    expect(first.status).toBe(200);
    expect(first.body.purchase.homeowner).toMatchObject({ fullName: homeowner.fullName, email: homeowner.email });
    expect(await findValuesInDatabase(database.db, VALUES)).toContainEqual(expect.stringMatching(/^public\.api_requests\.body: /));

    await deleteMyData(ctx(w.now), w.sent.token);

    const replay = await patch();
    const fresh = await call("onePurchase", `/api/v1/purchases/${w.purchaseId}`, { key: w.key });
    expect(replay.status).toBe(200);
    expect(replay.body.replayed).toBe(true);
    expect(replay.body.purchase).toEqual(fresh.body.purchase);
    expect(replay.body.purchase).toMatchObject({ homeowner: { fullName: ERASED_NAME, email: null, phone: null }, project: { details: "" } });
    expect(JSON.stringify(replay.body)).not.toContain(homeowner.email);
    expect(await findValuesInDatabase(database.db, VALUES)).toEqual([]);
    // The same key for another request is still refused: the key keeps what "the same request" means.
    const other = await call("onePurchase", `/api/v1/purchases/${w.purchaseId}`, {
      method: "PATCH",
      key: w.key,
      json: { status: "quoted" },
      headers: { "idempotency-key": idempotencyKey },
    });
    expect(other.status).toBe(422);
  });

  it("replays a return after the erasure without the buyer's note quoting the homeowner", async () => {
    const w = await world();
    const idempotencyKey = crypto.randomUUID();
    const note = `${homeowner.fullName} says it was not her number`;
    const file = () =>
      call("returns", `/api/v1/purchases/${w.freshPurchaseId}/returns`, {
        method: "POST",
        key: w.otherKey,
        json: { reasonCode: "wrong-number", note },
        headers: { "idempotency-key": idempotencyKey },
      });
    const first = await file();
    expect(first.status).toBe(201);
    expect(first.body.return.note).toBe(note);
    expect(await database.db.select({ purchaseId: apiRequests.purchaseId }).from(apiRequests).where(eq(apiRequests.idempotencyKey, idempotencyKey))).toEqual([
      { purchaseId: w.freshPurchaseId },
    ]);

    await deleteMyData(ctx(w.now), w.sent.token);

    const replay = await file();
    expect(replay.status).toBe(200);
    expect(replay.body.return).toMatchObject({ returnId: first.body.return.returnId, purchaseId: w.freshPurchaseId, note: "" });
    expect(await findValuesInDatabase(database.db, VALUES)).toEqual([]);
  });
});
