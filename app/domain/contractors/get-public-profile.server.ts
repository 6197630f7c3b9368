import { and, eq, isNull, sql } from "drizzle-orm";
import { contractors, reviews } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import { keyset, type Page, type PageRequest } from "../shared/keyset-page.server";
import { townOf as town } from "./town-of.server";
import { ratingOf, verificationOf, type Verification } from "./verification";
import { belowRatingBar } from "./rating-bar";
import { meetsRatingBar } from "./rating-bar-sql.server";

/** Reviews on one page of a profile. */
export const PROFILE_REVIEWS_PAGE = 10;

export type PublicProfile = {
  id: string;
  slug: string;
  businessName: string;
  categories: string[];
  yearsInBusiness: number;
  website: string | null;
  /** "Austin, TX" for each ZIP of their list (in their order), and the radius around the base ZIP's town. */
  zips: { zip: string; town: string }[];
  radius: { miles: number; zip: string; town: string } | null;
  licenseNumber: string;
  licenseExpiresOn: string | null;
  insuranceProvider: string;
  insuranceExpiresOn: string | null;
  verification: Verification;
  rating: number | null;
  ratingCount: number;
  /** Median minutes to first reply over its last 20 purchases (decision 0052); null before its first reply. */
  replyMedianMinutes: number | null;
  /** Below the 4-star rule (rating-bar.ts) a pro takes no request: its page offers quotes from other pros instead. */
  takesRequests: boolean;
};

export type ProfileReview = {
  id: string;
  stars: number;
  body: string | null;
  hired: boolean | null;
  reply: string | null;
  repliedAt: Date | null;
  createdAt: Date;
};

/**
 * The public profile at /contractors/<slug> (decision 0031): approved contractors that are active only (paused and
 * suspended ones have no public page: nobody could get a quote from them). ZIPs are named by town from the project's
 * ZIP data; nothing here is private (no e-mail, no phone, no balance).
 */
export async function getPublicProfile(db: Executor, slug: string, now: Date): Promise<PublicProfile | undefined> {
  const [c] = await db
    .select()
    .from(contractors)
    .where(and(eq(contractors.slug, slug), eq(contractors.status, "active")));
  if (!c?.slug) return undefined;
  const zips = await Promise.all(c.serviceZipCodes.map(async (zip) => ({ zip, town: await town(zip) })));
  const radius = c.baseZip && c.radiusMiles !== null ? { miles: c.radiusMiles, zip: c.baseZip, town: await town(c.baseZip) } : null;
  return {
    id: c.id,
    slug: c.slug,
    businessName: c.businessName,
    categories: c.categories,
    yearsInBusiness: c.yearsInBusiness,
    website: c.website,
    zips,
    radius,
    licenseNumber: c.licenseNumber,
    licenseExpiresOn: c.licenseExpiresOn,
    insuranceProvider: c.insuranceProvider,
    insuranceExpiresOn: c.insuranceExpiresOn,
    verification: verificationOf(c, now),
    rating: ratingOf(c),
    ratingCount: c.ratingCount,
    replyMedianMinutes: c.replyMedianMinutes,
    takesRequests: !belowRatingBar(c),
  };
}

const reviewOrder = keyset(reviews.createdAt, reviews.id);
// reviews_contractor_created_idx is (contractor_id, created_at DESC NULLS LAST, id DESC NULLS LAST), and a bare DESC
// means NULLS FIRST: written as the index is, so PostgreSQL reads the page from it without a sort (both are not null).
const newestFirst = [sql`${reviews.createdAt} desc nulls last`, sql`${reviews.id} desc nulls last`];

/** A contractor's visible reviews, newest first, keyset-paged on reviews_contractor_created_idx. */
export async function listProfileReviews(db: Executor, contractorId: string, page: PageRequest = {}): Promise<Page<ProfileReview>> {
  const limit = page.limit ?? PROFILE_REVIEWS_PAGE;
  const rows = await db
    .select({
      id: reviews.id,
      stars: reviews.stars,
      body: reviews.body,
      hired: reviews.hired,
      reply: reviews.reply,
      repliedAt: reviews.repliedAt,
      createdAt: reviews.createdAt,
      ...reviewOrder.key,
    })
    .from(reviews)
    .where(and(eq(reviews.contractorId, contractorId), isNull(reviews.hiddenAt), reviewOrder.after(page.after)))
    .orderBy(...newestFirst)
    .limit(limit + 1);
  return reviewOrder.page(rows, limit);
}

/** Profile addresses for the sitemap: active contractors' slugs in slug order (the unique index), at most `limit`. */
export async function listProfileSlugs(db: Executor, limit: number): Promise<string[]> {
  const rows = await db
    .select({ slug: contractors.slug })
    .from(contractors)
    .where(and(sql`${contractors.slug} is not null`, eq(contractors.status, "active")))
    .orderBy(contractors.slug)
    .limit(limit);
  return rows.flatMap((r) => (r.slug ? [r.slug] : []));
}

/**
 * The pro a quote form was opened for ("Request a quote from this pro"): its name, when it has a public profile and
 * would get the request (not below the 4-star rule: the form must not promise it the first chance).
 */
export async function findQuotedPro(db: Executor, slug: string): Promise<{ slug: string; businessName: string } | undefined> {
  const [c] = await db
    .select({ slug: contractors.slug, businessName: contractors.businessName })
    .from(contractors)
    .where(and(eq(contractors.slug, slug.toLowerCase()), eq(contractors.status, "active"), meetsRatingBar));
  return c?.slug ? { slug: c.slug, businessName: c.businessName } : undefined;
}
