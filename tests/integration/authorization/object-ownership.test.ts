/**
 * Required: "one contractor can never read or change another's lead, file,
 * balance or settings". Contractor A signs in and tries B's objects through
 * the /pro route modules. Another contractor's purchase answers exactly like
 * one that does not exist (404, same message), so A cannot even learn that
 * it exists (DESIGN decision 0006: "another contractor's object is 'not
 * found'"). Ids in forms and URLs are the only handle A has on B's objects;
 * the contractor is always taken from the session.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contractorBalances, contractors, leadReturns, purchases, quoteRequests } from "~/db/schema";
import * as apiLeadPurchase from "~/routes/api-v1-lead-purchase";
import * as apiPurchase from "~/routes/api-v1-purchase";
import * as apiPurchaseReturns from "~/routes/api-v1-purchase-returns";
import * as apiPurchaseQuotes from "~/routes/api-v1-purchase-quotes";
import * as apiPurchaseMessages from "~/routes/api-v1-purchase-messages";
import * as proBalance from "~/routes/pro-balance";
import * as proIndex from "~/routes/pro-index";
import * as proLead from "~/routes/pro-lead";
import * as proLeads from "~/routes/pro-leads";
import * as proSettings from "~/routes/pro-settings";
import { testEngines } from "../../support/test-database";
import { buildWorld, type World } from "./authz-world";
import { databaseDigest, formPost, getRequest, postRequest, removeDataDir, run, useRouteDatabase, type Outcome } from "./route-harness";

afterAll(() => removeDataDir());

const NOT_FOUND = "This lead could not be found.";
/** What an action answers the contractor: its status and the message shown. */
const answer = (o: Outcome) => ({ status: o.status, error: (o.body as { error?: string } | null)?.error });

describe.each(testEngines())("object ownership on %s", (engine) => {
  const database = useRouteDatabase(engine);
  let w: World;

  beforeAll(async () => {
    w = await buildWorld(database.db);
  });

  const balanceOf = async (contractorId: string) =>
    (await database.db.select().from(contractorBalances).where(eq(contractorBalances.contractorId, contractorId)))[0]!.balanceCents;
  const buy = (leadId: string, cookie: string, idempotencyKey = `authz-${randomUUID()}`) =>
    run(proIndex.action, "/pro", formPost("/pro?index", { leadId, idempotencyKey }, cookie));
  const referenceOf = async (purchaseId: string) =>
    (
      await database.db
        .select({ reference: quoteRequests.reference })
        .from(purchases)
        .innerJoin(quoteRequests, eq(quoteRequests.id, purchases.quoteRequestId))
        .where(eq(purchases.id, purchaseId))
    )[0]!.reference;
  const purchaseRow = async (purchaseId: string) => (await database.db.select().from(purchases).where(eq(purchases.id, purchaseId)))[0]!;

  describe("a bought lead (/pro/leads/:purchaseId)", () => {
    const pattern = "/pro/leads/:purchaseId";

    it("A cannot open B's lead: 404, the same answer as for a lead that does not exist, and none of B's homeowner's details", async () => {
      const bLead = await run(proLead.loader, pattern, getRequest(`/pro/leads/${w.b.bought.purchaseId}`, w.a.cookie));
      const missing = await run(proLead.loader, pattern, getRequest(`/pro/leads/${randomUUID()}`, w.a.cookie));
      const garbage = await run(proLead.loader, pattern, getRequest("/pro/leads/not-a-purchase", w.a.cookie));
      expect(bLead.status).toBe(404);
      expect(bLead.body).toBe(NOT_FOUND);
      expect([missing.status, missing.body]).toEqual([bLead.status, bLead.body]);
      expect([garbage.status, garbage.body]).toEqual([bLead.status, bLead.body]);
      // B can open it, with the contact details A must not see.
      const mine = await run(proLead.loader, pattern, getRequest(`/pro/leads/${w.b.bought.purchaseId}`, w.b.cookie));
      const homeowner = (mine.body as { lead: { homeowner: { phone: string; email: string } } }).lead.homeowner;
      expect(mine.status).toBe(200);
      expect(bLead.text).not.toContain(homeowner.phone);
      expect(bLead.text).not.toContain(homeowner.email);
    });

    it("A cannot update B's status, notes or job value: 404 like a missing lead, and B's purchase is unchanged", async () => {
      const before = await databaseDigest(database.db);
      const url = `/pro/leads/${w.b.bought.purchaseId}`;
      const won = { intent: "status", status: "won", notes: "Written by A", jobValue: "9000" };
      const bPurchase = await run(proLead.action, pattern, formPost(url, won, w.a.cookie));
      const missing = await run(proLead.action, pattern, formPost(`/pro/leads/${randomUUID()}`, won, w.a.cookie));
      expect(answer(bPurchase)).toEqual({ status: 404, error: NOT_FOUND });
      expect(answer(missing)).toEqual(answer(bPurchase));
      expect(await databaseDigest(database.db)).toEqual(before);
      expect(await purchaseRow(w.b.bought.purchaseId)).toMatchObject({ pipelineStatus: "new", notes: "", jobValueCents: null });
    });

    it("A cannot return B's lead: 404, no return is stored and nobody is credited", async () => {
      const before = await databaseDigest(database.db);
      const returned = await run(
        proLead.action,
        pattern,
        formPost(`/pro/leads/${w.b.bought.purchaseId}`, { intent: "return", reason: "outside-area" }, w.a.cookie),
      );
      const missing = await run(proLead.action, pattern, formPost(`/pro/leads/${randomUUID()}`, { intent: "return", reason: "outside-area" }, w.a.cookie));
      expect(answer(returned)).toEqual({ status: 404, error: NOT_FOUND });
      expect(answer(missing)).toEqual(answer(returned));
      expect(await database.db.select().from(leadReturns).where(eq(leadReturns.purchaseId, w.b.bought.purchaseId))).toEqual([]);
      expect(await databaseDigest(database.db)).toEqual(before);
    });

    it("an id that is not a purchase id at all is a 404 too, never a server error", async () => {
      const before = await databaseDigest(database.db);
      for (const id of ["not-a-purchase", "1", "' or 1=1 --", `${w.b.bought.purchaseId}x`]) {
        const url = `/pro/leads/${encodeURIComponent(id)}`;
        const status = await run(proLead.action, pattern, formPost(url, { intent: "status", status: "lost" }, w.a.cookie));
        const returned = await run(proLead.action, pattern, formPost(url, { intent: "return", reason: "wrong-number" }, w.a.cookie));
        expect({ id, status: answer(status), returned: answer(returned) }).toEqual({
          id,
          status: { status: 404, error: NOT_FOUND },
          returned: { status: 404, error: NOT_FOUND },
        });
      }
      expect(await databaseDigest(database.db)).toEqual(before);
    });

    it("a bad purchase id is a 404 before the form is read, even when the form is refused too", async () => {
      const url = `/pro/leads/${encodeURIComponent("not-a-purchase")}`;
      const status = await run(proLead.action, pattern, formPost(url, { intent: "status", status: "won", jobValue: "lots" }, w.a.cookie));
      const returned = await run(proLead.action, pattern, formPost(url, { intent: "return", reason: "no-such-reason" }, w.a.cookie));
      expect({ status: answer(status), returned: answer(returned) }).toEqual({
        status: { status: 404, error: NOT_FOUND },
        returned: { status: 404, error: NOT_FOUND },
      });
    });

    it("A's own lead works (the refusals above are about ownership, not a broken route)", async () => {
      const url = `/pro/leads/${w.a.bought.purchaseId}`;
      const saved = await run(proLead.action, pattern, formPost(url, { intent: "status", status: "quoted", notes: "Quote sent" }, w.a.cookie));
      expect(answer(saved)).toEqual({ status: 200, error: undefined });
      expect(await purchaseRow(w.a.bought.purchaseId)).toMatchObject({ pipelineStatus: "quoted", notes: "Quote sent" });
    });
  });

  describe("lists and balance show only A's own", () => {
    it("My leads lists A's purchase and none of B's", async () => {
      const mine = await run(proLeads.loader, "/pro/leads", getRequest("/pro/leads", w.a.cookie));
      const ids = (mine.body as { leads: { purchaseId: string }[] }).leads.map((l) => l.purchaseId);
      expect(ids).toEqual([w.a.bought.purchaseId]);
      expect(mine.text).not.toContain(w.b.bought.leadId);
    });

    it("the balance page shows A's balance and ledger, none of B's entries", async () => {
      const page = await run(proBalance.loader, "/pro/balance", getRequest("/pro/balance", w.a.cookie));
      const body = page.body as { balanceCents: number; entries: { memo: string | null }[] };
      expect(body.balanceCents).toBe(await balanceOf(w.a.contractorId));
      expect(body.entries.length).toBeGreaterThan(0);
      // Lines name their lead by its request's reference (never an id).
      expect(page.text).not.toContain(await referenceOf(w.b.bought.purchaseId));
      expect(page.text).toContain(await referenceOf(w.a.bought.purchaseId));
    });

    it("available leads are A's categories and area only", async () => {
      const page = await run(proIndex.loader, "/pro", getRequest("/pro", w.a.cookie));
      const ids = (page.body as { leads: { leadId: string }[] }).leads.map((l) => l.leadId);
      expect(ids).toEqual(expect.arrayContaining(w.forA));
      expect(ids).not.toContain(w.outsideArea);
      expect(ids).not.toContain(w.outsideCategory);
      expect(ids).not.toContain(w.quoteRequestLeadId);
    });
  });

  describe("buying (/pro)", () => {
    it("a lead outside A's area or categories is refused like a lead that does not exist: 404, no charge", async () => {
      const before = await databaseDigest(database.db);
      const area = await buy(w.outsideArea, w.a.cookie);
      const category = await buy(w.outsideCategory, w.a.cookie);
      const missing = await buy(randomUUID(), w.a.cookie);
      expect(answer(area)).toEqual({ status: 404, error: NOT_FOUND });
      expect(answer(category)).toEqual(answer(area));
      expect(answer(missing)).toEqual(answer(area));
      expect(await databaseDigest(database.db)).toEqual(before);
    });

    it("a lead B bought outside A's area answers 404 too: A learns nothing about B's sale", async () => {
      const before = await databaseDigest(database.db);
      expect(answer(await buy(w.b.bought.leadId, w.a.cookie))).toEqual({ status: 404, error: NOT_FOUND });
      expect(await databaseDigest(database.db)).toEqual(before);
    });

    it("a lead id that is not an id is a 404, never a server error", async () => {
      const before = await databaseDigest(database.db);
      for (const leadId of ["", "not-a-lead", "' or 1=1 --"])
        expect({ leadId, ...answer(await buy(leadId, w.a.cookie)) }).toEqual({ leadId, status: 404, error: NOT_FOUND });
      expect(await databaseDigest(database.db)).toEqual(before);
    });

    it("B's idempotency key replays nothing of B's for A: A's purchase is A's own", async () => {
      const bought = await buy(w.forA[1]!, w.a.cookie, w.b.bought.idempotencyKey);
      expect(bought.status).toBe(302);
      const purchaseId = /^\/pro\/leads\/([0-9a-f-]{36})\?bought=1$/.exec(bought.location ?? "")?.[1];
      expect(purchaseId).toBeDefined();
      expect(purchaseId).not.toBe(w.b.bought.purchaseId);
      expect(await purchaseRow(purchaseId!)).toMatchObject({ contractorId: w.a.contractorId, leadId: w.forA[1] });
      // B's lead was not bought again, by A or anyone.
      expect(await database.db.select().from(purchases).where(eq(purchases.leadId, w.b.bought.leadId))).toHaveLength(1);
    });
  });

  describe("the REST API (A's Bearer key)", () => {
    const key = () => ({ authorization: `Bearer ${w.a.apiKey}` });
    const apiError = (o: Outcome) => ({ status: o.status, error: (JSON.parse(o.text) as { error?: unknown }).error });

    it("B's purchase is 404 for A's key, the same answer as a purchase that does not exist", async () => {
      const pattern = "/api/v1/purchases/:id";
      const bPurchase = await run(apiPurchase.loader, pattern, getRequest(`/api/v1/purchases/${w.b.bought.purchaseId}`, undefined, key()));
      const missing = await run(apiPurchase.loader, pattern, getRequest(`/api/v1/purchases/${randomUUID()}`, undefined, key()));
      expect(apiError(bPurchase)).toEqual({ status: 404, error: { code: "not_found", message: "This purchase could not be found." } });
      expect(apiError(missing)).toEqual(apiError(bPurchase));
      expect(bPurchase.text).not.toContain(w.b.bought.leadId);
    });

    it("buying B's lead, or a lead outside A's area or categories, is 404 like a lead that does not exist; nothing is charged", async () => {
      const pattern = "/api/v1/leads/:id/purchase";
      const before = await databaseDigest(database.db);
      const answers = [];
      for (const leadId of [w.b.bought.leadId, w.outsideArea, w.outsideCategory, randomUUID()]) {
        const o = await run(
          apiLeadPurchase.action,
          pattern,
          postRequest(`/api/v1/leads/${leadId}/purchase`, { json: "{}" }, undefined, { ...key(), "idempotency-key": `authz-${randomUUID()}` }),
        );
        answers.push(apiError(o));
      }
      expect(answers).toEqual(Array(4).fill({ status: 404, error: { code: "not_found", message: NOT_FOUND } }));
      // Only the key's last use may have been noted.
      const after = await databaseDigest(database.db);
      expect(Object.keys(after).filter((t) => after[t] !== before[t] && t !== "api_keys")).toEqual([]);
    });

    it("updating, returning, quoting or messaging B's purchase is 404 for A's key, like a purchase that does not exist; nothing is written", async () => {
      const before = await databaseDigest(database.db);
      const answers = [];
      for (const purchaseId of [w.b.bought.purchaseId, randomUUID()]) {
        const headers = () => ({ ...key(), "idempotency-key": `authz-${randomUUID()}` });
        const url = `/api/v1/purchases/${purchaseId}`;
        answers.push(
          apiError(
            await run(
              apiPurchase.action,
              "/api/v1/purchases/:id",
              postRequest(url, { json: '{"status":"won","jobValueCents":100}' }, undefined, headers(), "PATCH"),
            ),
          ),
        );
        answers.push(
          apiError(
            await run(
              apiPurchaseReturns.action,
              "/api/v1/purchases/:id/returns",
              postRequest(`${url}/returns`, { json: '{"reasonCode":"wrong-number"}' }, undefined, headers()),
            ),
          ),
        );
        const quote = JSON.stringify({ priceLowCents: 100_000, includes: "Labour.", earliestStart: "2099-01-01", validUntil: "2099-01-02" });
        answers.push(
          apiError(await run(apiPurchaseQuotes.action, "/api/v1/purchases/:id/quotes", postRequest(`${url}/quotes`, { json: quote }, undefined, headers()))),
        );
        answers.push(
          apiError(
            await run(
              apiPurchaseMessages.action,
              "/api/v1/purchases/:id/messages",
              postRequest(`${url}/messages`, { json: '{"body":"Hello"}' }, undefined, headers()),
            ),
          ),
        );
        answers.push(apiError(await run(apiPurchaseMessages.loader, "/api/v1/purchases/:id/messages", getRequest(`${url}/messages`, undefined, key()))));
      }
      expect(answers).toEqual(Array(10).fill({ status: 404, error: { code: "not_found", message: "This purchase could not be found." } }));
      const after = await databaseDigest(database.db);
      expect(Object.keys(after).filter((t) => after[t] !== before[t] && t !== "api_keys")).toEqual([]);
    });
  });

  describe("settings and balance take the contractor from the session, never from the form", () => {
    it("a settings post naming B changes A's settings only", async () => {
      const [bBefore] = await database.db.select().from(contractors).where(eq(contractors.id, w.b.contractorId));
      const saved = await run(
        proSettings.action,
        "/pro/settings",
        formPost(
          "/pro/settings",
          {
            intent: "preferences",
            contractorId: w.b.contractorId,
            id: w.b.contractorId,
            categories: ["roofing", "solar"],
            serviceZipCodes: "10001, 10002",
            baseZip: "",
            radiusMiles: "",
            emailChannel: "on",
          },
          w.a.cookie,
        ),
      );
      expect(answer(saved)).toEqual({ status: 200, error: undefined });
      const [a] = await database.db.select().from(contractors).where(eq(contractors.id, w.a.contractorId));
      const [bAfter] = await database.db.select().from(contractors).where(eq(contractors.id, w.b.contractorId));
      expect(a).toMatchObject({ categories: ["roofing", "solar"], serviceZipCodes: ["10001", "10002"] });
      expect(bAfter).toEqual(bBefore);
    });

    it("a top-up naming B credits A", async () => {
      const [aBefore, bBefore] = [await balanceOf(w.a.contractorId), await balanceOf(w.b.contractorId)];
      const topped = await run(proBalance.action, "/pro/balance", formPost("/pro/balance", { amount: "50", contractorId: w.b.contractorId }, w.a.cookie));
      expect(topped.status).toBe(302);
      expect([await balanceOf(w.a.contractorId), await balanceOf(w.b.contractorId)]).toEqual([aBefore + 50_00, bBefore]);
    });
  });

  describe("suspended and paused contractors", () => {
    it("a suspended contractor may look at their own dashboard", async () => {
      for (const [mod, url] of [
        [proIndex, "/pro"],
        [proLeads, "/pro/leads"],
        [proBalance, "/pro/balance"],
        [proSettings, "/pro/settings"],
      ] as const) {
        expect({ url, status: (await run(mod.loader, url, getRequest(url, w.suspended.cookie))).status }).toEqual({ url, status: 200 });
      }
    });

    it("a suspended or paused contractor cannot buy: 403 with the reason, nothing charged", async () => {
      const before = await databaseDigest(database.db);
      for (const who of [w.suspended, w.paused]) {
        const refused = await buy(w.forA[2]!, who.cookie);
        expect(answer(refused)).toEqual({ status: 403, error: "You do not have access to this." });
      }
      expect(await databaseDigest(database.db)).toEqual(before);
    });

    it("a suspended contractor cannot lift the suspension by resuming or saving settings", async () => {
      await run(proSettings.action, "/pro/settings", formPost("/pro/settings", { intent: "resume" }, w.suspended.cookie));
      await run(
        proSettings.action,
        "/pro/settings",
        formPost("/pro/settings", { intent: "preferences", categories: "roofing", serviceZipCodes: "10001" }, w.suspended.cookie),
      );
      const [row] = await database.db.select({ status: contractors.status }).from(contractors).where(eq(contractors.id, w.suspended.contractorId));
      expect(row!.status).toBe("suspended");
      expect(answer(await buy(w.forA[2]!, w.suspended.cookie)).status).toBe(403);
    });
  });
});
