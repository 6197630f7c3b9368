import { and, sql } from "drizzle-orm";
import { contractors } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import { townOf } from "./town-of.server";
import { ratingOf, verificationOf, VERIFIED_BADGE } from "./verification";
import { listedRating } from "./rating-bar-sql.server";

/** The featured cards of Find Contractors: four, as the spec's static ones. */
export const FEATURED_COUNT = 4;

export type FeaturedPro = {
  slug: string;
  name: string;
  category: string;
  location: string;
  rating: number;
  reviews: number;
  /** Jobs the reviewers said this pro did ("did they do the job?": yes). */
  jobs: number;
  badges: string[];
};

/**
 * The best-rated contractors a list may show (active, with a profile, 4.0 or more as the profile shows it: none below
 * the 4-star rule), best first: one bounded read of the partial index contractors_listed_rating_idx, whose expression and predicate are written here
 * exactly. Fewer than `count` means the caller keeps the spec's static cards.
 */
export async function topRatedContractors(db: Executor, now: Date, count = FEATURED_COUNT): Promise<FeaturedPro[]> {
  const rows = await db
    .select({
      slug: contractors.slug,
      businessName: contractors.businessName,
      categories: contractors.categories,
      baseZip: contractors.baseZip,
      serviceZipCodes: contractors.serviceZipCodes,
      ratingSum: contractors.ratingSum,
      ratingCount: contractors.ratingCount,
      licenseExpiresOn: contractors.licenseExpiresOn,
      insuranceExpiresOn: contractors.insuranceExpiresOn,
      // Qualified by hand: Drizzle leaves columns of a one-table select unqualified, and "id" would be the review's.
      jobs: sql<number>`(select count(*)::int from reviews r where r.contractor_id = "contractors"."id" and r.hired and r.hidden_at is null)`,
    })
    .from(contractors)
    .where(and(sql`${listedRating} and ${contractors.status} = 'active' and ${contractors.slug} is not null`))
    .orderBy(sql`(rating_sum::float8 / nullif(rating_count, 0)) desc`, sql`rating_count desc`, contractors.id)
    .limit(count);
  return Promise.all(
    rows.map(async (r) => {
      const zip = r.baseZip ?? r.serviceZipCodes[0];
      return {
        slug: r.slug!,
        name: r.businessName,
        category: r.categories[0] ?? "",
        location: zip ? await townOf(zip) : "",
        rating: ratingOf(r) ?? 0,
        reviews: r.ratingCount,
        jobs: Number(r.jobs),
        badges: verificationOf(r, now).verified ? [VERIFIED_BADGE] : [],
      };
    }),
  );
}
