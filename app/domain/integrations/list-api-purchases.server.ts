import type { DomainContext } from "~/domain/shared/domain-context.server";
import { purchaseJson } from "./api-json";
import { findPurchasesPage } from "./find-purchases.server";
import type { ApiPurchaseList, PurchasesQuery } from "~/forms/api-v1";

/**
 * GET /api/v1/purchases?limit=&cursor= : the contractor's bought leads with
 * contact details, newest first, one page at a time. The cursor is the same
 * opaque keyset cursor as GET /api/v1/leads' (purchase time and id of the
 * last purchase of the previous page): a purchase made meanwhile neither
 * shifts nor repeats rows, as an offset would. A cursor this code did not
 * make is a 400.
 */
export async function listApiPurchases(ctx: DomainContext, contractorId: string, { limit, cursor }: PurchasesQuery): Promise<ApiPurchaseList> {
  const page = await findPurchasesPage(ctx.db, contractorId, { after: cursor, limit });
  return { data: page.rows.map(purchaseJson), hasMore: page.next !== null, nextCursor: page.next };
}
