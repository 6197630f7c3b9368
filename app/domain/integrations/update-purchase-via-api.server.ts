import { and, eq } from "drizzle-orm";
import { purchases } from "~/db/schema";
import type { DomainContext } from "../shared/domain-context.server";
import { nowOf } from "../shared/domain-context.server";
import { NotFoundError } from "../shared/errors";
import { isUuid } from "~/forms/ids";
import type { PurchaseUpdate } from "~/forms/api-v1-writes";
import { updateMyLeadStatus } from "../marketplace/listings.server";
import { queuePurchaseUpdated } from "../deliveries/queue-purchase-webhooks.server";
import { signalOutbox } from "~/lib/wakeups/outbox-signal.server";
import { purchaseJson, type PurchaseJson } from "./api-json";
import { findPurchase } from "./find-purchases.server";
import { answerOnce, requireIdempotencyKey } from "./api-idempotency.server";

/**
 * PATCH /api/v1/purchases/{id}: the dashboard's pipeline update
 * (updateMyLeadStatus: the same rules and columns), once per Idempotency-Key.
 * Notes the client does not send stay as they are. A change of status or job
 * value queues purchase.updated for the buyer's webhook in the same
 * transaction; sending the current values again changes nothing and sends nothing.
 */
export async function updatePurchaseViaApi(
  ctx: DomainContext,
  contractorId: string,
  purchaseId: string | undefined,
  idempotencyKey: string | null,
  input: PurchaseUpdate,
): Promise<{ purchase: PurchaseJson; replayed: boolean }> {
  const key = requireIdempotencyKey(idempotencyKey, "change");
  if (!isUuid(purchaseId)) throw new NotFoundError("This purchase");
  const now = nowOf(ctx);
  const answer = await answerOnce<{ purchase: PurchaseJson }>(ctx, contractorId, key, { operation: "updatePurchase", purchaseId, input }, async (tx) => {
    const [before] = await tx
      .select({ leadId: purchases.leadId, status: purchases.pipelineStatus, notes: purchases.notes, jobValueCents: purchases.jobValueCents })
      .from(purchases)
      .where(and(eq(purchases.id, purchaseId), eq(purchases.contractorId, contractorId)))
      .for("update");
    // Another contractor's purchase is "not found": its existence is not revealed.
    if (!before) throw new NotFoundError("This purchase");
    const jobValueCents = input.jobValueCents ?? null;
    await updateMyLeadStatus({ ...ctx, db: tx, now }, contractorId, purchaseId, { status: input.status, notes: input.notes ?? before.notes, jobValueCents });
    if (before.status !== input.status || before.jobValueCents !== jobValueCents) {
      await queuePurchaseUpdated(tx, ctx.env, { contractorId, purchaseId, leadId: before.leadId, from: before.status, to: input.status, jobValueCents, now });
    }
    const record = await findPurchase(tx, contractorId, purchaseId);
    if (!record) throw new NotFoundError("This purchase");
    return { status: 200, body: { purchase: purchaseJson(record) } };
  });
  // Committed: wake the webhook sender.
  if (!answer.replayed) signalOutbox();
  return { purchase: answer.body.purchase, replayed: answer.replayed };
}
