import { describe, expect, it } from "vitest";
import { offerHolder, openTo } from "./exclusive-offer";

describe("exclusive offers", () => {
  const until = new Date("2026-01-01T13:00:00Z");
  const offer = { offeredTo: "pro-a", offeredUntil: until };
  it("reserves the lead for its pro until the offer ends, then opens it to everyone", () => {
    expect(offerHolder(offer, new Date("2026-01-01T12:59:59Z"))).toBe("pro-a");
    expect(openTo(offer, "pro-a", new Date("2026-01-01T12:30:00Z"))).toBe(true);
    expect(openTo(offer, "pro-b", new Date("2026-01-01T12:30:00Z"))).toBe(false);
    // The end is exclusive: at offered_until the market may have it, as the SQL filter says (offered_until <= now).
    expect(offerHolder(offer, until)).toBeNull();
    expect(openTo(offer, "pro-b", until)).toBe(true);
  });
  it("a lead with no offer, or a released one, is open to everyone", () => {
    expect(offerHolder({ offeredTo: null, offeredUntil: null }, until)).toBeNull();
    expect(openTo({ offeredTo: "pro-a", offeredUntil: null }, "pro-b", until)).toBe(true);
  });
});
