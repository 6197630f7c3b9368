/**
 * GET /api/v1/purchases and /api/v1/purchases/{id} after a credited return
 * (decision 0023): the homeowner's name, e-mail and phone are null and
 * contactRemoved is true, as /api/v1/openapi.json documents; other
 * purchases keep their contact details.
 */
import { describe, expect, it } from "vitest";
import { createApiKey } from "~/domain/integrations/create-api-key.server";
import { adminDecideReturn, requestReturn } from "~/domain/marketplace/lead-returns.server";
import { purchaseLead } from "~/domain/marketplace/purchase-lead.server";
import { testEngines } from "../../support/test-database";
import { BROOKLYN, makeAdmin, makeContractor, makeQuoteRequest } from "../marketplace/marketplace-fixtures";
import { apiRequest, harnessEnv, run, useRouteDatabase } from "./harness";
import { expectAnswerMatchesContract } from "../../support/openapi-contract";

describe.each(testEngines())("returned purchase in the REST API on %s", (engine) => {
  const database = useRouteDatabase(engine);
  const ctx = () => ({ db: database.db, env: harnessEnv() });

  async function get(pattern: string, url: string, key: string, load: () => Promise<{ loader: unknown }>) {
    const outcome = await run((await load()).loader as never, pattern, apiRequest(url, { key }));
    expectAnswerMatchesContract("GET", url, outcome);
    return outcome;
  }

  it("answers null name, e-mail and phone with contactRemoved after a credited return, and only then", async () => {
    const made = await makeContractor(database.db, harnessEnv(), { plan: "enterprise", categories: ["plumbing"], base: BROOKLYN, balanceCents: 500_00 });
    const { key } = await createApiKey(ctx(), { contractorId: made.contractorId, actorUserId: made.userId, label: "test" });
    const buy = async () =>
      purchaseLead(
        ctx(),
        made.contractorId,
        (await makeQuoteRequest(database.db, { category: "plumbing", place: BROOKLYN, pros: 1 })).leadIds[0]!,
        `k-${crypto.randomUUID()}`,
      );
    const returned = await buy();
    const kept = await buy();
    const ret = await requestReturn(ctx(), made.contractorId, returned.purchaseId, { reason: "wrong-number" });
    await adminDecideReturn(ctx(), await makeAdmin(database.db), ret.returnId, "credit", "");

    const one = await get("/api/v1/purchases/:id", `/api/v1/purchases/${returned.purchaseId}`, key, () => import("~/routes/api-v1-purchase"));
    expect(one.status).toBe(200);
    expect(one.body.purchase).toMatchObject({
      contactRemoved: true,
      returnStatus: "credited",
      homeowner: { fullName: null, email: null, phone: null, zip: BROOKLYN.zip, city: BROOKLYN.city },
    });

    const list = await get("/api/v1/purchases", "/api/v1/purchases", key, () => import("~/routes/api-v1-purchases"));
    const byId = new Map(
      (list.body.data as { purchaseId: string; contactRemoved: boolean; homeowner: { email: string | null } }[]).map((p) => [p.purchaseId, p]),
    );
    expect(byId.get(returned.purchaseId)).toMatchObject({ contactRemoved: true, homeowner: { email: null } });
    expect(byId.get(kept.purchaseId)).toMatchObject({ contactRemoved: false, homeowner: { email: expect.stringMatching(/@example\.com$/) } });
  });
});
