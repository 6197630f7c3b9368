import { describe, expect, it } from "vitest";
import { composeAlertDigest, composeAlertEmail, composeAlertPush, composeAlertSms, unsubscribeHeaders } from "./compose-lead-alert";

const lead = { leadId: "5b1e2c1a-0000-4000-8000-000000000001", category: "roofing", city: "Austin", state: "TX", zip: "78701", priceCents: 8_500 };
const to = { to: "pro@example.com", contactName: "Maria Lopez", unsubscribeToken: "ab".repeat(32) };
const URL_ = "https://homepros.example/";

describe("alert messages", () => {
  it("name the category, place, price and an absolute buy link", () => {
    const email = composeAlertEmail(to, lead, URL_);
    expect(email.subject).toBe("New lead: Roofing in Austin, TX 78701 — $85.00");
    expect(email.text).toContain("Hi Maria,");
    expect(email.text).toContain(`Buy it: https://homepros.example/pro#lead-${lead.leadId}`);
    expect(email.headers).toEqual({
      "List-Unsubscribe": `<https://homepros.example/alerts/unsubscribe/${"ab".repeat(32)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(composeAlertSms(lead, URL_)).toBe(
      `Trusted Home Pros: New Roofing lead in Austin, TX 78701, $85.00. Buy: https://homepros.example/pro#lead-${lead.leadId}`,
    );
    expect(JSON.parse(composeAlertPush(lead, URL_))).toEqual({
      title: "New Roofing lead",
      body: "Austin, TX 78701 · $85.00",
      url: `https://homepros.example/pro#lead-${lead.leadId}`,
      tag: `lead-${lead.leadId}`,
    });
  });

  it("list a sold lead in a digest without its link", () => {
    const sold = { ...lead, leadId: "5b1e2c1a-0000-4000-8000-000000000002", onSale: false };
    const digest = composeAlertDigest(to, [{ ...lead, onSale: true }, sold], URL_);
    expect(digest.subject).toBe("2 new leads while alerts were paused (1 still on sale)");
    expect(digest.text).toContain(`#lead-${lead.leadId}`);
    expect(digest.text).not.toContain(sold.leadId);
    expect(digest.text).toContain("Roofing in Austin, TX 78701: sold to another contractor");
    expect(digest.headers).toEqual(unsubscribeHeaders(URL_, to.unsubscribeToken));
  });
});
