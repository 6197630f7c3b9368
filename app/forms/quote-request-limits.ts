/**
 * The quote request's choices and limits, without zod: the browser forms (the
 * /get-quotes form, the calculator's connect form) render them on every page
 * load, while the schema in quote-request.ts loads only when a form is checked.
 */

/** How many pros may contact the homeowner. */
export const PRO_COUNTS = ["1", "2", "3"] as const;
export type ProCount = (typeof PRO_COUNTS)[number];

export const QUOTE_DETAILS_MAX = 2000;
