import type { DomainContext } from "~/domain/shared/domain-context.server";
import { purchaseJson } from "./api-json";
import { findPurchases } from "./find-purchases.server";
import type { ApiPurchaseList, PurchasesQuery } from "~/forms/api-v1";
import { DomainError } from "../shared/errors";

/**
 * GET /api/v1/purchases?limit=&cursor= : the contractor's bought leads with
 * contact details, newest first, one page at a time. The cursor is the id of
 * the last purchase of the previous page (keyset pagination: a purchase made
 * meanwhile neither shifts nor repeats rows, as an offset would).
 */
export async function listApiPurchases(ctx: DomainContext, contractorId: string, { limit, cursor }: PurchasesQuery): Promise<ApiPurchaseList> {
  // The query's shape is checked by its schema (app/forms/api-v1.ts); whose purchase the cursor is, only here.
  if (cursor !== undefined) {
    const [own] = await findPurchases(ctx.db, contractorId, { purchaseId: cursor, limit: 1 });
    if (!own) throw new DomainError("invalid_input", "'cursor' must be the nextCursor of a previous page.", { field: "cursor" });
  }
  // One row more than asked tells whether another page exists.
  const rows = await findPurchases(ctx.db, contractorId, { before: cursor, limit: limit + 1 });
  const page = rows.slice(0, limit);
  const hasMore = rows.length > limit;
  return { data: page.map(purchaseJson), hasMore, nextCursor: hasMore ? (page.at(-1)?.purchaseId ?? null) : null };
}
