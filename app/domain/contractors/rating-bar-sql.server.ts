/**
 * The 4-star rule (rating-bar.ts) as conditions on `contractors`, for the queries that match in SQL. Both read the
 * row's maintained rating (rating_sum / rating_count, kept in the transaction that publishes or hides a review) and
 * compare whole numbers, so no rounding differs between the engines and JavaScript; the constants are literals, as
 * in the list index's predicate (db/schema/contractors.ts), so the planner can prove it applies. A filter on the
 * rows the area indexes found: no index of its own is needed.
 */
import { sql, type SQL } from "drizzle-orm";
import { contractors } from "~/db/schema";
import { RATING_BAR_MIN_REVIEWS, RATING_BAR_TWENTIETHS } from "./rating-bar";

const twentieths = sql.raw(String(RATING_BAR_TWENTIETHS));
const minReviews = sql.raw(String(RATING_BAR_MIN_REVIEWS));

/** Not below the bar: fewer than 3 reviews, a shown rating of 4.0 or more, or an admin's exception. */
export const meetsRatingBar: SQL = sql`(${contractors.ratingCount} < ${minReviews} or ${contractors.ratingSum} * 20 >= ${twentieths} * ${contractors.ratingCount} or ${contractors.ratingExceptionAt} is not null)`;

/** What a public list shows (isListedRating): a shown rating of 4.0 or more, written as contractors_listed_rating_idx's predicate. */
export const listedRating: SQL = sql`${contractors.ratingCount} > 0 and ${contractors.ratingSum} * 20 >= ${twentieths} * ${contractors.ratingCount}`;
