/**
 * An admin marks one lead of a quote request invalid (/admin/quote-requests/:id):
 * the lead comes from the page's hidden field, the reason is typed (the
 * domain checks its length, as for every admin decision).
 */
import { z } from "zod";
import { trimmedString, uuidField } from "./fields";

export const leadInvalidationSchema = z.object({
  leadId: uuidField("This lead could not be found."),
  reason: trimmedString(),
});
export type LeadInvalidation = z.output<typeof leadInvalidationSchema>;
