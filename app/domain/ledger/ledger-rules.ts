import { InsufficientBalanceError } from "./insufficient-balance-error";

/**
 * Double-entry rules for contractors' prepaid balances (required: "Balance: a
 * double-entry ledger (top-ups, purchases, credits, adjustments); the balance
 * can never go below zero"; "balance adjustments with a reason (through the
 * ledger)"; "not a cent lost or created").
 *
 * Every operation is a set of entries that sums to zero: money moves between
 * accounts and is never created. Amounts are signed whole cents, credits
 * positive and debits negative, so in each set debits = credits. With that
 * sign, accounts that hold what the platform owes or earned (a contractor's
 * balance, revenue) add up positive, and the money side (payment clearing,
 * the cost of promotional credits) adds up negative.
 *
 *   top-up      payment clearing  −X   contractor balance  +X
 *   purchase    contractor balance −P  platform revenue    +P
 *   credit      platform revenue   −P  contractor balance  +P   (reverses the purchase, same price)
 *   adjustment  promotional credits −A contractor balance  +A   (A may be negative: a correction)
 *
 * Every amount is a positive whole number of cents (a lead is never free; an
 * adjustment is never zero). The rule that a balance never goes below zero is
 * `assertCanSpend` here and a check constraint in the database.
 */

export const accountKinds = ["contractor-balance", "platform-revenue", "payment-clearing", "promotional-credits"] as const;
export type AccountKind = (typeof accountKinds)[number];

export type Account =
  | { kind: "contractor-balance"; contractorId: string }
  | { kind: "platform-revenue" }
  | { kind: "payment-clearing" }
  | { kind: "promotional-credits" };

export type LedgerEntry = { account: Account; amountCents: number };

export const platformRevenue: Account = { kind: "platform-revenue" };
export const paymentClearing: Account = { kind: "payment-clearing" };
export const promotionalCredits: Account = { kind: "promotional-credits" };

export function contractorBalance(contractorId: string): Account {
  if (contractorId === "") throw new RangeError("contractorId must not be empty");
  return { kind: "contractor-balance", contractorId };
}

/** A stable text key per account, e.g. for a database column: "contractor-balance:<id>", "platform-revenue". */
export function accountKey(account: Account): string {
  return account.kind === "contractor-balance" ? `${account.kind}:${account.contractorId}` : account.kind;
}

function positiveCents(cents: number, what: string): number {
  if (!Number.isSafeInteger(cents) || cents <= 0) throw new RangeError(`${what} must be a positive whole number of cents, got ${cents}`);
  return cents;
}

/** Move `cents` from `from` to `to`: a debit and a credit of the same amount. */
function move(from: Account, to: Account, cents: number): LedgerEntry[] {
  return [
    { account: from, amountCents: -cents },
    { account: to, amountCents: cents },
  ];
}

export function entriesForTopUp(contractorId: string, cents: number): LedgerEntry[] {
  return move(paymentClearing, contractorBalance(contractorId), positiveCents(cents, "A top-up"));
}

export function entriesForPurchase(contractorId: string, priceCents: number): LedgerEntry[] {
  return move(contractorBalance(contractorId), platformRevenue, positiveCents(priceCents, "A lead price"));
}

/** A return credit: the purchase of `priceCents` exactly reversed. */
export function entriesForCredit(contractorId: string, priceCents: number): LedgerEntry[] {
  return move(platformRevenue, contractorBalance(contractorId), positiveCents(priceCents, "A credit"));
}

/** An admin's adjustment: positive adds to the balance, negative takes from it. */
export function entriesForAdjustment(contractorId: string, signedCents: number): LedgerEntry[] {
  if (!Number.isSafeInteger(signedCents) || signedCents === 0) {
    throw new RangeError(`An adjustment must be a non-zero whole number of cents, got ${signedCents}`);
  }
  return signedCents > 0
    ? move(promotionalCredits, contractorBalance(contractorId), signedCents)
    : move(contractorBalance(contractorId), promotionalCredits, -signedCents);
}

/** True when the entries sum to zero (debits = credits). */
export function isBalanced(entries: readonly LedgerEntry[]): boolean {
  return entries.reduce((sum, e) => sum + e.amountCents, 0) === 0;
}

/** The account's balance after all these entries (credits positive). */
export function balanceAfter(entries: readonly LedgerEntry[], account: Account): number {
  const key = accountKey(account);
  return entries.reduce((sum, e) => (accountKey(e.account) === key ? sum + e.amountCents : sum), 0);
}

/** Refuses a spend the balance does not cover: a purchase, or a negative adjustment of `priceCents`. */
export function assertCanSpend(balanceCents: number, priceCents: number): void {
  if (!Number.isSafeInteger(balanceCents) || !Number.isSafeInteger(priceCents) || priceCents < 0) {
    throw new RangeError(`assertCanSpend expects whole cents, got balance ${balanceCents} and price ${priceCents}`);
  }
  if (priceCents > balanceCents) throw new InsufficientBalanceError(balanceCents, priceCents);
}
