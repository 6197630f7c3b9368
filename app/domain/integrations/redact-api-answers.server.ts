import { eq, inArray } from "drizzle-orm";
import { apiRequests, leadReturns } from "~/db/schema";
import type { Tx } from "~/db/types.server";
import { purchaseJson } from "./api-json";
import { findPurchase } from "./find-purchases.server";

/**
 * Part of erasing a homeowner (privacy/erase-homeowner), after their fields
 * are erased: the stored answers of API writes on their purchases
 * (api_requests) copied the purchase as it was, with the homeowner's name,
 * e-mail, phone and details. Each becomes what the same call shows now: a
 * PATCH's purchase as a fresh GET gives it, a return with its note as now
 * stored. The fingerprint stays, so a retry with the key still replays (the
 * erased view) and another request with the key is still refused. An answer
 * of any other shape keeps nothing.
 */
export async function redactApiAnswers(tx: Tx, purchaseIds: string[]): Promise<number> {
  if (!purchaseIds.length) return 0;
  const rows = await tx
    .select({ id: apiRequests.id, contractorId: apiRequests.contractorId, purchaseId: apiRequests.purchaseId, body: apiRequests.body })
    .from(apiRequests)
    .where(inArray(apiRequests.purchaseId, purchaseIds));
  for (const row of rows) {
    const body = (row.body ?? {}) as Record<string, unknown>;
    let next: object = {};
    if ("purchase" in body) {
      const record = await findPurchase(tx, row.contractorId, row.purchaseId!);
      if (record) next = { purchase: purchaseJson(record) };
    } else if ("return" in body && body.return && typeof body.return === "object") {
      const [stored] = await tx.select({ note: leadReturns.note }).from(leadReturns).where(eq(leadReturns.purchaseId, row.purchaseId!));
      next = { return: { ...body.return, note: stored?.note ?? "" } };
    }
    await tx.update(apiRequests).set({ body: next }).where(eq(apiRequests.id, row.id));
  }
  return rows.length;
}
