/**
 * The thread an inbound reply address writes into, if it still takes replies (decision 0052): the address is ours
 * (its MAC checks), the purchase exists, its request neither stopped new contacts nor was erased, and the thread has
 * not been quiet longer than MESSAGE_REPLY_DAYS. Asked at RCPT time by the SMTP server, so a mail for a dead address
 * is refused before its body is sent, and again when the reply is stored.
 */
import { desc, eq } from "drizzle-orm";
import { purchaseMessages, purchases, quoteRequests } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import type { Env } from "~/env.server";
import { DomainError } from "~/domain/shared/errors";
import { replyWindowOpen, type ReplySide } from "./reply-address";
import { readReplyAddress } from "./reply-address.server";

export type ReplyThread = { purchaseId: string; side: ReplySide };

/** The thread, or a DomainError: not_found for an address that is not ours, link_expired for a closed or quiet one. */
export async function readOpenReplyThread(
  db: Executor,
  env: Pick<Env, "MAIL_REPLY_DOMAIN" | "MESSAGE_REPLY_DAYS">,
  address: string,
  now: Date,
): Promise<ReplyThread> {
  const thread = await readReplyAddress(db, env, address);
  if (!thread) throw new DomainError("not_found", "No such reply address.");
  const [purchase] = await db
    .select({ purchasedAt: purchases.purchasedAt, contactStoppedAt: quoteRequests.contactStoppedAt, erasedAt: quoteRequests.erasedAt })
    .from(purchases)
    .innerJoin(quoteRequests, eq(quoteRequests.id, purchases.quoteRequestId))
    .where(eq(purchases.id, thread.purchaseId));
  // A valid MAC for a purchase that is gone cannot happen today (purchases are kept); refused all the same.
  if (!purchase) throw new DomainError("not_found", "No such reply address.");
  if (purchase.contactStoppedAt || purchase.erasedAt) throw new DomainError("link_expired", "This conversation is closed.");
  // The thread's newest message, from the end of its (purchase, created_at, id) index.
  const [last] = await db
    .select({ createdAt: purchaseMessages.createdAt })
    .from(purchaseMessages)
    .where(eq(purchaseMessages.purchaseId, thread.purchaseId))
    .orderBy(desc(purchaseMessages.createdAt), desc(purchaseMessages.id))
    .limit(1);
  if (!replyWindowOpen(last?.createdAt ?? purchase.purchasedAt, now, env.MESSAGE_REPLY_DAYS)) {
    throw new DomainError("link_expired", "This conversation has been quiet too long to take replies by e-mail; answer on the website instead.");
  }
  return thread;
}
