/**
 * A thread read back (decision 0052), oldest first as a conversation reads, one page at a time: a keyset on
 * (created_at, id), the thread index's order, with the shared opaque cursor (shared/keyset.ts). Callers authorise
 * first: a pro passes only its own purchase, the homeowner's page only one of the request its link opens.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { messageAttachments, purchaseMessages } from "~/db/schema";
import type { MessageAuthor, MessageChannel } from "~/db/enums";
import type { Executor } from "~/db/types.server";
import { isUuid } from "~/forms/ids";
import { decodeCursor, encodeCursor } from "../shared/keyset";
import { LIST_PAGE_SIZE } from "../shared/keyset-page.server";
import { NotFoundError } from "../shared/errors";

export type ThreadAttachment = { id: string; originalName: string; mime: string };
export type ThreadMessage = { id: string; author: MessageAuthor; via: MessageChannel; body: string; createdAt: Date; attachments: ThreadAttachment[] };
export type ThreadPage = { messages: ThreadMessage[]; nextCursor: string | null };

export const THREAD_PAGE_MAX = LIST_PAGE_SIZE;

export async function listThread(db: Executor, purchaseId: string, page: { after?: string | undefined; limit?: number | undefined } = {}): Promise<ThreadPage> {
  if (!isUuid(purchaseId)) return { messages: [], nextCursor: null };
  const limit = Math.min(Math.max(1, Math.floor(page.limit ?? THREAD_PAGE_MAX)), THREAD_PAGE_MAX);
  // A cursor this code did not make is a 400 (decodeCursor throws a DomainError), never passed to SQL as it came.
  const key = page.after === undefined ? undefined : decodeCursor(page.after);
  const rows = await db
    .select({
      id: purchaseMessages.id,
      author: purchaseMessages.author,
      via: purchaseMessages.via,
      body: purchaseMessages.body,
      createdAt: purchaseMessages.createdAt,
      // The sort key as the database prints it: a JS Date would drop the microseconds and skip or repeat rows.
      keyAt: sql<string>`${purchaseMessages.createdAt}::text`,
    })
    .from(purchaseMessages)
    .where(
      and(
        eq(purchaseMessages.purchaseId, purchaseId),
        key ? sql`(${purchaseMessages.createdAt}, ${purchaseMessages.id}) > (${key.at}::timestamptz, ${key.id}::uuid)` : undefined,
      ),
    )
    .orderBy(asc(purchaseMessages.createdAt), asc(purchaseMessages.id))
    .limit(limit + 1);
  const shown = rows.slice(0, limit);
  const last = rows.length > limit ? shown.at(-1) : undefined;
  const files = shown.length
    ? await db
        .select({
          id: messageAttachments.id,
          messageId: messageAttachments.messageId,
          originalName: messageAttachments.originalName,
          mime: messageAttachments.mime,
        })
        .from(messageAttachments)
        .where(
          inArray(
            messageAttachments.messageId,
            shown.map((m) => m.id),
          ),
        )
        .orderBy(asc(messageAttachments.createdAt), asc(messageAttachments.id))
    : [];
  return {
    messages: shown.map(({ keyAt: _keyAt, ...m }) => ({ ...m, attachments: files.filter((f) => f.messageId === m.id).map(({ messageId: _m, ...f }) => f) })),
    nextCursor: last ? encodeCursor({ at: last.keyAt, id: last.id }) : null,
  };
}

export type MessageAttachmentFile = { storedName: string; originalName: string; mime: string; sizeBytes: number };

/** One attachment of the purchase's thread, for a download route; "not found" when it is not this purchase's. */
export async function readMessageAttachment(db: Executor, purchaseId: string, attachmentId: string): Promise<MessageAttachmentFile> {
  if (!isUuid(purchaseId) || !isUuid(attachmentId)) throw new NotFoundError("This file");
  const [file] = await db
    .select({
      storedName: messageAttachments.storedName,
      originalName: messageAttachments.originalName,
      mime: messageAttachments.mime,
      sizeBytes: messageAttachments.sizeBytes,
    })
    .from(messageAttachments)
    .innerJoin(purchaseMessages, eq(purchaseMessages.id, messageAttachments.messageId))
    .where(and(eq(messageAttachments.id, attachmentId), eq(purchaseMessages.purchaseId, purchaseId)));
  if (!file) throw new NotFoundError("This file");
  return file;
}
