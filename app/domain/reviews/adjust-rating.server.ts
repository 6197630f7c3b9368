import { eq, sql } from "drizzle-orm";
import { contractors } from "~/db/schema";
import type { Tx } from "~/db/types.server";

/**
 * Moves one review's stars into (+1) or out of (-1) its contractor's rating, in the caller's transaction (the
 * one that inserts, hides or unhides the review), so rating_sum / rating_count always describe exactly the
 * visible reviews. The row's check constraint refuses any result no set of 1-5 star reviews could give.
 */
export async function adjustRating(tx: Tx, contractorId: string, stars: number, direction: 1 | -1): Promise<void> {
  await tx
    .update(contractors)
    .set({ ratingSum: sql`${contractors.ratingSum} + ${direction * stars}`, ratingCount: sql`${contractors.ratingCount} + ${direction}` })
    .where(eq(contractors.id, contractorId));
}
