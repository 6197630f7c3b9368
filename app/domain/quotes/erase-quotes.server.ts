import { inArray } from "drizzle-orm";
import { quoteFiles, quotes } from "~/db/schema";
import type { Tx } from "~/db/types.server";

/**
 * The quotes on an erased homeowner's requests (personal-data-threads.ts), in the erasure's transaction: the rows stay
 * (the pro's record, its reply times) with their words gone, since what a price includes may describe the home or name
 * the homeowner, and the homeowner's decline reasons; the PDFs' rows are deleted. Returns the PDFs' stored names: the
 * caller removes the files after commit, with the photos'.
 */
export async function eraseQuotes(tx: Tx, quoteRequestIds: string[]): Promise<{ files: string[] }> {
  if (quoteRequestIds.length === 0) return { files: [] };
  const theirs = await tx
    .update(quotes)
    .set({ includes: "", declineReason: null })
    .where(inArray(quotes.quoteRequestId, quoteRequestIds))
    .returning({ id: quotes.id });
  if (theirs.length === 0) return { files: [] };
  const pdfs = await tx
    .delete(quoteFiles)
    .where(
      inArray(
        quoteFiles.quoteId,
        theirs.map((q) => q.id),
      ),
    )
    .returning({ storedName: quoteFiles.storedName });
  return { files: pdfs.map((f) => f.storedName) };
}
