import { describe, expect, it } from "vitest";
import { returnEmail, type ReturnEmailOutcome } from "./return-emails";

const lead = {
  category: "roofing",
  city: "Queens",
  state: "NY",
  zip: "11375",
  reference: "THP-4821",
  purchasedAt: new Date("2026-11-02T15:30:00Z"),
  priceCents: 94_00,
};

describe("return e-mails", () => {
  it.each<ReturnEmailOutcome>(["filed", "credited", "replaced", "rejected"])(
    "%s names the lead (category, place, reference, purchase date) and the amount",
    (outcome) => {
      const mail = returnEmail(outcome, lead);
      expect(mail.kind).toBe(`return.${outcome}`);
      expect(mail.text).toContain("Roofing lead in Queens, NY 11375 (Ref. THP-4821, bought November 2, 2026)");
      expect(mail.text).toContain("$94");
      expect(mail.subject).toContain("THP-4821");
    },
  );

  it("says what happened to the money, and the admin's reason when there is one", () => {
    expect(returnEmail("credited", lead).text).toMatch(/\$94(\.00)? was credited to your balance/);
    expect(returnEmail("rejected", lead, "The number works").text).toMatch(/sale of \$94(\.00)? stands[\s\S]*Reason: The number works/);
    expect(returnEmail("filed", lead).text).not.toContain("Reason:");
  });
});
