import { describe, expect, it } from "vitest";
import { ratingOf, verificationOf } from "./verification";

describe("the Verified Badge and the rating", () => {
  const now = new Date("2026-06-15T12:00:00Z");
  it("is earned only while both documents are unexpired (the expiry day itself counts)", () => {
    expect(verificationOf({ licenseExpiresOn: "2026-06-15", insuranceExpiresOn: "2027-01-01" }, now)).toEqual({
      licenseValid: true,
      insuranceValid: true,
      verified: true,
    });
    expect(verificationOf({ licenseExpiresOn: "2026-06-14", insuranceExpiresOn: "2027-01-01" }, now).verified).toBe(false);
    expect(verificationOf({ licenseExpiresOn: "2027-01-01", insuranceExpiresOn: null }, now)).toEqual({
      licenseValid: true,
      insuranceValid: false,
      verified: false,
    });
  });
  it("rates the mean of visible reviews to one decimal, none without reviews", () => {
    expect(ratingOf({ ratingSum: 14, ratingCount: 3 })).toBe(4.7);
    expect(ratingOf({ ratingSum: 0, ratingCount: 0 })).toBeNull();
  });
});
