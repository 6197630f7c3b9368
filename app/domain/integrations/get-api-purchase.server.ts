import type { DomainContext } from "~/domain/shared/domain-context.server";
import { NotFoundError } from "../shared/errors";
import { purchaseJson, type PurchaseJson } from "./api-json";
import { findPurchase } from "./find-purchases.server";
import { isUuid } from "~/forms/ids";

/** GET /api/v1/purchases/{id}: the caller's own purchase; another contractor's is 404, as if it did not exist. */
export async function getApiPurchase(ctx: DomainContext, contractorId: string, purchaseId: string | undefined): Promise<PurchaseJson> {
  if (!isUuid(purchaseId)) throw new NotFoundError("This purchase");
  const record = await findPurchase(ctx.db, contractorId, purchaseId);
  if (!record) throw new NotFoundError("This purchase");
  return purchaseJson(record);
}
