/**
 * Pure rules of verified reviews (decision 0026): when an invitation is due, how long its link works, and how a
 * contractor's rating reads. No database here, so each rule has a unit test.
 */

const DAY_MS = 24 * 3600 * 1000;

/** An invitation link works this long after it is sent: long enough for a job to be done, short enough to be fresh. */
export const REVIEW_LINK_DAYS = 60;

/**
 * A sale whose invitation could not be sent within this many days of its due time (the site was down, or the
 * purchase predates reviews) gets none: an invitation about a months-old visit reads as spam.
 */
export const LATE_INVITATION_DAYS = 14;

/** When the invitation for a sale is due, and the oldest sale still worth inviting for at `now`. */
export function invitationWindow(now: Date, delayDays: number): { soldBefore: Date; soldAfter: Date } {
  const soldBefore = new Date(now.getTime() - delayDays * DAY_MS);
  return { soldBefore, soldAfter: new Date(soldBefore.getTime() - LATE_INVITATION_DAYS * DAY_MS) };
}

export const invitationDueAt = (purchasedAt: Date, delayDays: number): Date => new Date(purchasedAt.getTime() + delayDays * DAY_MS);

export const invitationExpiresAt = (sentAt: Date): Date => new Date(sentAt.getTime() + REVIEW_LINK_DAYS * DAY_MS);

/** The mean of the visible reviews to one decimal (4.25 → 4.3), or null with none: no rating is invented. */
export function ratingOf(sum: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.round((sum / count) * 10) / 10;
}

/** "4.7 (12 reviews)", "5.0 (1 review)", "No reviews yet". */
export function ratingWords(sum: number, count: number): string {
  const rating = ratingOf(sum, count);
  if (rating === null) return "No reviews yet";
  return `${rating.toFixed(1)} out of 5 (${count} ${count === 1 ? "review" : "reviews"})`;
}
