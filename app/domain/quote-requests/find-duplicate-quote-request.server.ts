import { and, desc, eq, gt, or } from "drizzle-orm";
import { quoteRequests } from "~/db/schema";
import type { Executor } from "~/db/types.server";

export const DUPLICATE_WINDOW_MS = 30 * 24 * 3600 * 1000;

/**
 * The original request this one repeats: same phone or e-mail, same category,
 * within 30 days. Duplicates point at the original, never at another
 * duplicate, so every chain is one step long.
 */
export async function findDuplicateQuoteRequest(
  db: Executor,
  contact: { email: string; phone: string; category: string },
  now: Date,
): Promise<{ id: string; reference: string; createdAt: Date } | undefined> {
  const since = new Date(now.getTime() - DUPLICATE_WINDOW_MS);
  const [match] = await db
    .select({
      id: quoteRequests.id,
      duplicateOfId: quoteRequests.duplicateOfId,
      reference: quoteRequests.reference,
      createdAt: quoteRequests.createdAt,
    })
    .from(quoteRequests)
    .where(
      and(
        eq(quoteRequests.category, contact.category),
        or(eq(quoteRequests.email, contact.email), eq(quoteRequests.phone, contact.phone)),
        gt(quoteRequests.createdAt, since),
      ),
    )
    .orderBy(desc(quoteRequests.createdAt))
    .limit(1);
  if (!match) return undefined;
  if (!match.duplicateOfId) return { id: match.id, reference: match.reference, createdAt: match.createdAt };
  const [original] = await db
    .select({ id: quoteRequests.id, reference: quoteRequests.reference, createdAt: quoteRequests.createdAt })
    .from(quoteRequests)
    .where(eq(quoteRequests.id, match.duplicateOfId));
  return original;
}
