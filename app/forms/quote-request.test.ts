import { describe, expect, it } from "vitest";
import { CONSENT_VERSION } from "./consent";
import { NAME_CHARACTERS_MESSAGE, ZIP_MESSAGE } from "./fields";
import { quoteRequestMessages as m, quoteRequestSchema } from "./quote-request";
import { errorsOf, parseOk } from "./test-helpers";
import { CONTROL_MESSAGE, MARKUP_MESSAGE, UNREADABLE_MESSAGE } from "./text-rules";

const valid = {
  fullName: "  Jane   Smith ",
  email: " Jane.Smith@Example.COM ",
  phone: "(212) 555-2123",
  zip: "10001",
  category: "roofing",
  details: "Replace the roof.",
  pros: "2",
  consent: "on",
  timeline: "urgent",
  ownership: "owner",
};

describe("quoteRequestSchema", () => {
  it("normalizes a valid request", () => {
    // toMatchObject: the trade questions' optional fields come out undefined (project-answers.test.ts covers them).
    expect(parseOk(quoteRequestSchema, valid)).toMatchObject({
      fullName: "Jane Smith",
      email: "jane.smith@example.com",
      phone: "+12125552123",
      zip: "10001",
      category: "roofing",
      details: "Replace the roof.",
      pros: 2,
      consent: true,
      consentVersion: CONSENT_VERSION,
      timeline: "urgent",
      ownership: "owner",
    });
  });

  it("defaults to 3 pros and empty details", () => {
    const { pros: _p, details: _d, ...rest } = valid;
    expect(parseOk(quoteRequestSchema, rest)).toMatchObject({ pros: 3, details: "" });
  });

  it("gives every message for an empty form, in field order", () => {
    const errors = errorsOf(quoteRequestSchema, {});
    expect(errors).toEqual({
      fullName: [m.fullNameRequired],
      email: [m.emailRequired],
      phone: [m.phoneRequired],
      zip: [ZIP_MESSAGE],
      category: [m.category],
      timeline: [m.timeline],
      ownership: [m.ownership],
      consent: [m.consent],
    });
    expect(Object.keys(errors)[0]).toBe("fullName");
  });

  it.each([
    ["fullName", "J0hn", NAME_CHARACTERS_MESSAGE],
    ["fullName", "x".repeat(101), "Full name must be 100 characters or fewer"],
    ["fullName", "<b>Jane</b>", MARKUP_MESSAGE],
    ["email", "not-an-email", m.emailInvalid],
    ["email", "a@b", m.emailInvalid],
    ["phone", "(800) 555-2199", m.phoneInvalid],
    ["phone", "12345", m.phoneInvalid],
    ["zip", "1234", ZIP_MESSAGE],
    ["zip", "123456", ZIP_MESSAGE],
    ["zip", "abcde", ZIP_MESSAGE],
    ["category", "windows", m.category],
    ["details", "x".repeat(2001), "Project details must be 2,000 characters or fewer"],
    ["details", "bad \u0000 byte", CONTROL_MESSAGE],
    ["details", "bad \uFFFD", UNREADABLE_MESSAGE],
    ["details", "<script>alert(1)</script>", MARKUP_MESSAGE],
    ["pros", "4", m.pros],
    ["pros", "0", m.pros],
    ["consent", "off", m.consent],
    ["calculatorLeadId", "not-a-uuid", m.calculatorLead],
  ])("%s = %j -> %s", (name, value, message) => {
    expect(errorsOf(quoteRequestSchema, { ...valid, [name]: value })).toEqual({ [name]: [message] });
  });

  it("accepts 2,000 characters of details with line breaks", () => {
    expect(parseOk(quoteRequestSchema, { ...valid, details: `${"x".repeat(1000)}\n${"y".repeat(999)}` }).details).toHaveLength(2000);
  });

  it("keeps SQL in free text as text", () => {
    expect(parseOk(quoteRequestSchema, { ...valid, details: "'); DROP TABLE leads;--" }).details).toBe("'); DROP TABLE leads;--");
  });

  it("records a known consent version and falls back to today's for an unknown one", () => {
    expect(parseOk(quoteRequestSchema, { ...valid, consentVersion: "1999-01-01" }).consentVersion).toBe(CONSENT_VERSION);
    expect(parseOk(quoteRequestSchema, { ...valid, consentVersion: CONSENT_VERSION }).consentVersion).toBe(CONSENT_VERSION);
  });

  it("treats non-string values as missing", () => {
    expect(errorsOf(quoteRequestSchema, { ...valid, fullName: 42, email: ["a@b.co"] })).toEqual({
      fullName: [m.fullNameRequired],
      email: [m.emailRequired],
    });
  });
});
