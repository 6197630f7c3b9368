import { describe, expect, it } from "vitest";
import { auditSentence, describeAuditEntry } from "./describe-audit-entry";

const base = {
  entity: "contractor",
  entityId: "0b6e2f4c-7d1a-4c3e-9f7a-2b8c1d0e5f6a",
  actor: null,
  actorRole: null,
  actorBusiness: null,
  subjectBusiness: "Acme Roofing",
};

describe("describeAuditEntry", () => {
  it("names a contractor acting on itself, with money before → after", () => {
    const words = describeAuditEntry({
      ...base,
      action: "contractor.preferences",
      actor: "pro@acme.example",
      actorRole: "contractor",
      actorBusiness: "Acme Roofing",
      before: { weeklyCapCents: 20_000, baseLat: 1 },
      after: { weeklyCapCents: 30_000, baseLat: 2 },
    });
    expect(auditSentence(words)).toBe("Acme Roofing changed the lead preferences of its account: weekly cap: $200.00 → $300.00");
  });

  it("names the admin by e-mail, the contractor changed, and the reason apart", () => {
    const words = describeAuditEntry({
      ...base,
      action: "contractor.update",
      actor: "ops@thp.example",
      actorRole: "admin",
      before: { plan: "pay-as-you-go" },
      after: { plan: "professional", reason: "Upgrade by phone" },
    });
    expect(auditSentence(words)).toBe("ops@thp.example changed Acme Roofing: plan: pay-as-you-go → professional (reason: Upgrade by phone)");
  });

  it("reads an exclusive territory change as its ZIP lists", () => {
    const words = describeAuditEntry({
      ...base,
      action: "contractor.territory",
      actor: "ops@thp.example",
      actorRole: "admin",
      before: { territory: "" },
      after: { territory: "10001, 10003", reason: "Signed the Manhattan territory" },
    });
    expect(auditSentence(words)).toBe(
      "ops@thp.example set the exclusive territory of Acme Roofing: territory: none → 10001, 10003 (reason: Signed the Manhattan territory)",
    );
  });

  it("credits entries written before actors were recorded to the contractor, and privacy forms to the homeowner", () => {
    expect(describeAuditEntry({ ...base, action: "contractor.alert-settings", before: { alertSms: false }, after: { alertSms: true } }).who).toBe(
      "Acme Roofing",
    );
    expect(
      describeAuditEntry({
        ...base,
        entity: "quote_request",
        subjectBusiness: null,
        action: "privacy.stop-contact",
        before: null,
        after: { withdrawnLeads: 2 },
      }).who,
    ).toBe("Homeowner");
  });

  it("still reads an action it does not know, field by field", () => {
    const words = describeAuditEntry({
      ...base,
      entity: "plan_subscription",
      subjectBusiness: null,
      action: "plan.trial-start",
      actor: "pro@acme.example",
      actorRole: "contractor",
      actorBusiness: "Acme Roofing",
      before: { trialEndsAt: null },
      after: { trialEndsAt: "2026-12-09" },
    });
    expect(auditSentence(words)).toBe("Acme Roofing plan.trial-start on plan subscription 0b6e2f4c: trial ends at: none → 2026-12-09");
  });

  it("names a lead and a return by the lead's reference, trade and place, never by an id", () => {
    const lead = { subjectReference: "THP-1A2B3C", subjectCategory: "roofing", subjectCity: "Queens", subjectState: "NY" };
    const invalid = describeAuditEntry({
      ...base,
      ...lead,
      entity: "lead",
      subjectBusiness: null,
      action: "lead.mark-invalid",
      actor: "admin@example.com",
      actorRole: "admin",
      before: null,
      after: null,
    });
    expect(invalid.what).toBe("marked lead THP-1A2B3C · Roofing · Queens, NY invalid");
    expect(invalid.subject).toBe("lead THP-1A2B3C · Roofing · Queens, NY");
    const credited = describeAuditEntry({
      ...base,
      ...lead,
      entity: "lead_return",
      subjectBusiness: null,
      action: "return.credit",
      actor: "admin@example.com",
      actorRole: "admin",
      before: null,
      after: null,
    });
    expect(credited.what).toBe("credited the return THP-1A2B3C · Roofing · Queens, NY");
    expect(credited.what).not.toContain(base.entityId.slice(0, 8));
  });

  it("names an application by its business", () => {
    const words = describeAuditEntry({
      ...base,
      entity: "contractor_application",
      action: "application.approve",
      actor: "admin@example.com",
      actorRole: "admin",
      before: null,
      after: null,
    });
    expect(words.what).toBe("approved application of Acme Roofing");
  });
});
