import { describe, expect, it } from "vitest";
import { planStartHref, plans } from "./plans";

describe("where each plan's button leads", () => {
  it("signed out: Pay-As-You-Go and Professional to the application, Enterprise to sales", () => {
    expect(plans.map((p) => [p.cta, planStartHref(p.id, false)])).toEqual([
      ["Get Started", "/contractor-application"],
      ["Start Free Trial", "/contractor-application"],
      ["Contact Sales", "/contact"],
    ]);
  });

  it("a signed-in contractor: the plan's own billing page, Enterprise still to sales", () => {
    expect(plans.map((p) => planStartHref(p.id, true))).toEqual(["/pro/billing", "/pro/billing", "/contact"]);
  });
});
