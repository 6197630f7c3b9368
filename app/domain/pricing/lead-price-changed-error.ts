import { DomainError } from "~/domain/shared/errors";
import { formatCents } from "~/domain/shared/money";

/**
 * The buyer was shown one price and the lead now costs another (an admin
 * edited the table, or the lead aged meanwhile): nothing is sold, and the
 * buyer sees the new price before deciding again. 409, like the other
 * "the marketplace changed under you" refusals (errors.ts).
 */
export class LeadPriceChangedError extends DomainError {
  override readonly name = "LeadPriceChangedError";
  constructor(readonly priceCents: number) {
    super("lead_price_changed", `The price of this lead changed to ${formatCents(priceCents)}. Check it and buy again.`, { priceCents });
  }
}
