import { describe, expect, it } from "vitest";
import { pricingRequestMessages as m, pricingRequestSchema } from "./pricing-request";
import { errorsOf, parseOk } from "./test-helpers";

const valid = { fullName: "Sam Lee", email: "sam@leeplumbing.com", phone: "(415) 555-2671", businessName: "Lee Plumbing", website: "" };

describe("pricingRequestSchema (spec section 5: four required fields, e-mail format, optional URL)", () => {
  it("parses a valid request", () => {
    expect(parseOk(pricingRequestSchema, valid)).toEqual({ ...valid, phone: "+14155552671", website: undefined });
    expect(parseOk(pricingRequestSchema, { ...valid, website: "https://leeplumbing.com/about" }).website).toBe("https://leeplumbing.com/about");
  });

  it("requires full name, e-mail, phone and business name", () => {
    expect(errorsOf(pricingRequestSchema, {})).toEqual({
      fullName: [m.fullName],
      email: [m.emailRequired],
      phone: [m.phoneRequired],
      businessName: [m.businessName],
    });
  });

  it.each([
    ["email", "sam at lee", m.emailInvalid],
    ["phone", "555", m.phoneInvalid],
    ["businessName", "x".repeat(101), "Business name must be 100 characters or fewer"],
    ["website", "http://", m.website],
    ["website", "https://user:pass@leeplumbing.com", m.website],
  ])("%s = %j -> %s", (name, value, message) => {
    expect(errorsOf(pricingRequestSchema, { ...valid, [name]: value })).toEqual({ [name]: [message] });
  });
});
