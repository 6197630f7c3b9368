import { describe, expect, it } from "vitest";
import { CONSENT_VERSION, consentText, isConsentVersion } from "./consent";

describe("consent text", () => {
  it("says what the homeowner agrees to, for the number of pros chosen", () => {
    const text = consentText(2);
    expect(text).toContain("up to 2 matched contractors");
    expect(consentText(1)).toContain("up to 1 matched contractor ");
    for (const phrase of [
      "phone call, text message and e-mail",
      "automated technology",
      "not a condition of any purchase",
      "Reply STOP",
      "[Terms of Service](/terms)",
      "[Privacy Policy](/privacy)",
    ]) {
      expect(text).toContain(phrase);
    }
  });

  it("defaults to 3 pros and today's version", () => {
    expect(consentText()).toBe(consentText(3, CONSENT_VERSION));
    expect(isConsentVersion(CONSENT_VERSION)).toBe(true);
    expect(isConsentVersion("toString")).toBe(false);
  });
});
