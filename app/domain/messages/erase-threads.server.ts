/**
 * Erasure of a homeowner's threads (decision 0052; app/db/personal-data-threads.ts: delete-row): every message of
 * their purchases, both sides', and the files attached, in the caller's transaction. The stored names are returned so
 * the caller removes the files after commit, as it does for request photos: a rolled-back erasure keeps its files.
 */
import { inArray } from "drizzle-orm";
import { messageAttachments, purchaseMessages } from "~/db/schema";
import type { Tx } from "~/db/types.server";

export async function eraseThreads(tx: Tx, purchaseIds: string[]): Promise<{ messages: number; files: string[] }> {
  if (purchaseIds.length === 0) return { messages: 0, files: [] };
  // Through the thread index (purchase first) and the attachments' message index.
  const theirs = tx.select({ id: purchaseMessages.id }).from(purchaseMessages).where(inArray(purchaseMessages.purchaseId, purchaseIds));
  const files = await tx
    .delete(messageAttachments)
    .where(inArray(messageAttachments.messageId, theirs))
    .returning({ storedName: messageAttachments.storedName });
  const messages = await tx.delete(purchaseMessages).where(inArray(purchaseMessages.purchaseId, purchaseIds)).returning({ id: purchaseMessages.id });
  return { messages: messages.length, files: files.map((f) => f.storedName) };
}
