import { eq, sql, type AnyColumn } from "drizzle-orm";
import { requestPhotos } from "~/db/schema";
import type { Executor } from "~/db/types.server";

/**
 * How many photos a request has, as a column of a query over quote requests or leads: at most five rows of the
 * request_photos primary key (quote_request_id, position), so it costs one short index range per row.
 */
export const photoCountOf = (quoteRequestId: AnyColumn) =>
  sql<number>`(select count(*)::int from ${requestPhotos} where ${requestPhotos.quoteRequestId} = ${quoteRequestId})`;

/** The count for one request (its quality score reads it). */
export async function countRequestPhotos(db: Executor, quoteRequestId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(requestPhotos)
    .where(eq(requestPhotos.quoteRequestId, quoteRequestId));
  return row?.n ?? 0;
}
