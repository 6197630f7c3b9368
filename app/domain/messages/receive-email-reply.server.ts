/**
 * A reply that came in by e-mail at a thread's reply address (decision 0052), handed over by the inbound SMTP server:
 * the address says which thread and which side writes (the sender's own address is never read, stored or shown),
 * only the new text is kept, and the files are checked by their content. It is then posted like any message.
 */
import { cleanOriginalName, checkUpload } from "~/lib/uploads.server";
import type { DomainContext } from "~/domain/shared/domain-context.server";
import { nowOf } from "~/domain/shared/domain-context.server";
import { DomainError } from "~/domain/shared/errors";
import { extractReply } from "./extract-reply";
import { postMessage, type NewAttachment } from "./post-message.server";
import { readOpenReplyThread } from "./reply-address-thread.server";

export type EmailReply = {
  /** The recipient address the mail was accepted for (the envelope's RCPT TO). */
  to: string;
  /** The plain-text part, or the HTML part turned into text (never rendered). */
  text: string;
  attachments: { name: string; bytes: Uint8Array<ArrayBuffer> }[];
};

/**
 * Files other than PDF, JPEG and PNG (a vCard, winmail.dat, an invitation), or too large, are left out with a line in
 * the message saying so: mail clients add such files on their own, and a bounce for them would lose the text.
 */
async function checkAttachments(files: EmailReply["attachments"]): Promise<{ kept: NewAttachment[]; notes: string[] }> {
  const kept: NewAttachment[] = [];
  const notes: string[] = [];
  for (const file of files) {
    const name = cleanOriginalName(file.name || "attachment");
    const checked = await checkUpload(new File([file.bytes], name), "document");
    if (checked.ok) kept.push({ name: checked.upload.originalName, mime: checked.upload.mime, bytes: checked.upload.bytes });
    else notes.push(`(Not attached: "${name}". ${checked.message}.)`);
  }
  return { kept, notes };
}

export async function receiveEmailReply(ctx: DomainContext, input: EmailReply): Promise<{ id: string; createdAt: Date }> {
  const thread = await readOpenReplyThread(ctx.db, ctx.env, input.to, nowOf(ctx));
  const text = extractReply(input.text);
  const { kept, notes } = await checkAttachments(input.attachments);
  if (!text && kept.length === 0) {
    throw new DomainError("invalid_input", notes.length > 0 ? `The reply had no text and no file we accept: ${notes.join(" ")}` : "The reply had no new text.");
  }
  const body = [text, ...notes].filter(Boolean).join("\n\n");
  return postMessage(ctx, { purchaseId: thread.purchaseId, author: thread.side, via: "email", body, attachments: kept });
}
