import type { DomainContext } from "~/domain/shared/domain-context.server";
import { purchaseJson } from "./api-json";
import { findPurchases } from "./find-purchases.server";
import { isUuid } from "~/forms/ids";
import { DomainError } from "../shared/errors";

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;

/**
 * GET /api/v1/purchases?limit=&cursor= : the contractor's bought leads with
 * contact details, newest first, one page at a time. The cursor is the id of
 * the last purchase of the previous page (keyset pagination: a purchase made
 * meanwhile neither shifts nor repeats rows, as an offset would).
 */
export async function listApiPurchases(ctx: DomainContext, contractorId: string, query: URLSearchParams) {
  const limitParam = query.get("limit");
  const limit = limitParam === null ? DEFAULT_PAGE_SIZE : Number(limitParam);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE || !/^\d+$/.test(limitParam ?? "1")) {
    throw new DomainError("invalid_input", `'limit' must be a whole number from 1 to ${MAX_PAGE_SIZE}.`, { field: "limit" });
  }
  const cursor = query.get("cursor");
  if (cursor !== null) {
    const [own] = isUuid(cursor) ? await findPurchases(ctx.db, contractorId, { purchaseId: cursor, limit: 1 }) : [];
    if (!own) throw new DomainError("invalid_input", "'cursor' must be the nextCursor of a previous page.", { field: "cursor" });
  }
  // One row more than asked tells whether another page exists.
  const rows = await findPurchases(ctx.db, contractorId, { before: cursor ?? undefined, limit: limit + 1 });
  const page = rows.slice(0, limit);
  const hasMore = rows.length > limit;
  return { data: page.map(purchaseJson), hasMore, nextCursor: hasMore ? (page.at(-1)?.purchaseId ?? null) : null };
}
