/**
 * "Request a quote from this pro" (decision 0031): the pro gets the request's leads alone for one hour — dashboard and
 * API list, purchase, auto-buy, alerts — then they go to the market through auto-buy and alerts, on the job's clock.
 */
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contractors, leadAlerts, leads, purchases, quoteRequests } from "~/db/schema";
import { fanOutLeadAlerts } from "~/domain/alerts/fan-out-lead-alerts.server";
import { availableLeadsForContractor } from "~/domain/marketplace/listings.server";
import { offerNewLeads } from "~/domain/marketplace/offer-new-leads.server";
import { purchaseLead } from "~/domain/marketplace/purchase-lead.server";
import { NotFoundError } from "~/domain/shared/errors";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { sendQuoteRequest } from "../homeowners/homeowner-world";
import { makePro } from "./profile-world";

const MINUTE = 60_000;

describe.each(testEngines())("the one-hour first chance of a requested pro on %s", (engine) => {
  const t = useTestDatabase(engine);
  const ctx = (now: Date) => ({ db: t.db, env: t.env, now });
  const leadIdsOf = async (quoteRequestId: string) =>
    (await t.db.select({ id: leads.id }).from(leads).where(eq(leads.quoteRequestId, quoteRequestId))).map((l) => l.id);
  const sees = async (contractorId: string, quoteRequestId: string, now: Date) => {
    const ids = new Set(await leadIdsOf(quoteRequestId));
    return (await availableLeadsForContractor(ctx(now), contractorId, { limit: 100 })).leads.some((l) => ids.has(l.leadId));
  };
  /** The request remembers the pro it was sent to when that pro got its hour: a "profile request" in the lead-quality figures. */
  const requestedPro = async (quoteRequestId: string) =>
    (await t.db.select({ id: quoteRequests.requestedContractorId }).from(quoteRequests).where(eq(quoteRequests.id, quoteRequestId)))[0]?.id ?? null;
  const subscriber = async (category: string) => {
    const pro = await makePro(t.db, t.env, { categories: [category], plan: "professional", balanceCents: 500_00, stars: [5] });
    await t.db.update(contractors).set({ autoBuy: true }).where(eq(contractors.id, pro.contractorId));
    return pro;
  };

  it("only the requested pro sees, is alerted to and may buy the lead for an hour; then auto-buy and alerts offer it to the market", async () => {
    const category = "electrical";
    const t0 = new Date();
    const chosen = await makePro(t.db, t.env, { categories: [category], balanceCents: 500_00 });
    const other = await makePro(t.db, t.env, { categories: [category], balanceCents: 500_00 });
    const auto = await subscriber(category);
    const sent = await sendQuoteRequest(t.db, t.env, { category, pros: "2", pro: chosen.slug }, t0);
    const offered = await t.db.select().from(leads).where(eq(leads.quoteRequestId, sent.id));
    expect(offered).toHaveLength(2);
    expect(offered.every((l) => l.offeredToContractorId === chosen.contractorId && l.offeredUntil?.getTime() === t0.getTime() + 60 * MINUTE)).toBe(true);
    expect(await requestedPro(sent.id)).toBe(chosen.contractorId);

    const during = new Date(t0.getTime() + 30 * MINUTE);
    expect(await sees(chosen.contractorId, sent.id, during)).toBe(true);
    expect(await sees(other.contractorId, sent.id, during)).toBe(false);
    await expect(purchaseLead(ctx(during), other.contractorId, offered[0]!.id, `k-${crypto.randomUUID()}`)).rejects.toBeInstanceOf(NotFoundError);
    // Auto-buy's and the alerts' turn on arrival: the subscriber may not buy, only the chosen pro is alerted.
    await offerNewLeads(ctx(t0));
    await fanOutLeadAlerts(ctx(t0));
    expect(await t.db.$count(purchases, eq(purchases.quoteRequestId, sent.id))).toBe(0);
    const alerted = async () =>
      (
        await t.db
          .select({ c: leadAlerts.contractorId })
          .from(leadAlerts)
          .where(
            inArray(
              leadAlerts.leadId,
              offered.map((l) => l.id),
            ),
          )
      ).map((r) => r.c);
    expect(new Set(await alerted())).toEqual(new Set([chosen.contractorId]));

    // A minute before the end nothing is released; at the end the job sends the leads through auto-buy, then alerts.
    expect((await offerNewLeads(ctx(new Date(t0.getTime() + 59 * MINUTE)))).released).toBe(0);
    const after = new Date(t0.getTime() + 61 * MINUTE);
    const report = await offerNewLeads(ctx(after));
    expect(report.released).toBe(2);
    expect(report.bought).toBe(1);
    const [bought] = await t.db.select().from(purchases).where(eq(purchases.quoteRequestId, sent.id));
    expect(bought).toMatchObject({ contractorId: auto.contractorId, autoBuy: true });
    await fanOutLeadAlerts(ctx(after));
    expect(await alerted()).toContain(other.contractorId);
    // Alerts are once per request and contractor: the chosen pro heard of this request during its hour, not again.
    expect((await alerted()).filter((c) => c === chosen.contractorId)).toHaveLength(1);
    expect(await sees(other.contractorId, sent.id, after)).toBe(true);
    // Released once: the next run finds nothing to release.
    expect((await offerNewLeads(ctx(new Date(after.getTime() + MINUTE)))).released).toBe(0);
  });

  it("the requested pro may buy during its hour", async () => {
    const category = "plumbing";
    const t0 = new Date();
    const chosen = await makePro(t.db, t.env, { categories: [category], balanceCents: 500_00 });
    const sent = await sendQuoteRequest(t.db, t.env, { category, pros: "1", pro: chosen.slug }, t0);
    const [lead] = await leadIdsOf(sent.id);
    const outcome = await purchaseLead(ctx(new Date(t0.getTime() + 5 * MINUTE)), chosen.contractorId, lead!, `k-${crypto.randomUUID()}`);
    expect(outcome.replayed).toBe(false);
  });

  it("a pro that would not be matched (paused, other trade, outside its area, unknown) sends the request to the market at once", async () => {
    const category = "hvac";
    const t0 = new Date();
    const other = await makePro(t.db, t.env, { categories: [category], balanceCents: 500_00 });
    const paused = await makePro(t.db, t.env, { categories: [category], status: "paused" });
    const trade = await makePro(t.db, t.env, { categories: ["solar"] });
    const faraway = await makePro(t.db, t.env, { categories: [category], base: { zip: "90012", lat: 34.0614, lng: -118.2385 } });
    for (const slug of [paused.slug, trade.slug, faraway.slug, "no-such-pro", "Not a slug!"]) {
      const sent = await sendQuoteRequest(t.db, t.env, { category, pros: "1", pro: slug, details: `to ${slug}` }, t0);
      const rows = await t.db
        .select()
        .from(leads)
        .where(and(eq(leads.quoteRequestId, sent.id)));
      expect(rows.map((l) => [l.offeredToContractorId, l.offeredUntil])).toEqual([[null, null]]);
      expect(await requestedPro(sent.id)).toBeNull();
      expect(await sees(other.contractorId, sent.id, t0)).toBe(true);
    }
  });
});
