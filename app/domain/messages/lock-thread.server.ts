/**
 * The purchase a message is posted to, locked for the rest of the caller's transaction (decision 0052), with what the
 * post needs: whose it is, whether the thread is still open, and who is told. The lock is the thread's: two posts to
 * one thread wait for each other, so the rate limit counts what the other committed (each statement of a
 * read-committed transaction sees the rows committed before it started).
 */
import { and, desc, eq, gt, type SQL } from "drizzle-orm";
import { contractors, leadReturns, purchaseMessages, purchases, quoteRequests } from "~/db/schema";
import type { MessageAuthor } from "~/db/enums";
import type { Tx } from "~/db/types.server";
import { isUuid } from "~/forms/ids";
import { DomainError, NotFoundError } from "../shared/errors";
import { MESSAGE_RATE_LIMITS, RATE_WINDOW_MS, rateLimitMessage, threadClosedMessage } from "./thread-rules";

/** Whose thread the caller may write into: a pro its own purchases, a homeowner those of the request their link opens. */
export type ThreadOwner = { contractorId: string } | { quoteRequestId: string } | null;

export type LockedThread = NonNullable<Awaited<ReturnType<typeof readLocked>>>;

const readLocked = async (tx: Tx, purchaseId: string, owner: SQL | undefined) =>
  (
    await tx
      .select({
        purchaseId: purchases.id,
        contractorId: purchases.contractorId,
        quoteRequestId: purchases.quoteRequestId,
        businessName: contractors.businessName,
        contactName: contractors.contactName,
        proEmail: contractors.email,
        timeZone: contractors.alertTimeZone,
        baseZip: contractors.baseZip,
        quietStart: contractors.alertQuietStart,
        quietEnd: contractors.alertQuietEnd,
        reference: quoteRequests.reference,
        homeownerEmail: quoteRequests.email,
        fullName: quoteRequests.fullName,
        contactStoppedAt: quoteRequests.contactStoppedAt,
        erasedAt: quoteRequests.erasedAt,
        returnStatus: leadReturns.status,
      })
      .from(purchases)
      .innerJoin(contractors, eq(contractors.id, purchases.contractorId))
      .innerJoin(quoteRequests, eq(quoteRequests.id, purchases.quoteRequestId))
      .leftJoin(leadReturns, eq(leadReturns.purchaseId, purchases.id))
      .where(and(eq(purchases.id, purchaseId), owner))
      .for("update", { of: purchases })
  )[0];

const ownerCondition = (owner: ThreadOwner): SQL | undefined => {
  if (owner === null) return undefined;
  if ("contractorId" in owner) return isUuid(owner.contractorId) ? eq(purchases.contractorId, owner.contractorId) : undefined;
  return isUuid(owner.quoteRequestId) ? eq(purchases.quoteRequestId, owner.quoteRequestId) : undefined;
};

/**
 * The open thread, locked; "not found" for an unknown purchase or one that is not the owner's (its existence is not
 * revealed), link_expired when it is closed, rate_limited when this side has posted its share of the last hour.
 */
export async function lockOpenThread(tx: Tx, purchaseId: string, owner: ThreadOwner, author: MessageAuthor, now: Date): Promise<LockedThread> {
  const ownerSql = ownerCondition(owner);
  if (!isUuid(purchaseId) || (owner !== null && !ownerSql)) throw new NotFoundError("This conversation");
  const thread = await readLocked(tx, purchaseId, ownerSql);
  if (!thread) throw new NotFoundError("This conversation");
  const closed = threadClosedMessage(thread);
  if (closed) throw new DomainError("link_expired", closed);
  // The side's messages of the longest window, newest first, from the thread's (purchase, created_at, id) index;
  // no more rows than the largest limit can matter.
  const recent = await tx
    .select({ createdAt: purchaseMessages.createdAt })
    .from(purchaseMessages)
    .where(
      and(
        eq(purchaseMessages.purchaseId, purchaseId),
        gt(purchaseMessages.createdAt, new Date(now.getTime() - RATE_WINDOW_MS)),
        eq(purchaseMessages.author, author),
      ),
    )
    .orderBy(desc(purchaseMessages.createdAt), desc(purchaseMessages.id))
    .limit(Math.max(...MESSAGE_RATE_LIMITS.map((l) => l.max)));
  const limited = rateLimitMessage(
    recent.map((r) => r.createdAt),
    now,
  );
  if (limited) throw new DomainError("rate_limited", limited);
  return thread;
}
