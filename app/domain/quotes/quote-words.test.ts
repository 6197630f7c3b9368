import { describe, expect, it } from "vitest";
import { formatDay, quotePrice, shortDay } from "./quote-words";

describe("quote words", () => {
  it("says a single price or a range", () => {
    expect(quotePrice({ priceLowCents: 850_000, priceHighCents: 850_000 })).toBe("$8,500.00");
    expect(quotePrice({ priceLowCents: 800_000, priceHighCents: 950_000 })).toBe("$8,000.00 – $9,500.00");
  });

  it("writes a calendar day without shifting it to a zone", () => {
    expect(formatDay("2027-01-05")).toBe("Tuesday, January 5, 2027");
    expect(shortDay("2027-01-05")).toBe("Jan 5, 2027");
  });
});
