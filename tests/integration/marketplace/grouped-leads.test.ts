/**
 * Safe buying (dashboard, decision 0023): a request for 2 or 3 pros is ONE card
 * saying how many of its spots are left, grouped in SQL so keyset pages stay
 * exact; and buying takes a confirmation step (?confirm=<leadId>) that shows
 * the price and the balance after, without JavaScript.
 */
import { afterAll, describe, expect, it } from "vitest";
import * as proIndex from "~/routes/pro-index";
import { availableLeadsForContractor } from "~/domain/marketplace/listings.server";
import { purchaseLead } from "~/domain/marketplace/purchase-lead.server";
import { testEngines } from "../../support/test-database";
import { getRequest, removeDataDir, routeEnv, run, sessionCookieFor, useRouteDatabase } from "../authorization/route-harness";
import { makeContractor, makeQuoteRequest } from "./marketplace-fixtures";

afterAll(() => removeDataDir());

const DENVER = { zip: "80202", city: "Denver", state: "CO", lat: 39.7527, lng: -104.9997 };
const key = () => `key-${crypto.randomUUID()}`;

type Card = { leadId: string; prosRequested: number; slotsLeft: number; priceCents: number };

describe.each(testEngines())("grouped dashboard leads on %s", (engine) => {
  const database = useRouteDatabase(engine);
  const ctx = () => ({ db: database.db, env: routeEnv() });
  const pro = (categories: string[]) => makeContractor(database.db, routeEnv(), { categories, base: DENVER, radiusMiles: 10, balanceCents: 1_000_00 });

  it("shows one card per request with the spots left, pages exactly by request, and leaves out requests the contractor holds", async () => {
    const viewer = await pro(["solar"]);
    const other = await pro(["solar"]);
    const now = Date.now();
    // 7 requests of 3, 2, 1, 3, 2, 1, 3 pros (15 leads), one minute apart, newest first by index.
    const requests = [];
    for (let i = 0; i < 7; i++) {
      const pros = ([3, 2, 1] as const)[i % 3]!;
      requests.push({ pros, ...(await makeQuoteRequest(database.db, { category: "solar", place: DENVER, pros, createdAt: new Date(now - i * 60_000) })) });
    }
    // Another pro bought one lead of request 0 (3 pros) and one of request 1 (2 pros); the viewer holds a lead of request 3.
    await purchaseLead(ctx(), other.contractorId, requests[0]!.leadIds[0]!, key());
    await purchaseLead(ctx(), other.contractorId, requests[1]!.leadIds[1]!, key());
    await purchaseLead(ctx(), viewer.contractorId, requests[3]!.leadIds[0]!, key());

    const seen: Card[] = [];
    let after: string | undefined;
    let pages = 0;
    do {
      const page = await availableLeadsForContractor(ctx(), viewer.contractorId, { after, limit: 2, onePerRequest: true });
      expect(page.leads.length).toBeLessThanOrEqual(2);
      seen.push(...page.leads);
      after = page.next ?? undefined;
      pages += 1;
    } while (after && pages < 10);

    const expected = requests.filter((_, i) => i !== 3);
    expect(pages).toBe(3);
    expect(seen.map((c) => c.leadId)).toEqual([requests[0]!.leadIds[1], requests[1]!.leadIds[0], ...expected.slice(2).map((r) => r.leadIds[0])]);
    expect(seen.map((c) => [c.prosRequested, c.slotsLeft])).toEqual([
      [3, 2],
      [2, 1],
      [1, 1],
      [2, 2],
      [1, 1],
      [3, 3],
    ]);

    // The REST API's list (no grouping) still has one row per lead.
    const perLead = await availableLeadsForContractor(ctx(), viewer.contractorId, { limit: 50 });
    expect(perLead.leads).toHaveLength(15 - 3 - 2); // 3 sold; the 2 left of the request the viewer holds are not offered;
  });

  it("fits more leads than a page on one page of cards: 20 requests of 3 pros (60 leads) are 20 cards, no next page", async () => {
    const viewer = await pro(["electrical"]);
    const now = Date.now();
    const first: string[] = [];
    for (let i = 0; i < 20; i++)
      first.push((await makeQuoteRequest(database.db, { category: "electrical", place: DENVER, pros: 3, createdAt: new Date(now - i * 1000) })).leadIds[0]!);
    const page = await availableLeadsForContractor(ctx(), viewer.contractorId, { limit: 50, onePerRequest: true });
    expect(page.leads.map((l) => l.leadId)).toEqual(first);
    expect(page.leads.every((l) => l.slotsLeft === 3)).toBe(true);
    expect(page.next).toBeNull();
  });

  it("the dashboard's confirmation step names the price and the balance after; a lead no longer listed is refused gently", async () => {
    const viewer = await pro(["hvac"]);
    const cookie = await sessionCookieFor(database.db, viewer.userId);
    const { leadIds } = await makeQuoteRequest(database.db, { category: "hvac", place: DENVER, pros: 3 });

    const list = await run(proIndex.loader, "/pro", getRequest("/pro", cookie));
    const body = list.body as { leads: (Card & { idempotencyKey: string })[]; confirm: string | null; balanceCents: number };
    expect(body.leads).toHaveLength(1);
    expect(body.leads[0]).toMatchObject({ leadId: leadIds[0], slotsLeft: 3, prosRequested: 3 });
    expect(body.confirm).toBeNull();

    const confirming = await run(proIndex.loader, "/pro", getRequest(`/pro?confirm=${leadIds[0]}`, cookie));
    expect(confirming.body).toMatchObject({ confirm: leadIds[0], confirmGone: false, balanceCents: 1_000_00 });

    for (const gone of [leadIds[1]!, crypto.randomUUID(), "not-an-id"]) {
      const answer = await run(proIndex.loader, "/pro", getRequest(`/pro?confirm=${gone}`, cookie));
      expect({ gone, status: answer.status, body: answer.body }).toMatchObject({ gone, status: 200, body: { confirm: null, confirmGone: true } });
    }
  });
});
