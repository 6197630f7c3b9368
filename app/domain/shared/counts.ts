/**
 * Counts on screen are bounded: a count reads at most COUNT_CAP + 1 rows
 * (keyset-page.server.ts: cappedCount), so a page never counts a big table to
 * its end, and a count above the cap shows as "1,000+".
 */
export const COUNT_CAP = 1000;

/** "1,000+" above the cap, otherwise the number with thousands separators. */
export function formatCount(n: number): string {
  return n > COUNT_CAP ? `${COUNT_CAP.toLocaleString("en-US")}+` : n.toLocaleString("en-US");
}
