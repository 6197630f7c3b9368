import { and, eq } from "drizzle-orm";
import { getCategory } from "~/content/categories";
import { contractors, leadReturns, purchases, quoteRequests } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import { isUuid } from "~/forms/ids";
import { COMPANY_TIME_ZONE } from "~/lib/format-time";
import { timeZoneOfZip } from "~/lib/zip-time-zone.server";
import { DomainError, NotFoundError } from "../shared/errors";

export type QuotedPurchase = Awaited<ReturnType<typeof readPurchase>> & { timeZone: string; categoryName: string };

const readPurchase = async (db: Executor, contractorId: string, purchaseId: string) =>
  (
    await db
      .select({
        purchaseId: purchases.id,
        contractorId: purchases.contractorId,
        quoteRequestId: purchases.quoteRequestId,
        pipelineStatus: purchases.pipelineStatus,
        businessName: contractors.businessName,
        reference: quoteRequests.reference,
        category: quoteRequests.category,
        zip: quoteRequests.zip,
        fullName: quoteRequests.fullName,
        email: quoteRequests.email,
        contactStoppedAt: quoteRequests.contactStoppedAt,
        erasedAt: quoteRequests.erasedAt,
        returnStatus: leadReturns.status,
      })
      .from(purchases)
      .innerJoin(contractors, eq(contractors.id, purchases.contractorId))
      .innerJoin(quoteRequests, eq(quoteRequests.id, purchases.quoteRequestId))
      .leftJoin(leadReturns, eq(leadReturns.purchaseId, purchases.id))
      .where(and(eq(purchases.id, purchaseId), eq(purchases.contractorId, contractorId)))
  )[0];

/**
 * A contractor's own purchase, with what a quote on it needs; "not found" for another contractor's (its existence is
 * not revealed) and a 409 when the homeowner can no longer be quoted: they stopped new contacts or erased their data,
 * or the lead was returned with credit or replaced (the pro no longer has it).
 */
export async function quotablePurchase(db: Executor, contractorId: string, purchaseId: string | undefined): Promise<QuotedPurchase> {
  if (!isUuid(purchaseId)) throw new NotFoundError("This lead");
  const found = await readPurchase(db, contractorId, purchaseId);
  if (!found) throw new NotFoundError("This lead");
  if (found.contactStoppedAt || found.erasedAt)
    throw new DomainError("invalid_transition", "The homeowner asked for no further contact, so this lead can no longer be quoted.");
  if (found.returnStatus === "credited" || found.returnStatus === "replaced")
    throw new DomainError("invalid_transition", "This lead was returned, so it can no longer be quoted.");
  return { ...found, timeZone: (await timeZoneOfZip(found.zip)) ?? COMPANY_TIME_ZONE, categoryName: getCategory(found.category)?.name ?? found.category };
}
