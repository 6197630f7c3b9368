import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { chooseAutoBuyer, rankAutoBuyers, type AutoBuyCandidate } from "./fair-share";

const at = (iso: string) => new Date(iso);
const candidate = (id: string, over: Partial<AutoBuyCandidate> = {}): AutoBuyCandidate => ({
  id,
  autoBuy: true,
  lastAutoBuyAt: at("2026-11-02T10:00:00Z"),
  autoBuysThisWeek: 0,
  ...over,
});

const candidates = fc.uniqueArray(
  fc.record({
    id: fc.string({ minLength: 1, maxLength: 6 }),
    autoBuy: fc.boolean(),
    lastAutoBuyAt: fc.option(
      fc.integer({ min: 0, max: 10 }).map((h) => new Date(Date.UTC(2026, 10, 2, h))),
      { nil: null },
    ),
    autoBuysThisWeek: fc.integer({ min: 0, max: 5 }),
  }),
  { selector: (c) => c.id, maxLength: 12 },
);

describe("chooseAutoBuyer", () => {
  it("serves someone never served first", () => {
    const chosen = chooseAutoBuyer([candidate("a"), candidate("z", { lastAutoBuyAt: null, autoBuysThisWeek: 9 })]);
    expect(chosen?.id).toBe("z");
  });

  it("then the least recently served", () => {
    const chosen = chooseAutoBuyer([
      candidate("a", { lastAutoBuyAt: at("2026-11-02T10:00:00Z") }),
      candidate("b", { lastAutoBuyAt: at("2026-11-02T09:00:00Z"), autoBuysThisWeek: 7 }),
    ]);
    expect(chosen?.id).toBe("b");
  });

  it("breaks a tie on time by fewest leads this week", () => {
    expect(chooseAutoBuyer([candidate("a", { autoBuysThisWeek: 3 }), candidate("b", { autoBuysThisWeek: 1 })])?.id).toBe("b");
    expect(
      chooseAutoBuyer([candidate("a", { lastAutoBuyAt: null, autoBuysThisWeek: 3 }), candidate("b", { lastAutoBuyAt: null, autoBuysThisWeek: 1 })])?.id,
    ).toBe("b");
  });

  it("breaks a full tie by id, in code-unit order", () => {
    expect(chooseAutoBuyer([candidate("b"), candidate("a"), candidate("B")])?.id).toBe("B");
  });

  it("skips contractors with auto-buy off, and gives nobody when none have it on", () => {
    expect(chooseAutoBuyer([candidate("a", { autoBuy: false, lastAutoBuyAt: null }), candidate("b")])?.id).toBe("b");
    expect(chooseAutoBuyer([candidate("a", { autoBuy: false })])).toBeUndefined();
    expect(chooseAutoBuyer([])).toBeUndefined();
  });

  it("ranks everyone for fall-through when the first is refused", () => {
    const ranked = rankAutoBuyers([
      candidate("c", { lastAutoBuyAt: at("2026-11-02T11:00:00Z") }),
      candidate("a", { lastAutoBuyAt: null }),
      candidate("b"),
      candidate("d", { autoBuy: false }),
    ]);
    expect(ranked.map((c) => c.id)).toEqual(["a", "b", "c"]);
  });

  it("does not depend on the order candidates are given in", () => {
    fc.assert(
      fc.property(
        candidates.chain((list) => fc.tuple(fc.constant(list), fc.shuffledSubarray(list, { minLength: list.length, maxLength: list.length }))),
        ([list, shuffled]) => {
          expect(rankAutoBuyers(shuffled).map((c) => c.id)).toEqual(rankAutoBuyers(list).map((c) => c.id));
          expect(chooseAutoBuyer(shuffled)?.id).toBe(chooseAutoBuyer(list)?.id);
        },
      ),
    );
  });

  it("never picks someone served more recently than another candidate", () => {
    fc.assert(
      fc.property(candidates, (list) => {
        const chosen = chooseAutoBuyer(list);
        const time = (c: AutoBuyCandidate) => c.lastAutoBuyAt?.getTime() ?? Number.NEGATIVE_INFINITY;
        const others = list.filter((c) => c.autoBuy && c !== chosen);
        expect(others.every((c) => chosen !== undefined && time(chosen) <= time(c))).toBe(true);
      }),
    );
  });

  it("spreads a stream of leads evenly: served counts never differ by more than one", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 60 }), (n, leads) => {
        let pool = Array.from({ length: n }, (_, i) => candidate(`sub-${i}`, { lastAutoBuyAt: null }));
        for (let k = 0; k < leads; k++) {
          const chosen = chooseAutoBuyer(pool);
          const now = new Date(Date.UTC(2026, 10, 2, 0, k));
          pool = pool.map((c) => (c === chosen ? { ...c, lastAutoBuyAt: now, autoBuysThisWeek: c.autoBuysThisWeek + 1 } : c));
        }
        const counts = pool.map((c) => c.autoBuysThisWeek);
        expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
        expect(counts.reduce((a, b) => a + b, 0)).toBe(leads);
      }),
    );
  });
});
