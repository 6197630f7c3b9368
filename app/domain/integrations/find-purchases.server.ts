import { and, eq, type SQL } from "drizzle-orm";
import { leadReturns, leads, purchases, quoteRequests } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import type { PurchaseRecord } from "./api-json";
import { purchaseColumns } from "~/domain/leads/purchase-columns.server";
import { homeownerNoticeColumns } from "~/domain/leads/homeowner-notice-columns.server";
import { keyset, type Page } from "~/domain/shared/keyset-page.server";
import { purchasePhotosColumn } from "~/domain/request-photos/purchase-photos.server";
import { hasCertificateColumn } from "~/domain/consent-certificates/purchase-certificate.server";

// The same order and cursor as My leads: (contractor_id, purchased_at, id) desc (migration 0006's index).
const order = keyset(purchases.purchasedAt, purchases.id);

function purchaseRecords(db: Executor, where: (SQL | undefined)[]) {
  return db
    .select({
      ...purchaseColumns,
      ...homeownerNoticeColumns,
      ...order.key,
      autoBuy: purchases.autoBuy,
      leadCreatedAt: leads.createdAt,
      phoneVerifiedAt: quoteRequests.phoneVerifiedAt,
      photos: purchasePhotosColumn().as("photos"),
      hasCertificate: hasCertificateColumn().as("has_certificate"),
    })
    .from(purchases)
    .innerJoin(leads, eq(leads.id, purchases.leadId))
    .innerJoin(quoteRequests, eq(quoteRequests.id, purchases.quoteRequestId))
    .leftJoin(leadReturns, eq(leadReturns.purchaseId, purchases.id))
    .where(and(...where));
}

/**
 * One of the contractor's purchases with contact details, by its id, filtered
 * by contractor in SQL (never after loading), so another contractor's
 * purchase is simply not there.
 */
export async function findPurchase(db: Executor, contractorId: string, purchaseId: string): Promise<PurchaseRecord | undefined> {
  const [row] = await purchaseRecords(db, [eq(purchases.contractorId, contractorId), eq(purchases.id, purchaseId)]);
  if (!row) return undefined;
  const { keyAt: _at, keyId: _id, ...record } = row;
  return record;
}

/** The contractor's purchases, newest first, one keyset page after the cursor (keyset.ts; a forged one is a 400). */
export async function findPurchasesPage(
  db: Executor,
  contractorId: string,
  page: { after?: string | undefined; limit: number },
): Promise<Page<PurchaseRecord>> {
  const rows = await purchaseRecords(db, [eq(purchases.contractorId, contractorId), order.after(page.after)])
    .orderBy(...order.orderBy)
    .limit(page.limit + 1);
  return order.page(rows, page.limit);
}
