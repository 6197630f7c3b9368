/**
 * The dashboard's buy button (/pro): the lead, the form's idempotency key and
 * the price the contractor was shown (a different price refuses the sale).
 * An id that is not one is answered 404 like a lead that does not exist (the
 * action's `notFound`), so nobody can tell them apart.
 */
import { z } from "zod";
import { expectedPriceSchema } from "./lead-price";
import { trimmedString, uuidField } from "./fields";

export const leadPurchaseSchema = z.object({
  leadId: uuidField("This lead could not be found."),
  idempotencyKey: trimmedString(),
  expectedPriceCents: expectedPriceSchema,
});
export type LeadPurchase = z.output<typeof leadPurchaseSchema>;
