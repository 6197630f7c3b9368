import { and, eq } from "drizzle-orm";
import { messageAttachments, purchaseMessages, purchases } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import { isUuid } from "~/forms/ids";
import type { MessageAttachmentFile } from "../messages/list-messages.server";
import { NotFoundError } from "../shared/errors";

/**
 * GET /api/v1/purchases/{id}/messages/{messageId}/attachments/{attachmentId}: the file when the whole path is true
 * (this attachment of this message of this contractor's purchase), in one query by primary keys; anything else,
 * another contractor's purchase included, is the same "not found".
 */
export async function messageFileViaApi(
  db: Executor,
  contractorId: string,
  ids: { purchaseId?: string | undefined; messageId?: string | undefined; attachmentId?: string | undefined },
): Promise<MessageAttachmentFile> {
  const { purchaseId, messageId, attachmentId } = ids;
  if (!isUuid(purchaseId) || !isUuid(messageId) || !isUuid(attachmentId)) throw new NotFoundError("This file");
  const [file] = await db
    .select({
      storedName: messageAttachments.storedName,
      originalName: messageAttachments.originalName,
      mime: messageAttachments.mime,
      sizeBytes: messageAttachments.sizeBytes,
    })
    .from(messageAttachments)
    .innerJoin(purchaseMessages, eq(purchaseMessages.id, messageAttachments.messageId))
    .innerJoin(purchases, eq(purchases.id, purchaseMessages.purchaseId))
    .where(
      and(
        eq(messageAttachments.id, attachmentId),
        eq(messageAttachments.messageId, messageId),
        eq(purchaseMessages.purchaseId, purchaseId),
        eq(purchases.contractorId, contractorId),
      ),
    );
  if (!file) throw new NotFoundError("This file");
  return file;
}
