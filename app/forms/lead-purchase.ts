/**
 * The dashboard's buy button (/pro): the lead, the form's idempotency key and
 * the price the contractor was shown (a different price refuses the sale).
 * The lead id is checked by the action, not here: an id that is not one is a
 * 404 like a lead that does not exist, so nobody can tell them apart.
 */
import { z } from "zod";
import { expectedPriceSchema } from "./lead-price";
import { trimmedString } from "./fields";

export const leadPurchaseSchema = z.object({
  leadId: trimmedString(),
  idempotencyKey: trimmedString(),
  expectedPriceCents: expectedPriceSchema,
});
export type LeadPurchase = z.output<typeof leadPurchaseSchema>;
