import { sql, type SQL } from "drizzle-orm";

export const DUPLICATE_WINDOW_MS = 30 * 24 * 3600 * 1000;

export type OriginalRequest = { id: string; reference: string; createdAt: Date };

/**
 * The original request this one repeats: same phone or e-mail, same category,
 * within 30 days. Duplicates point at the original, never at another
 * duplicate, so every chain is one step long.
 *
 * A scalar subquery (json, or null when there is none), so the caller reads it in a statement it runs anyway (the
 * request's area match): a round trip fewer on every quote request (decision 0041). Decode it with originalFrom.
 */
export function originalRequestOf(contact: { email: string; phone: string; category: string }, now: Date): SQL<unknown> {
  const since = new Date(now.getTime() - DUPLICATE_WINDOW_MS).toISOString();
  return sql`(
    select json_build_object('id', o.id, 'reference', o.reference, 'createdAt', o.created_at)
    from (
      select id, duplicate_of_id from quote_requests
      where category = ${contact.category} and (email = ${contact.email} or phone = ${contact.phone}) and created_at > ${since}::timestamptz
      order by created_at desc
      limit 1
    ) as latest
    join quote_requests o on o.id = coalesce(latest.duplicate_of_id, latest.id))`;
}

/** originalRequestOf's value as both drivers hand it over (json decoded, the time as ISO text). */
export function originalFrom(value: unknown): OriginalRequest | undefined {
  if (!value) return undefined;
  const row = value as { id: string; reference: string; createdAt: string };
  return { id: row.id, reference: row.reference, createdAt: new Date(row.createdAt) };
}
