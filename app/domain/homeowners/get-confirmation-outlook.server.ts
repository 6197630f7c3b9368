import { eq } from "drizzle-orm";
import { quoteRequests } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import { REFERENCE_PATTERN } from "../quote-requests/generate-reference.server";
import { countServingPros } from "./count-serving-pros.server";
import { servingProsSentence, whatHappensNext } from "../quote-requests/serving-pros";

export type ConfirmationOutlook = { servingPros: number; headline: string; next: string };

/**
 * The confirmation page's promise, true when the page is shown: how many
 * verified pros serve the request's ZIP and category now.
 */
export async function getConfirmationOutlook(db: Executor, reference: string, now = new Date()): Promise<ConfirmationOutlook | undefined> {
  if (!REFERENCE_PATTERN.test(reference)) return undefined;
  const [row] = await db
    .select({
      zip: quoteRequests.zip,
      lat: quoteRequests.latitude,
      lng: quoteRequests.longitude,
      category: quoteRequests.category,
      pros: quoteRequests.prosRequested,
    })
    .from(quoteRequests)
    .where(eq(quoteRequests.reference, reference));
  if (!row) return undefined;
  const count = await countServingPros(db, row, now);
  const outlook = { count, category: row.category, zip: row.zip };
  return { servingPros: count, headline: servingProsSentence(outlook), next: whatHappensNext(outlook, row.pros) };
}
