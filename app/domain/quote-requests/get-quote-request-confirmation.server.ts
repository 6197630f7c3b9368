import { eq } from "drizzle-orm";
import { isCategorySlug } from "~/content/categories";
import { quoteRequests } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import { REFERENCE_PATTERN } from "./generate-reference.server";
import type { QuoteRequestConfirmation } from "./quote-request-types";

/**
 * The confirmation of a stored request, by id or by the reference number
 * (e.g. for a confirmation page reached by redirect after the post). Reveals
 * only what that page shows: no name, e-mail or phone.
 */
export async function getQuoteRequestConfirmation(db: Executor, by: { id: string } | { reference: string }): Promise<QuoteRequestConfirmation | undefined> {
  if ("reference" in by && !REFERENCE_PATTERN.test(by.reference)) return undefined;
  const [row] = await db
    .select({
      reference: quoteRequests.reference,
      pros: quoteRequests.prosRequested,
      city: quoteRequests.city,
      state: quoteRequests.state,
      category: quoteRequests.category,
    })
    .from(quoteRequests)
    .where("id" in by ? eq(quoteRequests.id, by.id) : eq(quoteRequests.reference, by.reference));
  if (!row || !isCategorySlug(row.category)) return undefined;
  return { ...row, pros: row.pros as 1 | 2 | 3, category: row.category };
}
