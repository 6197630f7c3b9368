import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { composeLeadSms, SMS_MAX_LENGTH } from "./compose-lead-sms";
import { soldLeadFixture } from "./test-sold-lead";

const url = "https://pros.example.com";
const link = "https://pros.example.com/pro/leads/7d1f7c2e-3c57-4a52-9a0e-1b2c3d4e5f60";

describe("composeLeadSms", () => {
  it("says who to call, what and where, and links the lead", () => {
    expect(composeLeadSms(soldLeadFixture(), url)).toBe(`Trusted Home Pros: New lead, Roofing in Austin, TX. Jane Doe (512) 555-0100. Details: ${link}`);
    expect(composeLeadSms(soldLeadFixture({ replacement: true }), url)).toMatch(/^Trusted Home Pros: Replacement lead, Roofing/);
  });

  it("shortens a very long name and city but keeps the phone number and the link", () => {
    const text = composeLeadSms(soldLeadFixture({ homeowner: { ...soldLeadFixture().homeowner, fullName: "A".repeat(400), city: "B".repeat(200) } }), url);
    expect([...text].length).toBeLessThanOrEqual(SMS_MAX_LENGTH);
    expect(text).toContain("…");
    expect(text).toContain("(512) 555-0100");
    expect(text.endsWith(link)).toBe(true);
  });

  it("never exceeds 320 characters and always ends with the link", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 300, unit: "grapheme" }),
        fc.string({ maxLength: 120, unit: "grapheme" }),
        fc.constantFrom("roofing", "home-improvement", "hvac"),
        (fullName, city, category) => {
          const text = composeLeadSms(soldLeadFixture({ category, homeowner: { ...soldLeadFixture().homeowner, fullName, city } }), url);
          expect([...text].length).toBeLessThanOrEqual(SMS_MAX_LENGTH);
          expect(text.endsWith(link)).toBe(true);
          expect(text).toContain("(512) 555-0100");
        },
      ),
    );
  });
});
