import type { DomainContext } from "~/domain/shared/domain-context.server";
import { NotFoundError } from "../shared/errors";
import { IdempotencyKeyReusedError } from "~/domain/marketplace/errors";
import { purchaseLead } from "~/domain/marketplace/purchase-lead.server";
import { purchaseJson, type PurchaseJson } from "./api-json";
import { findPurchase } from "./find-purchases.server";
import { isUuid } from "~/forms/ids";
import { DomainError } from "../shared/errors";
import { requireIdempotencyKey } from "./api-idempotency.server";
/**
 * API keys live in their own namespace of the contractor's purchase keys, so
 * a client's key can never replay (or collide with) a dashboard purchase or
 * a return's 'replacement:' purchase.
 */
const NAMESPACE = "api:";

/**
 * POST /api/v1/leads/{id}/purchase. The Idempotency-Key header is required
 * (Stripe semantics): the same key for the same lead answers the first
 * purchase again, marked replayed; the same key for another lead is refused.
 * A failed attempt stores nothing, so the same key may be retried (e.g. after
 * a top-up). Every rule of the sale is purchaseLead's.
 */
export async function buyLeadViaApi(
  ctx: DomainContext,
  contractorId: string,
  leadId: string | undefined,
  idempotencyKey: string | null,
): Promise<{ purchase: PurchaseJson; replayed: boolean }> {
  const key = requireIdempotencyKey(idempotencyKey, "purchase");
  if (!isUuid(leadId)) throw new NotFoundError("This lead");
  let outcome;
  try {
    outcome = await purchaseLead(ctx, contractorId, leadId, `${NAMESPACE}${key}`);
  } catch (error) {
    if (error instanceof IdempotencyKeyReusedError) {
      throw new DomainError("idempotency_key_reused", "This Idempotency-Key was already used to buy another lead. Please use a new key for each purchase.");
    }
    throw error;
  }
  const record = await findPurchase(ctx.db, contractorId, outcome.purchaseId);
  if (!record) throw new NotFoundError("This purchase");
  return { purchase: purchaseJson(record), replayed: outcome.replayed };
}
