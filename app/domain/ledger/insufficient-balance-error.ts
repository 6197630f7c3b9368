import { DomainError } from "../shared/errors";

export class InsufficientBalanceError extends DomainError {
  override readonly name = "InsufficientBalanceError";
  constructor(
    readonly balanceCents: number,
    readonly priceCents: number,
  ) {
    // The numbers travel with the error: an API client may act on them.
    super("insufficient_balance", "Your balance is too low to buy this lead. Please top up.", { balanceCents, priceCents });
  }
}
