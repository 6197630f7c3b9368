import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import { contractors } from "~/db/schema";
import { rowsOf, type Executor } from "~/db/types.server";
import { contractorCoversPlace } from "./match-sql.server";
import { distanceMilesSql } from "../shared/geo-sql.server";
import { DomainError } from "../shared/errors";
import type { SearchPlace } from "../contractors/search-place.server";
import { townOf } from "../contractors/town-of.server";
import { ratingOf, verificationOf } from "../contractors/verification";
import { listedRating, meetsRatingBar } from "../contractors/rating-bar-sql.server";

export const SEARCH_PAGE_SIZE = 12;

/** The rating as SQL, written exactly as the expression of contractors_listed_rating_idx. */
const ratingSql = sql<number>`(${contractors.ratingSum}::float8 / nullif(${contractors.ratingCount}, 0))`;
/** A contractor with a ZIP list only has no base to measure from: it sorts after every measured one of its rating. */
const NO_DISTANCE = 1e9;
/** A contractor with no reply measured yet sorts after every measured one of its rating. */
const NO_REPLY = 1e9;
/** The median minutes to first reply (contractors.reply_median_minutes), for the order after the rating. */
const replySql = sql<number>`coalesce(${contractors.replyMedianMinutes}::float8, ${NO_REPLY}::float8)`;

export type RatedContractor = {
  slug: string;
  businessName: string;
  categories: string[];
  town: string | null;
  rating: number;
  ratingCount: number;
  distanceMiles: number | null;
  verified: boolean;
  /** Median minutes to first reply over its last 20 purchases; null before its first reply. */
  replyMedianMinutes: number | null;
};

type Cursor = { rating: number; reply: number; distance: number; id: string };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function encode(c: Cursor): string {
  return Buffer.from(JSON.stringify([c.rating, c.reply, c.distance, c.id])).toString("base64url");
}

function decode(cursor: string): Cursor {
  try {
    const [rating, reply, distance, id] = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as unknown[];
    if (typeof rating === "number" && typeof reply === "number" && typeof distance === "number" && typeof id === "string" && UUID.test(id))
      return { rating, reply, distance, id };
  } catch {
    // refused below
  }
  throw new DomainError("invalid_input", "This page link is not valid. Start again from the first page.", { field: "cursor" });
}

/** Who serves the place and the category, as the marketplace matches a lead there: active, the trade, the area, the 4-star rule. */
const serving = (category: string, place: SearchPlace): SQL =>
  and(eq(contractors.status, "active"), sql`${category} = any(${contractors.categories})`, contractorCoversPlace(place), meetsRatingBar)!;

/**
 * Find Contractors (decision 0031): the contractors who serve the place and category (the reverse match of
 * match-sql.server.ts, through the ZIP and area-box indexes: no scan of contractors) and are rated 4.0 or more as their
 * profile shows it (listedRating: so none is below the 4-star rule, exception or not),
 * best rated first, then the quickest to reply (median first reply, decision 0052), then nearest (from the place's
 * centre to their base ZIP), id last; keyset-paged on that order
 * (the cursor carries the rating and distance as the database computed them). `servingPros` counts every verified
 * pro who serves the area, rated or not (none below the 4-star rule: they get no lead there): the page says so and
 * offers the quote form when none is listed.
 */
export async function findRatedContractors(
  db: Executor,
  query: { category: string; place: SearchPlace; after?: string | undefined; limit?: number },
  now: Date,
): Promise<{ contractors: RatedContractor[]; next: string | null; servingPros: number }> {
  const limit = query.limit ?? SEARCH_PAGE_SIZE;
  const after = query.after === undefined ? undefined : decode(query.after);
  // Not coalesce: least(1, null) is 1 in SQL, so the formula gives half the globe, not null, without a base.
  const measured = distanceMilesSql({ lat: sql`${contractors.baseLat}`, lng: sql`${contractors.baseLng}` }, { lat: query.place.lat, lng: query.place.lng });
  const distance = sql<number>`(case when ${contractors.baseLat} is null then ${NO_DISTANCE}::float8 else ${measured} end)`;
  const rows = await db
    .select({
      id: contractors.id,
      slug: contractors.slug,
      businessName: contractors.businessName,
      categories: contractors.categories,
      baseZip: contractors.baseZip,
      ratingSum: contractors.ratingSum,
      ratingCount: contractors.ratingCount,
      licenseExpiresOn: contractors.licenseExpiresOn,
      insuranceExpiresOn: contractors.insuranceExpiresOn,
      rating: ratingSql,
      replyMedianMinutes: contractors.replyMedianMinutes,
      reply: replySql,
      distance,
    })
    .from(contractors)
    .where(
      and(
        serving(query.category, query.place),
        listedRating,
        sql`${contractors.slug} is not null`,
        after
          ? sql`(-${ratingSql}, ${replySql}, ${distance}, ${contractors.id}) > (${-after.rating}::float8, ${after.reply}::float8, ${after.distance}::float8, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(sql`${ratingSql} desc`, asc(replySql), asc(distance), asc(contractors.id))
    .limit(limit + 1);
  const [count] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from ${contractors} where ${serving(query.category, query.place)}`));
  const shown = rows.slice(0, limit);
  const last = rows.length > limit ? shown.at(-1) : undefined;
  return {
    contractors: await Promise.all(
      shown.map(async (r) => ({
        slug: r.slug!,
        businessName: r.businessName,
        categories: r.categories,
        town: r.baseZip ? await townOf(r.baseZip) : null,
        rating: ratingOf(r) ?? 0,
        ratingCount: r.ratingCount,
        distanceMiles: r.distance >= NO_DISTANCE ? null : Math.round(r.distance * 10) / 10,
        verified: verificationOf(r, now).verified,
        replyMedianMinutes: r.replyMedianMinutes,
      })),
    ),
    next: last ? encode({ rating: Number(last.rating), reply: Number(last.reply), distance: Number(last.distance), id: last.id }) : null,
    servingPros: Number(count?.n ?? 0),
  };
}
