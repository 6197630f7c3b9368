import { describe, expect, it } from "vitest";
import { composeFollowUpEmail, type FollowUpFacts } from "./compose-follow-up-email";

const requestedAt = new Date("2026-12-01T15:00:00Z");
const facts: FollowUpFacts = {
  to: "dana@example.com",
  fullName: "Dana Homeowner",
  reference: "THP-7K3M9Q",
  category: "roofing",
  zip: "10001",
  prosRequested: 3,
  requestedAt,
  buyers: [
    { businessName: "Skyline Roofing Co.", firstReplyAt: new Date(requestedAt.getTime() + 40 * 60_000) },
    { businessName: "Quiet Pro", firstReplyAt: null },
  ],
  openSpots: 1,
  reoffered: 4,
  requestUrl: "https://example.com/my-request/abc",
};

describe("composeFollowUpEmail", () => {
  it("says who replied and how soon, who has not, what happens next, and links the request page", () => {
    const mail = composeFollowUpEmail(facts);
    expect(mail).toMatchObject({
      kind: "quote-request.follow-up",
      to: "dana@example.com",
      subject: "Your Roofing quote request THP-7K3M9Q: 1 of 3 pros have replied",
    });
    expect(mail.text).toContain("Hi Dana,");
    expect(mail.text).toContain("- Skyline Roofing Co. replied 40 minutes after your request.");
    expect(mail.text).toContain("- Quiet Pro took your request and has not replied yet.");
    expect(mail.text).toContain("What happens next: we have offered the 1 open spot to more verified roofers near 10001.");
    expect(mail.text).toContain("https://example.com/my-request/abc");
  });

  it("promises nobody it has not found: with no one further out, the team is looking; with every spot taken, it waits for quotes", () => {
    expect(composeFollowUpEmail({ ...facts, buyers: [], openSpots: 3, reoffered: 0 }).text).toContain(
      "No pro has taken your request yet.\n\nWhat happens next: no more verified roofers near 10001 can take the 3 open spots right now. Our team has your request on its list",
    );
    expect(composeFollowUpEmail({ ...facts, prosRequested: 2, openSpots: 0, reoffered: 0 }).text).toContain(
      "What happens next: every spot you asked for is taken. The pros' quotes and messages show on your request's page as they come.",
    );
    expect(composeFollowUpEmail({ ...facts, prosRequested: 1, buyers: [], openSpots: 1, reoffered: 0 }).subject).toBe(
      "Your Roofing quote request THP-7K3M9Q: 0 of 1 pro has replied",
    );
  });
});
