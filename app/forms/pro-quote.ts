/**
 * A pro's quote to the homeowner of a lead it bought (decision 0052): a price or a range, what it includes, the
 * earliest start and how long it holds, and an optional PDF. `quoteTermsSchema` states the rules on typed values
 * (the API reads JSON into it, the domain checks the dates against today); `proQuoteFormSchema` reads the
 * dashboard's form (dollars as typed, dates from date inputs) into the same terms.
 */
import { z } from "zod";
import { QUOTE_INCLUDES_MAX } from "./text-limits";
import { dollarsField, field, optionalDollarsField, requiredText, type Checked } from "./fields";
import { FILE_TOO_LARGE_MESSAGE, isEmptyFile, isFile, MAX_UPLOAD_BYTES, PDF_TYPE_MESSAGE } from "./uploads";

export { QUOTE_INCLUDES_MAX };
/** $1,000,000, as for a won job's value: above any home job. */
export const QUOTE_PRICE_MAX_CENTS = 100_000_000;
/** A quote holds for at most a year. */
export const QUOTE_VALID_MAX_DAYS = 365;

export const quoteMessages = {
  price: "Please enter your price in dollars, e.g. 8500.",
  priceHigh: "Please enter the top of your range in dollars, or leave it blank for a single price.",
  priceOrder: "The top of the range must be at least your price.",
  priceMax: "A quote can be at most $1,000,000.",
  includes: "Please say what the price includes.",
  earliestStart: "Please choose the earliest date you can start.",
  validUntil: "Please choose until when your quote holds.",
  pastStart: "The earliest start cannot be in the past.",
  pastValid: "The quote must hold until today or later.",
  validTooLong: `A quote can hold for at most ${QUOTE_VALID_MAX_DAYS} days.`,
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day written YYYY-MM-DD ("2026-02-30" is not one). */
export const isCalendarDay = (value: string) => ISO_DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

const day = (message: string) =>
  field((raw): Checked<string> => {
    const value = typeof raw === "string" ? raw.trim() : "";
    return isCalendarDay(value) ? { ok: true, value } : { ok: false, message };
  });

const includes = requiredText({ label: "What the price includes", max: QUOTE_INCLUDES_MAX, multiline: true, required: quoteMessages.includes });

export const quoteTermsSchema = z
  .object({
    priceLowCents: z.int({ error: quoteMessages.price }).min(1, { error: quoteMessages.price }).max(QUOTE_PRICE_MAX_CENTS, { error: quoteMessages.priceMax }),
    priceHighCents: z.int({ error: quoteMessages.priceHigh }).max(QUOTE_PRICE_MAX_CENTS, { error: quoteMessages.priceMax }),
    includes: z
      .string()
      .trim()
      .min(1, { error: quoteMessages.includes })
      .max(QUOTE_INCLUDES_MAX, { error: `What the price includes must be ${QUOTE_INCLUDES_MAX} characters or fewer` }),
    earliestStart: z.string().refine(isCalendarDay, { error: quoteMessages.earliestStart }),
    validUntil: z.string().refine(isCalendarDay, { error: quoteMessages.validUntil }),
  })
  .refine((q) => q.priceHighCents >= q.priceLowCents, { path: ["priceHigh"], error: quoteMessages.priceOrder });
export type QuoteTerms = z.output<typeof quoteTermsSchema>;

/** The PDF the browser sends (or none); the server then checks its content. */
const pdf = field((raw): Checked<File | undefined> => {
  if (isEmptyFile(raw) || (isFile(raw) && raw.size === 0)) return { ok: true, value: undefined };
  if (!isFile(raw)) return { ok: false, message: PDF_TYPE_MESSAGE };
  if (raw.size > MAX_UPLOAD_BYTES) return { ok: false, message: FILE_TOO_LARGE_MESSAGE };
  return { ok: true, value: raw };
});

export const proQuoteFormSchema = z
  .object({
    price: dollarsField({ invalid: quoteMessages.price }),
    priceHigh: optionalDollarsField({ invalid: quoteMessages.priceHigh }),
    includes,
    earliestStart: day(quoteMessages.earliestStart),
    validUntil: day(quoteMessages.validUntil),
    pdf,
  })
  .transform((f, ctx) => {
    const terms = {
      priceLowCents: f.price,
      priceHighCents: f.priceHigh ?? f.price,
      includes: f.includes,
      earliestStart: f.earliestStart,
      validUntil: f.validUntil,
    };
    const checked = quoteTermsSchema.safeParse(terms);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const name = issue.path[0] === "priceLowCents" ? "price" : issue.path[0] === "priceHighCents" ? "priceHigh" : String(issue.path[0]);
        ctx.issues.push({ code: "custom", path: [name], message: issue.message, input: undefined });
      }
      return z.NEVER;
    }
    return { terms: checked.data, pdf: f.pdf };
  });
export type ProQuoteForm = z.output<typeof proQuoteFormSchema>;
