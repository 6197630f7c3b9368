import { describe, expect, it } from "vitest";
import { composeLeadEmail, leadSubject } from "./compose-lead-email";
import { soldLeadFixture } from "./test-sold-lead";

const input = (overrides: Parameters<typeof soldLeadFixture>[0] = {}, returnWindowDays = 7) => ({
  to: "pro@example.com",
  contactName: "Sam Rivera",
  lead: soldLeadFixture(overrides),
  publicUrl: "https://pros.example.com",
  returnWindowDays,
});

describe("composeLeadEmail", () => {
  it("names the category and place in the subject", () => {
    expect(leadSubject(soldLeadFixture())).toBe("New lead: Roofing in Austin, TX 78701");
    expect(leadSubject(soldLeadFixture({ category: "home-improvement", replacement: true }))).toBe("Replacement lead: Home Improvement in Austin, TX 78701");
  });

  it("gives the homeowner's contact details, the project, the price and the lead's link", () => {
    const mail = composeLeadEmail(input());
    expect(mail).toMatchObject({ kind: "lead.delivery", to: "pro@example.com", subject: "New lead: Roofing in Austin, TX 78701" });
    expect(mail.text).toContain("Hi Sam,");
    expect(mail.text).toContain("You bought a new Roofing lead.");
    expect(mail.text).toContain("- Name: Jane Doe");
    expect(mail.text).toContain("- Phone: (512) 555-0100");
    expect(mail.text).toContain("- E-mail: jane@example.com");
    expect(mail.text).toContain("- Location: Austin, TX 78701");
    expect(mail.text).toContain("- Details: Hail damage on a 20-year-old shingle roof.");
    expect(mail.text).toContain("- Pros the homeowner asked for: 3");
    expect(mail.text).toContain("- Reference: THP-7K3M9Q");
    expect(mail.text).toContain("Price paid: $94.00");
    expect(mail.text).toContain("https://pros.example.com/pro/leads/7d1f7c2e-3c57-4a52-9a0e-1b2c3d4e5f60");
  });

  it("states the return window from RETURN_WINDOW_DAYS, with its last day", () => {
    expect(composeLeadEmail(input({}, 7)).text).toContain("within 7 days of purchase (until November 28, 2026)");
    expect(composeLeadEmail(input({}, 1)).text).toContain("within 1 day of purchase (until November 22, 2026)");
    expect(composeLeadEmail(input({}, 0)).text).toContain("this lead cannot be returned");
    expect(composeLeadEmail(input({}, 7)).text).toContain("wrong number, not the homeowner, duplicate, outside my area, wrong category");
  });

  it("says when auto-buy bought the lead, and that a replacement cost nothing", () => {
    expect(composeLeadEmail(input({ autoBuy: true })).text).toContain("Auto-buy bought a new Roofing lead for you.");
    const replacement = composeLeadEmail(input({ replacement: true })).text;
    expect(replacement).toContain("Here is the replacement for the Roofing lead you returned.");
    expect(replacement).toContain("Price: no charge (it replaces a returned lead bought for $94.00)");
    expect(replacement).not.toContain("Price paid");
  });

  it("says so when the homeowner gave no details", () => {
    expect(composeLeadEmail(input({ details: "  " })).text).toContain("- Details: none given");
  });
});
