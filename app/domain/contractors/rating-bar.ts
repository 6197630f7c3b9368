/**
 * The 4-star rule: a contractor whose visible rating (the one its public profile shows, ratingOf: the mean of its
 * visible reviews to one decimal) is below RATING_BAR from at least RATING_BAR_MIN_REVIEWS reviews is below the bar,
 * unless an admin granted it an exception. Below the bar it gets no new-lead alerts, no auto-buy, no purchase, no
 * exclusive or territory offer, and no place in Find Contractors or the featured cards. With fewer reviews it buys as
 * any new pro does. The database applies the same rule in its matching queries (rating-bar-sql.server.ts); a test
 * checks both agree for every rating a set of reviews can give.
 */
import { RATING_BAR, RATING_BAR_MIN_REVIEWS, RATING_BAR_TWENTIETHS } from "~/content/rating-bar";
import { ratingOf } from "./verification";

export { RATING_BAR, RATING_BAR_MIN_REVIEWS, RATING_BAR_TWENTIETHS };

export type RatingBarFacts = {
  /** The visible rating, one decimal; null with no review. */
  rating: number | null;
  /** How many visible reviews it is the mean of. */
  reviews: number;
  /** An admin's exception is in force. */
  exception: boolean;
};

export function isBelowRatingBar({ rating, reviews, exception }: RatingBarFacts): boolean {
  return !exception && reviews >= RATING_BAR_MIN_REVIEWS && rating !== null && rating < RATING_BAR;
}

/** What a public list may show: a rating, and one of at least the bar (an exception lets a pro buy, not be listed). */
export function isListedRating({ rating }: Pick<RatingBarFacts, "rating">): boolean {
  return rating !== null && rating >= RATING_BAR;
}

/** The rule's facts of a contractor row. */
export function ratingBarFactsOf(c: { ratingSum: number; ratingCount: number; ratingExceptionAt: Date | null }): RatingBarFacts {
  return { rating: ratingOf(c), reviews: c.ratingCount, exception: c.ratingExceptionAt !== null };
}

/** isBelowRatingBar of a contractor row. */
export const belowRatingBar = (c: { ratingSum: number; ratingCount: number; ratingExceptionAt: Date | null }): boolean => isBelowRatingBar(ratingBarFactsOf(c));
