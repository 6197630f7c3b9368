import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { InsufficientBalanceError } from "./insufficient-balance-error";
import {
  accountKey,
  assertCanSpend,
  balanceAfter,
  contractorBalance,
  entriesForAdjustment,
  entriesForCredit,
  entriesForPurchase,
  entriesForTopUp,
  isBalanced,
  paymentClearing,
  platformRevenue,
  promotionalCredits,
  type LedgerEntry,
} from "./ledger-rules";

const debits = (entries: readonly LedgerEntry[]) => entries.filter((e) => e.amountCents < 0).reduce((s, e) => s - e.amountCents, 0);
const credits = (entries: readonly LedgerEntry[]) => entries.filter((e) => e.amountCents > 0).reduce((s, e) => s + e.amountCents, 0);

describe("ledger entry sets", () => {
  const acme = contractorBalance("acme");

  it("tops up from payment clearing", () => {
    expect(entriesForTopUp("acme", 10_000)).toEqual([
      { account: paymentClearing, amountCents: -10_000 },
      { account: acme, amountCents: 10_000 },
    ]);
  });

  it("buys a lead into platform revenue", () => {
    expect(entriesForPurchase("acme", 9_400)).toEqual([
      { account: acme, amountCents: -9_400 },
      { account: platformRevenue, amountCents: 9_400 },
    ]);
  });

  it("credits a return by reversing the purchase exactly", () => {
    const purchase = entriesForPurchase("acme", 9_400);
    const credit = entriesForCredit("acme", 9_400);
    expect(credit).toEqual(purchase.map((e) => ({ ...e, amountCents: -e.amountCents })).toReversed());
    expect(balanceAfter([...purchase, ...credit], acme)).toBe(0);
    expect(balanceAfter([...purchase, ...credit], platformRevenue)).toBe(0);
  });

  it("adjusts up and down against promotional credits", () => {
    expect(entriesForAdjustment("acme", 500)).toEqual([
      { account: promotionalCredits, amountCents: -500 },
      { account: acme, amountCents: 500 },
    ]);
    expect(entriesForAdjustment("acme", -500)).toEqual([
      { account: acme, amountCents: -500 },
      { account: promotionalCredits, amountCents: 500 },
    ]);
  });

  it.each([0, -1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1])("refuses %d cents for a top-up, purchase or credit", (bad) => {
    expect(() => entriesForTopUp("acme", bad)).toThrow("A top-up must be a positive whole number of cents");
    expect(() => entriesForPurchase("acme", bad)).toThrow("A lead price must be a positive whole number of cents");
    expect(() => entriesForCredit("acme", bad)).toThrow("A credit must be a positive whole number of cents");
  });

  it.each([0, 1.5, Number.NaN])("refuses an adjustment of %d cents", (bad) => {
    expect(() => entriesForAdjustment("acme", bad)).toThrow("An adjustment must be a non-zero whole number of cents");
  });

  it("refuses an empty contractor id", () => {
    expect(() => entriesForTopUp("", 100)).toThrow("contractorId must not be empty");
  });

  it("keys accounts stably and apart", () => {
    expect(accountKey(acme)).toBe("contractor-balance:acme");
    expect(accountKey(platformRevenue)).toBe("platform-revenue");
    expect(new Set([acme, contractorBalance("b"), platformRevenue, paymentClearing, promotionalCredits].map(accountKey)).size).toBe(5);
  });

  it("makes every set balanced: debits = credits", () => {
    const amount = fc.integer({ min: 1, max: 10_000_000 });
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), amount, fc.boolean(), (id, cents, negative) => {
        for (const set of [
          entriesForTopUp(id, cents),
          entriesForPurchase(id, cents),
          entriesForCredit(id, cents),
          entriesForAdjustment(id, negative ? -cents : cents),
        ]) {
          expect(isBalanced(set)).toBe(true);
          expect(debits(set)).toBe(credits(set));
          expect(set.every((e) => Number.isSafeInteger(e.amountCents) && e.amountCents !== 0)).toBe(true);
        }
      }),
    );
  });

  it("notices an unbalanced set", () => {
    expect(isBalanced([{ account: acme, amountCents: 1 }])).toBe(false);
    expect(isBalanced([])).toBe(true);
  });
});

describe("assertCanSpend", () => {
  it("lets a contractor spend up to the whole balance", () => {
    expect(() => assertCanSpend(9_400, 9_400)).not.toThrow();
    expect(() => assertCanSpend(10_000, 0)).not.toThrow();
  });

  it("refuses a purchase larger than the balance, with the contractor-facing message", () => {
    expect(() => assertCanSpend(9_399, 9_400)).toThrow(InsufficientBalanceError);
    expect(() => assertCanSpend(0, 1)).toThrow("Your balance is too low to buy this lead. Please top up.");
  });

  it("refuses exactly when the price exceeds the balance", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 1e9 }), (balance, price) => {
        let refused = false;
        try {
          assertCanSpend(balance, price);
        } catch (error) {
          refused = error instanceof InsufficientBalanceError;
        }
        expect(refused).toBe(price > balance);
      }),
    );
  });

  it("refuses amounts that are not whole cents", () => {
    expect(() => assertCanSpend(1.5, 1)).toThrow(RangeError);
    expect(() => assertCanSpend(100, -1)).toThrow(RangeError);
  });
});

type Op =
  | { type: "topUp"; who: number; cents: number }
  | { type: "purchase"; who: number; cents: number }
  | { type: "credit"; pick: number }
  | { type: "adjust"; who: number; cents: number };

const who = fc.integer({ min: 0, max: 2 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ type: fc.constant("topUp" as const), who, cents: fc.integer({ min: 1, max: 50_000 }) }),
  fc.record({ type: fc.constant("purchase" as const), who, cents: fc.integer({ min: 1, max: 20_000 }) }),
  fc.record({ type: fc.constant("credit" as const), pick: fc.nat() }),
  fc.record({
    type: fc.constant("adjust" as const),
    who,
    cents: fc.integer({ min: -10_000, max: 10_000 }).filter((n) => n !== 0),
  }),
);

describe("ledger invariants over any sequence of operations", () => {
  it("keeps every set and the whole ledger at zero, balances = top-ups − purchases + credits ± adjustments, never below zero", () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        const ids = ["a", "b", "c"];
        const ledger: LedgerEntry[] = [];
        const model = { topUps: [0, 0, 0], purchases: [0, 0, 0], credits: [0, 0, 0], adjustments: [0, 0, 0] };
        const uncredited: Array<{ who: number; cents: number }> = [];
        const balanceOf = (i: number) => balanceAfter(ledger, contractorBalance(ids[i] ?? ""));
        const add = (list: number[], i: number, cents: number) => {
          list[i] = (list[i] ?? 0) + cents;
        };
        // Every spend goes through assertCanSpend, as the purchase action does; refusals are checked after the run.
        const decisions: Array<{ balance: number; price: number; refused: boolean }> = [];
        const spend = (balance: number, price: number): boolean => {
          let refused = false;
          try {
            assertCanSpend(balance, price);
          } catch (error) {
            if (!(error instanceof InsufficientBalanceError)) throw error;
            refused = true;
          }
          decisions.push({ balance, price, refused });
          return !refused;
        };

        for (const o of ops) {
          let set: LedgerEntry[] = [];
          if (o.type === "topUp") {
            set = entriesForTopUp(ids[o.who] ?? "", o.cents);
            add(model.topUps, o.who, o.cents);
          } else if (o.type === "purchase") {
            if (!spend(balanceOf(o.who), o.cents)) continue;
            set = entriesForPurchase(ids[o.who] ?? "", o.cents);
            add(model.purchases, o.who, o.cents);
            uncredited.push({ who: o.who, cents: o.cents });
          } else if (o.type === "credit") {
            if (uncredited.length === 0) continue;
            const [purchase] = uncredited.splice(o.pick % uncredited.length, 1);
            if (!purchase) continue;
            set = entriesForCredit(ids[purchase.who] ?? "", purchase.cents);
            add(model.credits, purchase.who, purchase.cents);
          } else {
            if (o.cents < 0 && !spend(balanceOf(o.who), -o.cents)) continue;
            set = entriesForAdjustment(ids[o.who] ?? "", o.cents);
            add(model.adjustments, o.who, o.cents);
          }
          expect(isBalanced(set)).toBe(true);
          ledger.push(...set);
          expect(isBalanced(ledger)).toBe(true);
        }

        expect(decisions.every((d) => d.refused === d.price > d.balance)).toBe(true);
        for (const i of [0, 1, 2]) {
          const expected = (model.topUps[i] ?? 0) - (model.purchases[i] ?? 0) + (model.credits[i] ?? 0) + (model.adjustments[i] ?? 0);
          expect(balanceOf(i)).toBe(expected);
          expect(balanceOf(i)).toBeGreaterThanOrEqual(0);
        }
        const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
        expect(balanceAfter(ledger, paymentClearing)).toBe(0 - sum(model.topUps));
        expect(balanceAfter(ledger, platformRevenue)).toBe(sum(model.purchases) - sum(model.credits));
        expect(balanceAfter(ledger, promotionalCredits)).toBe(0 - sum(model.adjustments));
      }),
      { numRuns: 300 },
    );
  });
});
