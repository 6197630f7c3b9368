/**
 * The 4-star rule, as numbers and as the words the site says it in. The rule itself (who is below the bar) is
 * app/domain/contractors/rating-bar.ts; the numbers live here, below every layer, because the copy, the database's
 * list index (db/schema/contractors.ts) and the rule all need them. Every sentence about the rule is built here, so
 * none can drift from the numbers.
 */

/** The lowest rating (as shown: the mean of visible reviews to one decimal) that keeps a pro on the market. */
export const RATING_BAR = 4.0;
/** Reviews a pro needs before the bar applies: a new pro buys leads while it earns its first reviews. */
export const RATING_BAR_MIN_REVIEWS = 3;

/**
 * The bar in whole numbers, as SQL compares it: the shown rating rounds the mean to one decimal (half up), so it is
 * at least the bar exactly when 20 × sum ≥ (20 × bar − 1) × count; for 4.0, 20 × sum ≥ 79 × count.
 */
export const RATING_BAR_TWENTIETHS = Math.round(RATING_BAR * 20) - 1;

/** The bar as the site writes it: "4.0". */
export const RATING_BAR_TEXT = RATING_BAR.toFixed(1);
const bar = RATING_BAR_TEXT;

/** The rule in one sentence, for homeowners (the quote form's promise, help, the legal terms). */
export const RATING_RULE = `Pros rated below ${bar} stars from ${RATING_BAR_MIN_REVIEWS} or more verified reviews are not matched, unless our team has reviewed the account; new pros are matched until they have ${RATING_BAR_MIN_REVIEWS} reviews.`;

/** The rule in a short sentence, where a page states it in passing (hero, lists of promises). */
export const RATING_RULE_BRIEF = `Pros rated below ${bar} stars from ${RATING_BAR_MIN_REVIEWS} or more reviews are not matched.`;

/** The rule as an item of a list of promises (no full stop, as its neighbours). */
export const RATING_RULE_BULLET = RATING_RULE_BRIEF.replace(/\.$/, "");

/** The rule as a trust badge, in the badges' title case. */
export const RATING_RULE_BADGE = `Rated ${bar}+ After ${RATING_BAR_MIN_REVIEWS} Reviews`;

/** The rule as a short label. */
export const RATING_RULE_SHORT = `Rated ${bar}+ after ${RATING_BAR_MIN_REVIEWS} reviews`;

/** The rule inside a sentence about the pros matched ("… from licensed, insured roofers rated 4.0+ after 3 reviews": a new pro is matched until its third). */
export const RATED_PHRASE = `rated ${bar}+ after ${RATING_BAR_MIN_REVIEWS} reviews`;

/** What the lists (Find Contractors, the featured cards) show: a rating, and one of at least the bar. */
export const LISTED_RULE = `We only list pros rated ${bar} stars or higher by verified customers.`;

/** The rule as a pro reads it on its dashboard, after its own rating. */
export const RATING_RULE_FOR_PROS = `Leads go to pros rated ${bar} or higher once they have ${RATING_BAR_MIN_REVIEWS} reviews.`;

/** What a pro below the bar reads on its dashboard and in a refused purchase: its rating, the rule, what it can do. */
export function belowRatingBarMessage(rating: number, reviews: number): string {
  return `Your rating is ${rating.toFixed(1)} from ${reviews} ${reviews === 1 ? "review" : "reviews"}. ${RATING_RULE_FOR_PROS} Reply to your reviews, or ask us to review your account.`;
}
