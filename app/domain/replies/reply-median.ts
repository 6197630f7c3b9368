/** The median of a pro's reply times in minutes, rounded up to a whole minute; null when it has none. */
export function replyMedianMinutes(replyMinutes: readonly number[]): number | null {
  if (replyMinutes.length === 0) return null;
  const sorted = [...replyMinutes].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return Math.max(0, Math.ceil(median));
}

/** How many of a pro's latest purchases its median is taken over. */
export const REPLY_MEDIAN_PURCHASES = 20;
