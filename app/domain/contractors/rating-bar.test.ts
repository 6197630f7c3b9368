import { describe, expect, it } from "vitest";
import { belowRatingBar, isBelowRatingBar, isListedRating, RATING_BAR, RATING_BAR_MIN_REVIEWS, RATING_BAR_TWENTIETHS } from "./rating-bar";
import { ratingOf } from "./verification";

describe("the 4-star rule", () => {
  it("is 4.0 from 3 reviews", () => {
    expect([RATING_BAR, RATING_BAR_MIN_REVIEWS, RATING_BAR_TWENTIETHS]).toEqual([4, 3, 79]);
  });

  it("puts a pro below 4.0 from 3 or more reviews below the bar, and nobody else", () => {
    expect(isBelowRatingBar({ rating: 3.0, reviews: 4, exception: false })).toBe(true);
    expect(isBelowRatingBar({ rating: 3.9, reviews: 3, exception: false })).toBe(true);
    expect(isBelowRatingBar({ rating: 4.0, reviews: 3, exception: false })).toBe(false);
    expect(isBelowRatingBar({ rating: 1.0, reviews: 2, exception: false })).toBe(false);
    expect(isBelowRatingBar({ rating: null, reviews: 0, exception: false })).toBe(false);
  });

  it("an admin's exception lifts the bar, but not the lists' own rule", () => {
    expect(isBelowRatingBar({ rating: 2.5, reviews: 10, exception: true })).toBe(false);
    expect(isListedRating({ rating: 2.5 })).toBe(false);
    expect(isListedRating({ rating: 4.0 })).toBe(true);
    expect(isListedRating({ rating: null })).toBe(false);
  });

  it("reads the rating as the profile shows it: 3.95 shows as 4.0 and is not below", () => {
    // 79 stars from 20 reviews: the mean 3.95 rounds to 4.0; 78 from 20 (3.9) is below.
    expect(ratingOf({ ratingSum: 79, ratingCount: 20 })).toBe(4);
    expect(belowRatingBar({ ratingSum: 79, ratingCount: 20, ratingExceptionAt: null })).toBe(false);
    expect(belowRatingBar({ ratingSum: 78, ratingCount: 20, ratingExceptionAt: null })).toBe(true);
    expect(belowRatingBar({ ratingSum: 12, ratingCount: 4, ratingExceptionAt: null })).toBe(true);
    expect(belowRatingBar({ ratingSum: 12, ratingCount: 4, ratingExceptionAt: new Date() })).toBe(false);
  });

  it("agrees with the whole-number form the SQL uses for every rating 1 to 2,000 reviews can give", () => {
    const disagree: string[] = [];
    for (let count = 1; count <= 2000; count++) {
      for (let sum = count; sum <= 5 * count; sum++) {
        const rule = isBelowRatingBar({ rating: ratingOf({ ratingSum: sum, ratingCount: count }), reviews: count, exception: false });
        const sql = count >= RATING_BAR_MIN_REVIEWS && 20 * sum < RATING_BAR_TWENTIETHS * count;
        if (rule !== sql) disagree.push(`${sum}/${count}`);
      }
    }
    expect(disagree).toEqual([]);
  });
});
