import { and, eq } from "drizzle-orm";
import { leadReturns, purchases } from "~/db/schema";
import type { DomainContext } from "../shared/domain-context.server";
import { nowOf } from "../shared/domain-context.server";
import { NotFoundError } from "../shared/errors";
import { isUuid } from "~/forms/ids";
import type { ApiReturn, ReturnFiling } from "~/forms/api-v1-writes";
import type { ReturnReason } from "~/content/return-reasons";
import { requestReturn } from "../marketplace/lead-returns.server";
import { signalOutbox } from "~/lib/wakeups/outbox-signal.server";
import { answerOnce, requireIdempotencyKey } from "./api-idempotency.server";

/**
 * POST /api/v1/purchases/{id}/returns: the dashboard's return
 * (requestReturn: the same window, reasons and automatic credit), once per
 * Idempotency-Key. A return credited at once has queued return.decided in
 * the same transaction; a pending one waits in the admin queue, whose
 * decision sends it later.
 */
export async function fileReturnViaApi(
  ctx: DomainContext,
  contractorId: string,
  purchaseId: string | undefined,
  idempotencyKey: string | null,
  input: ReturnFiling,
): Promise<{ return: ApiReturn; replayed: boolean; status: number }> {
  const key = requireIdempotencyKey(idempotencyKey, "return");
  if (!isUuid(purchaseId)) throw new NotFoundError("This purchase");
  const now = nowOf(ctx);
  const answer = await answerOnce<{ return: ApiReturn }>(ctx, contractorId, key, { operation: "fileReturn", purchaseId, input }, async (tx) => {
    const [purchase] = await tx
      .select({ priceCents: purchases.priceCents })
      .from(purchases)
      .where(and(eq(purchases.id, purchaseId), eq(purchases.contractorId, contractorId)));
    // Another contractor's purchase is "not found": its existence is not revealed.
    if (!purchase) throw new NotFoundError("This purchase");
    const outcome = await requestReturn({ ...ctx, db: tx, now }, contractorId, purchaseId, { reason: input.reasonCode, note: input.note ?? "" });
    const [row] = await tx.select().from(leadReturns).where(eq(leadReturns.id, outcome.returnId));
    if (!row) throw new NotFoundError("This return");
    const body: ApiReturn = {
      returnId: row.id,
      purchaseId,
      reasonCode: row.reason as ReturnReason,
      note: row.note,
      status: row.status,
      creditedCents: row.status === "credited" ? purchase.priceCents : 0,
      createdAt: row.createdAt.toISOString(),
    };
    return { status: 201, body: { return: body } };
  });
  if (!answer.replayed) signalOutbox();
  return { return: answer.body.return, replayed: answer.replayed, status: answer.replayed ? 200 : answer.status };
}
