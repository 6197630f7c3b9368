import { describe, expect, it } from "vitest";
import { invitationDueAt, invitationExpiresAt, invitationWindow, LATE_INVITATION_DAYS, ratingOf, ratingWords, REVIEW_LINK_DAYS } from "./review-rules";

const DAY = 24 * 3600 * 1000;

describe("review rules", () => {
  it("the rating is the mean to one decimal, and none without reviews", () => {
    expect(ratingOf(0, 0)).toBeNull();
    expect(ratingOf(5, 1)).toBe(5);
    expect(ratingOf(17, 4)).toBe(4.3);
    expect(ratingOf(7, 2)).toBe(3.5);
    expect(ratingWords(0, 0)).toBe("No reviews yet");
    expect(ratingWords(5, 1)).toBe("5.0 out of 5 (1 review)");
    expect(ratingWords(13, 3)).toBe("4.3 out of 5 (3 reviews)");
  });

  it("an invitation is due the configured days after the sale and its link lasts REVIEW_LINK_DAYS", () => {
    const sold = new Date("2026-03-01T10:00:00Z");
    expect(invitationDueAt(sold, 3).toISOString()).toBe("2026-03-04T10:00:00.000Z");
    expect(invitationExpiresAt(sold).getTime() - sold.getTime()).toBe(REVIEW_LINK_DAYS * DAY);
    const now = new Date("2026-03-10T00:00:00Z");
    const w = invitationWindow(now, 3);
    expect(w.soldBefore.toISOString()).toBe("2026-03-07T00:00:00.000Z");
    expect(w.soldBefore.getTime() - w.soldAfter.getTime()).toBe(LATE_INVITATION_DAYS * DAY);
  });
});
