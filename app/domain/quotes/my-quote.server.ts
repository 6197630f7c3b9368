import { and, eq } from "drizzle-orm";
import { quoteFiles, quotes } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import { isUuid } from "~/forms/ids";

export type MyQuote = typeof quotes.$inferSelect & { pdfName: string | null };

/** The pro's own quote on one of its purchases (quotes' unique purchase_id), with its PDF's name; null when none. */
export async function myQuote(db: Executor, contractorId: string, purchaseId: string | undefined): Promise<MyQuote | null> {
  if (!isUuid(purchaseId)) return null;
  const [row] = await db
    .select({ quote: quotes, pdfName: quoteFiles.originalName })
    .from(quotes)
    .leftJoin(quoteFiles, eq(quoteFiles.quoteId, quotes.id))
    .where(and(eq(quotes.purchaseId, purchaseId), eq(quotes.contractorId, contractorId)));
  return row ? { ...row.quote, pdfName: row.pdfName } : null;
}

/** The stored PDF of the pro's own quote, for its download route; undefined for another pro's or none. */
export async function myQuotePdf(db: Executor, contractorId: string, purchaseId: string | undefined) {
  if (!isUuid(purchaseId)) return undefined;
  const [row] = await db
    .select({ storedName: quoteFiles.storedName, originalName: quoteFiles.originalName, mime: quoteFiles.mime })
    .from(quotes)
    .innerJoin(quoteFiles, eq(quoteFiles.quoteId, quotes.id))
    .where(and(eq(quotes.purchaseId, purchaseId), eq(quotes.contractorId, contractorId)));
  return row;
}

/** The PDF of one of the request's quotes, for the homeowner's page; undefined for another request's quote or none. */
export async function requestQuotePdf(db: Executor, quoteRequestId: string, quoteId: string | undefined) {
  if (!isUuid(quoteId)) return undefined;
  const [row] = await db
    .select({ storedName: quoteFiles.storedName, originalName: quoteFiles.originalName, mime: quoteFiles.mime })
    .from(quotes)
    .innerJoin(quoteFiles, eq(quoteFiles.quoteId, quotes.id))
    .where(and(eq(quotes.id, quoteId), eq(quotes.quoteRequestId, quoteRequestId)));
  return row;
}
