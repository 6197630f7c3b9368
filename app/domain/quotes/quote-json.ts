import type { ApiQuote } from "~/forms/api-v1-quotes";
import type { QuoteStatus } from "~/db/enums";

type QuoteRow = {
  id: string;
  purchaseId: string;
  status: QuoteStatus;
  priceLowCents: number;
  priceHighCents: number;
  includes: string;
  earliestStart: string;
  validUntil: string;
  declineReason: string | null;
  sentAt: Date;
  decidedAt: Date | null;
  hiredAt: Date | null;
};

/** A quote row as the API answers with it and the quote webhooks carry it (forms/api-v1-quotes.ts). */
export function quoteJson(row: QuoteRow, hasPdf: boolean): ApiQuote {
  return {
    quoteId: row.id,
    purchaseId: row.purchaseId,
    status: row.status,
    priceLowCents: row.priceLowCents,
    priceHighCents: row.priceHighCents,
    includes: row.includes,
    earliestStart: row.earliestStart,
    validUntil: row.validUntil,
    hasPdf,
    declineReason: row.declineReason,
    sentAt: row.sentAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    hiredAt: row.hiredAt?.toISOString() ?? null,
  };
}
