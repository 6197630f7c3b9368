/**
 * The REST API's quote (POST /api/v1/purchases/{id}/quotes, docs/api.md): JSON read into the dashboard's terms
 * (pro-quote.ts states the rules; the domain checks the dates against the homeowner's today), and the quote as the
 * API answers with it and the quote webhooks carry it. A PDF is attached on the dashboard only: the API's JSON body
 * is too small for one.
 */
import { z } from "zod";
import { QUOTE_STATUSES } from "~/db/enums";
import { QUOTE_INCLUDES_MAX, QUOTE_PRICE_MAX_CENTS } from "./pro-quote";

const cents = (name: string) =>
  z
    .int({ error: `'${name}' must be a whole number of US cents.` })
    .min(1, { error: `'${name}' must be at least 1 cent.` })
    .max(QUOTE_PRICE_MAX_CENTS, { error: `'${name}' must be at most ${QUOTE_PRICE_MAX_CENTS} ($1,000,000).` });
const day = (name: string, what: string) => z.iso.date({ error: `'${name}' must be a date written YYYY-MM-DD.` }).meta({ description: what });

export const quoteSubmissionSchema = z
  .strictObject({
    priceLowCents: cents("priceLowCents").meta({ description: "Your price in US cents, or the bottom of your range." }),
    priceHighCents: cents("priceHighCents").optional().meta({ description: "The top of your range in US cents; absent for a single price." }),
    includes: z
      .string({ error: "'includes' must be a string." })
      .trim()
      .min(1, { error: "'includes' must say what the price includes." })
      .max(QUOTE_INCLUDES_MAX, { error: `'includes' must be at most ${QUOTE_INCLUDES_MAX} characters.` })
      .meta({ description: "What the price includes, in plain text (shown as text, never as HTML)." }),
    earliestStart: day("earliestStart", "The earliest day you can start, in the homeowner's calendar: today or later."),
    validUntil: day("validUntil", "The last day the quote holds: today or later, at most 365 days ahead."),
  })
  .refine((q) => q.priceHighCents === undefined || q.priceHighCents >= q.priceLowCents, {
    path: ["priceHighCents"],
    error: "'priceHighCents' must be at least 'priceLowCents'.",
  })
  .meta({ description: "Your quote to the homeowner of a lead you bought; sending one again revises it." });
export type QuoteSubmission = z.output<typeof quoteSubmissionSchema>;

export const apiQuoteSchema = z
  .object({
    quoteId: z.guid(),
    purchaseId: z.guid(),
    status: z.enum(QUOTE_STATUSES).meta({
      description:
        "'sent' (the homeowner can accept or decline it), 'accepted' (chosen; the homeowner can still change their mind until you confirm the job on the dashboard), 'declined', or 'hired' (you confirmed the job: final).",
    }),
    priceLowCents: z.int().min(1),
    priceHighCents: z.int().min(1).meta({ description: "Equal to priceLowCents for a single price." }),
    includes: z.string(),
    earliestStart: z.iso.date(),
    validUntil: z.iso.date(),
    hasPdf: z.boolean().meta({ description: "A PDF was attached on the dashboard." }),
    declineReason: z.string().nullable().meta({ description: "The homeowner's reason, when they declined and gave one." }),
    sentAt: z.iso.datetime().meta({ description: "When this version of the quote was sent." }),
    decidedAt: z.iso.datetime().nullable().meta({ description: "When the homeowner last accepted or declined it." }),
    hiredAt: z.iso.datetime().nullable(),
  })
  .meta({ description: "A quote you sent." });
export type ApiQuote = z.output<typeof apiQuoteSchema>;

export const apiQuoteResultSchema = z.object({
  quote: apiQuoteSchema,
  revised: z.boolean().meta({ description: "true when this replaced the quote you had sent before (it is 'sent' again)." }),
  replayed: z.boolean().meta({ description: "true when this answers an earlier request with the same Idempotency-Key again: nothing was changed this time." }),
});
