/**
 * A thread's message as the REST API answers with it (forms/api-v1-messages.ts): each file as a URL on the API, so a
 * client downloads it with its key. Built from what the thread's reader returns, which holds no e-mail address.
 */
import type { ApiMessage } from "~/forms/api-v1-messages";
import type { ThreadMessage } from "../messages/list-messages.server";

export const messageAttachmentPath = (purchaseId: string, messageId: string, attachmentId: string): string =>
  `/api/v1/purchases/${purchaseId}/messages/${messageId}/attachments/${attachmentId}`;

export function messageJson(purchaseId: string, message: ThreadMessage): ApiMessage {
  return {
    messageId: message.id,
    purchaseId,
    author: message.author,
    via: message.via,
    body: message.body,
    createdAt: message.createdAt.toISOString(),
    attachments: message.attachments.map((file) => ({
      attachmentId: file.id,
      name: file.originalName,
      mime: file.mime as ApiMessage["attachments"][number]["mime"],
      url: messageAttachmentPath(purchaseId, message.id, file.id),
    })),
  };
}
