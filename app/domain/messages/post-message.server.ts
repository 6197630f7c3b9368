/**
 * A message in the thread of a bought lead (decision 0052), from the website, a reply by e-mail or the API. The text
 * and the files are checked first (files by their content) and the files stored; then, in one transaction: the
 * purchase locked (the thread's lock: open, and under this side's rate limit), the message and its files' rows, the
 * pro's first reply, and the other side told. The bell rings after commit; the files go again if the transaction
 * does not commit.
 */
import { messageAttachments, purchaseMessages } from "~/db/schema";
import type { MessageAuthor, MessageChannel } from "~/db/enums";
import type { Tx } from "~/db/types.server";
import { cleanOriginalName, checkUpload, deleteUploads, storeUploads, type CheckedUpload, type StoredUpload } from "~/lib/uploads.server";
import { signalOutbox } from "~/lib/wakeups/outbox-signal.server";
import { recordFirstReply } from "../replies/record-first-reply.server";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { DomainError } from "../shared/errors";
import { lockOpenThread, type ThreadOwner } from "./lock-thread.server";
import { notifyOtherSide } from "./notify-thread.server";
import { cleanBody, messageProblem } from "./thread-rules";

/** A file as it arrived (a form's upload, an e-mail's attachment): checked again here by its bytes. */
export type NewAttachment = { name: string; mime: string; bytes: Uint8Array };

export type NewMessage = { purchaseId: string; author: MessageAuthor; via: MessageChannel; body: string; attachments?: NewAttachment[] | undefined };
export type MessageInput = Omit<NewMessage, "purchaseId" | "author">;

async function checkAttachments(files: readonly NewAttachment[]): Promise<CheckedUpload[]> {
  const checked: CheckedUpload[] = [];
  for (const file of files) {
    const name = cleanOriginalName(file.name || "attachment");
    // The declared type is the sender's word; the bytes decide (PDF, JPEG or PNG, at most 5 MB).
    const result = await checkUpload(new File([new Uint8Array(file.bytes)], name), "document");
    if (!result.ok) throw new DomainError("invalid_input", `"${name}": ${result.message}.`, { field: "attachments" });
    checked.push(result.upload);
  }
  return checked;
}

async function post(ctx: DomainContext, input: NewMessage, owner: ThreadOwner, outer?: Tx): Promise<{ id: string; createdAt: Date }> {
  const now = nowOf(ctx);
  const files = input.attachments ?? [];
  const problem = messageProblem(input.body, files.length);
  if (problem) throw new DomainError("invalid_input", problem.message, { field: problem.field });
  const body = cleanBody(input.body);
  const stored: StoredUpload[] = await storeUploads(ctx.env.DATA_DIR, await checkAttachments(files), now);
  try {
    const write = async (tx: Tx) => {
      const thread = await lockOpenThread(tx, input.purchaseId, owner, input.author, now);
      const [message] = await tx
        .insert(purchaseMessages)
        .values({ purchaseId: thread.purchaseId, author: input.author, via: input.via, body, createdAt: now })
        .returning({ id: purchaseMessages.id, createdAt: purchaseMessages.createdAt });
      if (!message) throw new Error("postMessage: the message was not written");
      if (stored.length > 0) {
        await tx.insert(messageAttachments).values(
          stored.map((f) => ({
            messageId: message.id,
            storedName: f.storedName,
            originalName: f.originalName,
            mime: f.mime,
            sizeBytes: f.sizeBytes,
            sha256: f.sha256,
            createdAt: now,
          })),
        );
      }
      if (input.author === "pro") await recordFirstReply(tx, thread.purchaseId, now);
      await notifyOtherSide(tx, ctx.env, thread, {
        id: message.id,
        author: input.author,
        via: input.via,
        body,
        attachments: stored.length,
        createdAt: message.createdAt,
      });
      return message;
    };
    // Inside a caller's transaction (the API's idempotent answer) the caller rings the bell after its commit.
    const posted = outer ? await write(outer) : await ctx.db.transaction(write);
    if (!outer) signalOutbox();
    return posted;
  } catch (error) {
    await deleteUploads(ctx.env.DATA_DIR, stored);
    throw error;
  }
}

/**
 * For a caller that has already decided who may write into this thread (the inbound mail server: the reply address
 * is the proof). Web and API callers use the two below, which check the purchase is theirs.
 */
export function postMessage(ctx: DomainContext, input: NewMessage): Promise<{ id: string; createdAt: Date }> {
  return post(ctx, input, null);
}

/** A pro writes on its own purchase; another pro's purchase is "not found". `tx`: inside the API's idempotent answer. */
export function postProMessage(
  ctx: DomainContext,
  contractorId: string,
  purchaseId: string,
  input: MessageInput,
  tx?: Tx,
): Promise<{ id: string; createdAt: Date }> {
  return post(ctx, { ...input, purchaseId, author: "pro" }, { contractorId }, tx);
}

/** The homeowner writes on a purchase of the request their private link opened; any other purchase is "not found". */
export function postHomeownerMessage(
  ctx: DomainContext,
  quoteRequestId: string,
  purchaseId: string,
  input: MessageInput,
): Promise<{ id: string; createdAt: Date }> {
  return post(ctx, { ...input, purchaseId, author: "homeowner" }, { quoteRequestId });
}
