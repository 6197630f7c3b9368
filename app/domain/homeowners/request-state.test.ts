import { describe, expect, it } from "vitest";
import { requestState } from "./request-state";

describe("requestState", () => {
  it("waits while nobody bought and leads are on sale", () => {
    expect(requestState({ sold: 0, requested: 3, onSale: 3 })).toEqual({ code: "waiting", words: "Waiting for pros" });
  });
  it("says how many of the pros allowed took it, and how many more may", () => {
    expect(requestState({ sold: 1, requested: 3, onSale: 2 })).toEqual({ code: "matched", words: "Matched with 1 of 3 pros; still open to 2 more" });
  });
  it("is closed when no lead is on sale any more", () => {
    expect(requestState({ sold: 1, requested: 1, onSale: 0 })).toEqual({ code: "closed", words: "Closed: matched with 1 of 1 pro" });
    expect(requestState({ sold: 2, requested: 3, onSale: 0 }).words).toBe("Closed: matched with 2 of 3 pros");
    expect(requestState({ sold: 0, requested: 2, onSale: 0 }).words).toBe("Closed: no pro took this request");
  });
});
