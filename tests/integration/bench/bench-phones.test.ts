/**
 * The benchmarks' homeowners must never repeat one another: a repeated phone makes the app store the request as a
 * duplicate (no lead on sale, no alert), and bench:scale's alert_fanout then waits for an alert that never comes.
 */
import { describe, expect, it } from "vitest";
import { normalizeUsPhone } from "~/forms/phone";
import { benchPhone } from "../../../scripts/bench/traffic";

describe("benchPhone", () => {
  it("gives 20,000 requests in a row distinct numbers that the quote form accepts", () => {
    const numbers = Array.from({ length: 20_000 }, (_, i) => normalizeUsPhone(benchPhone(i + 1)));
    expect(numbers.filter((n) => n === undefined)).toEqual([]);
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
