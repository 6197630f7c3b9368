/**
 * A thread's file for one of its two sides: the pro who bought the lead, or the homeowner whose private link opened
 * the request. Anyone else gets the same "not found" as for a file that does not exist.
 */
import { and, eq } from "drizzle-orm";
import { purchases } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import { isUuid } from "~/forms/ids";
import { NotFoundError } from "../shared/errors";
import { readMessageAttachment, type MessageAttachmentFile } from "./list-messages.server";

async function ownedPurchase(db: Executor, purchaseId: string | undefined, owner: { contractorId: string } | { quoteRequestId: string }): Promise<string> {
  if (!isUuid(purchaseId)) throw new NotFoundError("This file");
  const ownerIs = "contractorId" in owner ? eq(purchases.contractorId, owner.contractorId) : eq(purchases.quoteRequestId, owner.quoteRequestId);
  const [row] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.id, purchaseId), ownerIs));
  if (!row) throw new NotFoundError("This file");
  return row.id;
}

export async function proThreadFile(
  db: Executor,
  contractorId: string,
  purchaseId: string | undefined,
  attachmentId: string | undefined,
): Promise<MessageAttachmentFile> {
  return readMessageAttachment(db, await ownedPurchase(db, purchaseId, { contractorId }), attachmentId ?? "");
}

export async function homeownerThreadFile(
  db: Executor,
  quoteRequestId: string,
  purchaseId: string | undefined,
  attachmentId: string | undefined,
): Promise<MessageAttachmentFile> {
  return readMessageAttachment(db, await ownedPurchase(db, purchaseId, { quoteRequestId }), attachmentId ?? "");
}

/** Whether the purchase is one of the request's: the homeowner's page checks it before showing or posting. */
export async function isRequestPurchase(db: Executor, quoteRequestId: string, purchaseId: string | undefined): Promise<boolean> {
  return (await ownedPurchase(db, purchaseId, { quoteRequestId }).catch(() => null)) !== null;
}
