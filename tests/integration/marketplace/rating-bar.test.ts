/**
 * The 4-star rule (app/domain/contractors/rating-bar.ts) in every way to a lead, on both engines: a pro rated below
 * 4.0 from 3 or more reviews gets no alert, no auto-buy, no purchase on the dashboard or the API, no listed lead,
 * no exclusive offer, no place in Find Contractors or the featured cards, and is not counted as a pro serving the
 * area; with 2 low reviews it buys as a new pro does; an admin's exception (audited) lets it buy, revoking stops it.
 * The SQL form of the rule agrees with the pure one for every rating a small set of reviews can give.
 */
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, contractors, leads, reviews } from "~/db/schema";
import { alertRecipientsOf } from "~/domain/alerts/alert-recipients.server";
import { setRatingException } from "~/domain/admin/set-rating-exception.server";
import { findRatedContractors } from "~/domain/marketplace/find-rated-contractors.server";
import { findQuotedPro, getPublicProfile } from "~/domain/contractors/get-public-profile.server";
import { belowRatingBar } from "~/domain/contractors/rating-bar";
import { meetsRatingBar, listedRating } from "~/domain/contractors/rating-bar-sql.server";
import { searchPlace } from "~/domain/contractors/search-place.server";
import { topRatedContractors } from "~/domain/contractors/top-rated-contractors.server";
import { countServingPros } from "~/domain/homeowners/count-serving-pros.server";
import { buyLeadViaApi } from "~/domain/integrations/buy-lead-via-api.server";
import { autoBuyLead } from "~/domain/marketplace/auto-buy.server";
import { contractorsForLead } from "~/domain/marketplace/contractors-for-lead.server";
import { leadFacts } from "~/domain/marketplace/lead-facts.server";
import { availableLeadsForContractor } from "~/domain/marketplace/listings.server";
import { purchaseLead } from "~/domain/marketplace/purchase-lead.server";
import { loadPriceTable } from "~/domain/pricing/load-price-table.server";
import { moderateReview } from "~/domain/reviews/moderate-review.server";
import { loadLiveViewer } from "~/domain/realtime/load-live-viewer.server";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { sendQuoteRequest } from "../homeowners/homeowner-world";
import { makePro } from "../profiles/profile-world";
import { makeAdmin, makeContractor, makeQuoteRequest, NYC } from "./marketplace-fixtures";

const NOW = new Date("2031-03-10T15:00:00Z");
const TODAY = NOW.toISOString().slice(0, 10);
const RULE =
  "Your rating is 3.0 from 4 reviews. Leads go to pros rated 4.0 or higher once they have 3 reviews. Reply to your reviews, or ask us to review your account.";

describe.each(testEngines())("the 4-star rule on %s", (engine) => {
  const t = useTestDatabase(engine, { freshPerTest: true });
  const ctx = (now = NOW) => ({ db: t.db, env: t.env, now });
  const rate = (id: string, sum: number, count: number) => t.db.update(contractors).set({ ratingSum: sum, ratingCount: count }).where(eq(contractors.id, id));
  /** A professional roofer around Manhattan with auto-buy on and money, rated `sum` from `count` reviews. */
  const roofer = async (sum: number, count: number) => {
    const made = await makeContractor(t.db, t.env, { plan: "professional", balanceCents: 500_00 });
    await t.db
      .update(contractors)
      .set({ autoBuy: true, licenseExpiresOn: "2099-12-31", insuranceExpiresOn: "2099-12-31" })
      .where(eq(contractors.id, made.contractorId));
    await rate(made.contractorId, sum, count);
    return made;
  };
  const freshLead = async () => {
    const { leadIds } = await makeQuoteRequest(t.db, { pros: 1, createdAt: new Date(NOW.getTime() - 60_000) });
    const leadId = leadIds[0]!;
    return { leadId, facts: (await leadFacts(t.db, leadId))! };
  };
  const alerted = async (facts: NonNullable<Awaited<ReturnType<typeof leadFacts>>>) =>
    (await alertRecipientsOf(t.db, [facts], await loadPriceTable(t.db), NOW))[0]!.map((r) => r.contractorId);

  // Each way to a lead, for a pro rated 3.0 from 4 reviews with auto-buy on and money: refused, and nothing sold.
  const paths: [string, (contractorId: string, lead: Awaited<ReturnType<typeof freshLead>>) => Promise<void>][] = [
    ["the alert fan-out", async (id, { facts }) => expect(await alerted(facts)).not.toContain(id)],
    ["auto-buy", async (_id, { leadId }) => expect(await autoBuyLead(ctx(), leadId)).toBeNull()],
    [
      "the reverse match and the count of serving pros",
      async (id) => {
        expect((await contractorsForLead(t.db, { ...NYC, category: "roofing" }, TODAY)).map((c) => c.id)).not.toContain(id);
        expect(await countServingPros(t.db, { ...NYC, category: "roofing" }, NOW)).toBe(0);
      },
    ],
    [
      "the available-leads listing, which says why instead",
      async (id) => {
        const listing = await availableLeadsForContractor(ctx(), id);
        expect({ leads: listing.leads, ratingBar: listing.ratingBar }).toEqual({ leads: [], ratingBar: { rating: 3, reviews: 4, message: RULE } });
      },
    ],
    [
      "a dashboard purchase",
      async (id, { leadId }) => {
        await expect(purchaseLead(ctx(), id, leadId, randomUUID())).rejects.toMatchObject({ code: "below_rating_bar", status: 403, message: RULE });
      },
    ],
    [
      "an API purchase",
      async (id, { leadId }) => {
        await expect(buyLeadViaApi(ctx(), id, leadId, randomUUID())).rejects.toMatchObject({ code: "below_rating_bar", status: 403, message: RULE });
      },
    ],
    ["the live dashboard, which hears of no new lead", async (id) => expect((await loadLiveViewer(t.db, id))?.categories).toEqual([])],
  ];
  it.each(paths)("a pro rated 3.0 from 4 reviews gets no lead through %s", async (_path, check) => {
    const { contractorId } = await roofer(12, 4);
    const lead = await freshLead();
    await check(contractorId, lead);
    expect((await t.db.select({ status: leads.status }).from(leads).where(eq(leads.id, lead.leadId)))[0]?.status).toBe("available");
  });

  it("a pro with 2 low reviews is new: alerted, auto-bought for, and may buy", async () => {
    const { contractorId } = await roofer(2, 2);
    const { leadId, facts } = await freshLead();
    expect(await alerted(facts)).toContain(contractorId);
    expect((await availableLeadsForContractor(ctx(), contractorId)).ratingBar).toBeNull();
    expect(await autoBuyLead(ctx(), leadId)).toMatchObject({ contractorId });
    const other = await freshLead();
    await expect(purchaseLead(ctx(), contractorId, other.leadId, randomUUID())).resolves.toMatchObject({ leadId: other.leadId });
  });

  it("an admin's exception lets the pro buy, audited with its reason; revoking it stops it again", async () => {
    const { contractorId } = await roofer(12, 4);
    const adminId = await makeAdmin(t.db);
    await setRatingException(ctx(), adminId, contractorId, { grant: true, reason: "Two reviews were about a storm backlog; reviewed the jobs." });
    const { leadId, facts } = await freshLead();
    expect(await alerted(facts)).toContain(contractorId);
    expect((await availableLeadsForContractor(ctx(), contractorId)).leads.map((l) => l.leadId)).toEqual([leadId]);
    await expect(purchaseLead(ctx(), contractorId, leadId, randomUUID())).resolves.toMatchObject({ leadId });

    const later = new Date(NOW.getTime() + 3_600_000);
    await setRatingException(ctx(later), adminId, contractorId, { grant: false, reason: "Ratings did not improve." });
    const next = await freshLead();
    await expect(purchaseLead(ctx(later), contractorId, next.leadId, randomUUID())).rejects.toMatchObject({ code: "below_rating_bar" });
    expect(await alerted(next.facts)).not.toContain(contractorId);

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, contractorId), eq(auditLog.actorUserId, adminId)))
      .orderBy(auditLog.at);
    expect(audits.map((a) => [a.action, a.before, a.after])).toEqual([
      [
        "contractor.rating_exception.grant",
        { ratingExceptionAt: null, ratingExceptionReason: null },
        {
          ratingExceptionAt: NOW.toISOString(),
          ratingExceptionReason: "Two reviews were about a storm backlog; reviewed the jobs.",
          reason: "Two reviews were about a storm backlog; reviewed the jobs.",
        },
      ],
      [
        "contractor.rating_exception.revoke",
        { ratingExceptionAt: NOW.toISOString(), ratingExceptionReason: "Two reviews were about a storm backlog; reviewed the jobs." },
        { ratingExceptionAt: null, ratingExceptionReason: null, reason: "Ratings did not improve." },
      ],
    ]);
    // Only an admin decides, with a reason.
    const { userId } = await makeContractor(t.db, t.env);
    await expect(setRatingException(ctx(), userId, contractorId, { grant: true, reason: "Please let me buy" })).rejects.toMatchObject({ code: "forbidden" });
    await expect(setRatingException(ctx(), adminId, contractorId, { grant: true, reason: "" })).rejects.toMatchObject({ code: "invalid_input" });
  });

  it("hiding or unhiding a review moves the pro across the bar at once (the rating is kept in the review's transaction)", async () => {
    const pro = await makePro(t.db, t.env, { categories: ["roofing"], balanceCents: 500_00, stars: [5, 5, 5, 1, 1] });
    const admin = await makeAdmin(t.db);
    const [oneStar] = await t.db
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.contractorId, pro.contractorId), eq(reviews.stars, 1)))
      .limit(1);
    const first = await freshLead();
    await expect(purchaseLead(ctx(), pro.contractorId, first.leadId, randomUUID())).rejects.toMatchObject({ code: "below_rating_bar" });
    // 16 stars from 4 reviews: 4.0, on the bar.
    await moderateReview(ctx(), admin, oneStar!.id, "hide", "Abusive language");
    await expect(purchaseLead(ctx(), pro.contractorId, first.leadId, randomUUID())).resolves.toMatchObject({ leadId: first.leadId });
    await moderateReview(ctx(), admin, oneStar!.id, "unhide", "Hidden by mistake");
    const second = await freshLead();
    await expect(purchaseLead(ctx(), pro.contractorId, second.leadId, randomUUID())).rejects.toMatchObject({ code: "below_rating_bar" });
  });

  it("a pro below the bar gets no first chance at a request sent from its profile", async () => {
    const below = await makePro(t.db, t.env, { categories: ["hvac"], balanceCents: 500_00, stars: [3, 3, 3] });
    const sent = await sendQuoteRequest(t.db, t.env, { category: "hvac", zip: "10001", pros: "1", pro: below.slug });
    const offers = await t.db.select({ to: leads.offeredToContractorId }).from(leads).where(eq(leads.quoteRequestId, sent.id));
    expect(offers).toEqual([{ to: null }]);
    // Nor does the quote form promise it one, and its profile asks other pros instead.
    expect(await findQuotedPro(t.db, below.slug)).toBeUndefined();
    expect((await getPublicProfile(t.db, below.slug, NOW))?.takesRequests).toBe(false);
  });

  it("Find Contractors and the featured cards list the rating the profile shows: 3.95 (shown 4.0) is listed, below the bar is not, an exception does not list", async () => {
    const shown4 = await makePro(t.db, t.env, { categories: ["roofing"], name: "Shown Four Roofing" });
    await rate(shown4.contractorId, 79, 20);
    const five = await makePro(t.db, t.env, { categories: ["roofing"], name: "Five Star Roofing", stars: [5, 5, 5] });
    const below = await makePro(t.db, t.env, { categories: ["roofing"], name: "Low Roofing", stars: [3, 2, 4, 3] });
    const excepted = await makePro(t.db, t.env, { categories: ["roofing"], name: "Excepted Roofing", stars: [3, 3, 3] });
    await setRatingException(ctx(), await makeAdmin(t.db), excepted.contractorId, { grant: true, reason: "Reviewed the account." });

    const found = await findRatedContractors(t.db, { category: "roofing", place: await searchPlace("10001") }, NOW);
    expect(found.contractors.map((c) => [c.slug, c.rating])).toEqual([
      [five.slug, 5],
      [shown4.slug, 4],
    ]);
    // Counted as serving: the pros who would see a lead there (the excepted one buys; the one below the bar does not).
    expect(found.servingPros).toBe(3);
    expect((await topRatedContractors(t.db, NOW)).map((c) => c.slug)).toEqual([five.slug, shown4.slug]);
    expect(found.contractors.map((c) => c.slug)).not.toContain(below.slug);
  });

  it("the SQL form of the rule agrees with rating-bar.ts for every rating 0 to 24 reviews can give, with and without an exception", async () => {
    const disagree: string[] = [];
    const cases: { sum: number; count: number; exception: boolean }[] = [];
    for (let count = 0; count <= 24; count++)
      for (let sum = count; sum <= 5 * count; sum++) for (const exception of [false, true]) cases.push({ sum, count, exception });
    // One statement for all: the rule's SQL over a values list shaped like the contractor row.
    const values = sql.join(
      cases.map((c) => sql`(${c.sum}::int, ${c.count}::int, ${c.exception ? NOW.toISOString() : null}::timestamptz)`),
      sql`, `,
    );
    const rows = await t.db.execute(sql`select v.s, v.c, v.e, ${meetsRatingBar} as meets, ${listedRating} as listed
      from (values ${values}) as v(s, c, e), lateral (select v.s as rating_sum, v.c as rating_count, v.e as rating_exception_at) as "contractors"`);
    const got = (rows as unknown as { rows: { s: number; c: number; e: string | null; meets: boolean; listed: boolean }[] }).rows;
    expect(got).toHaveLength(cases.length);
    for (const r of got) {
      const row = { ratingSum: Number(r.s), ratingCount: Number(r.c), ratingExceptionAt: r.e === null ? null : new Date(r.e) };
      const listed = row.ratingCount > 0 && Math.round((row.ratingSum / row.ratingCount) * 10) / 10 >= 4;
      if (r.meets === belowRatingBar(row) || r.listed !== listed) disagree.push(`${r.s}/${r.c}${r.e ? "+exception" : ""}`);
    }
    expect(disagree).toEqual([]);
  });
});
