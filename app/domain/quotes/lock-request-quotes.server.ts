import { asc, eq } from "drizzle-orm";
import { contractors, purchases, quoteRequests, quotes } from "~/db/schema";
import type { Tx } from "~/db/types.server";
import { COMPANY_TIME_ZONE } from "~/lib/format-time";
import { timeZoneOfZip } from "~/lib/zip-time-zone.server";
import { DomainError, NotFoundError } from "../shared/errors";

/** At most 3 purchases per request, so at most 3 quotes; the bound only guards the statement. */
const QUOTES_READ_MAX = 10;

export type LockedQuote = Awaited<ReturnType<typeof readQuotes>>[number];

const readQuotes = (tx: Tx, quoteRequestId: string) =>
  tx
    .select({
      id: quotes.id,
      purchaseId: quotes.purchaseId,
      contractorId: quotes.contractorId,
      status: quotes.status,
      priceLowCents: quotes.priceLowCents,
      priceHighCents: quotes.priceHighCents,
      validUntil: quotes.validUntil,
      leadId: purchases.leadId,
      proEmail: contractors.email,
      contactName: contractors.contactName,
      phone: contractors.phone,
      alertSms: contractors.alertSms,
      alertPush: contractors.alertPush,
    })
    .from(quotes)
    .innerJoin(purchases, eq(purchases.id, quotes.purchaseId))
    .innerJoin(contractors, eq(contractors.id, quotes.contractorId))
    .where(eq(quotes.quoteRequestId, quoteRequestId))
    // Locked in id order, so two decisions on one request wait for each other instead of deadlocking.
    .orderBy(asc(quotes.id))
    .limit(QUOTES_READ_MAX)
    .for("update", { of: quotes });

/**
 * The homeowner's decision on one quote starts here, in its transaction: every quote of the request locked (through
 * quotes_quote_request_idx), so a choice and a switch of choice see the others as they are now. "Not found" when the
 * quote is not one of this request's; a 409 once the homeowner erased their data.
 */
export async function lockRequestQuotes(tx: Tx, quoteRequestId: string, quoteId: string) {
  const [request] = await tx
    .select({
      id: quoteRequests.id,
      reference: quoteRequests.reference,
      zip: quoteRequests.zip,
      contactStoppedAt: quoteRequests.contactStoppedAt,
      erasedAt: quoteRequests.erasedAt,
    })
    .from(quoteRequests)
    .where(eq(quoteRequests.id, quoteRequestId));
  if (!request) throw new NotFoundError("This quote");
  const all = await readQuotes(tx, quoteRequestId);
  const quote = all.find((q) => q.id === quoteId);
  if (!quote) throw new NotFoundError("This quote");
  if (request.erasedAt) throw new DomainError("invalid_transition", "Your data was deleted at your request, so this request's quotes are closed.");
  return { request: { ...request, timeZone: (await timeZoneOfZip(request.zip)) ?? COMPANY_TIME_ZONE }, quote, others: all.filter((q) => q.id !== quoteId) };
}
