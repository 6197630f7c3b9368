import { and, count, desc, eq, isNull, max, notExists } from "drizzle-orm";
import { purchases, quoteRequests, unmatchedRequests } from "~/db/schema";
import type { Executor } from "~/db/types.server";

/** The overview shows this many areas: the newest, where recruiting helps first. */
export const UNMATCHED_AREAS_LIMIT = 20;

export type UnmatchedArea = { category: string; zip: string; city: string; state: string; requests: number; newestAt: Date };

/**
 * Admin overview: where homeowners asked and no verified pro served them
 * (recorded when the request was sent), still unsold, by category and ZIP,
 * the area with the newest such request first. Bounded: it is a to-do list
 * for recruiting, not a report.
 */
export async function listUnmatchedAreas(db: Executor): Promise<UnmatchedArea[]> {
  const newestAt = max(quoteRequests.createdAt);
  const rows = await db
    .select({ category: quoteRequests.category, zip: quoteRequests.zip, city: quoteRequests.city, state: quoteRequests.state, requests: count(), newestAt })
    .from(unmatchedRequests)
    .innerJoin(quoteRequests, eq(quoteRequests.id, unmatchedRequests.quoteRequestId))
    .where(
      and(
        isNull(quoteRequests.duplicateOfId),
        notExists(db.select({ id: purchases.id }).from(purchases).where(eq(purchases.quoteRequestId, quoteRequests.id))),
      ),
    )
    .groupBy(quoteRequests.category, quoteRequests.zip, quoteRequests.city, quoteRequests.state)
    .orderBy(desc(newestAt), quoteRequests.category, quoteRequests.zip)
    .limit(UNMATCHED_AREAS_LIMIT);
  return rows.map((r) => ({ ...r, newestAt: r.newestAt ?? new Date(0) }));
}
