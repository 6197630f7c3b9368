/**
 * The dashboard and admin form schemas read form data as a browser sends it
 * (strings, a checkbox group as one value or a list) into typed values, with
 * the messages the pages show.
 */
import { describe, expect, it } from "vitest";
import {
  ADJUST_AMOUNT_MESSAGE,
  ADMIN_REASON_MESSAGE,
  adminContractorDecisionSchema,
  adminPlanProblem,
  ISO_DATE_MESSAGE,
  UNKNOWN_PLAN_MESSAGE,
} from "./admin-contractor";
import { applicationDecisionSchema, LICENSE_STATE_MESSAGE, MISSING_EXPIRY_MESSAGE, REJECT_REASON_MESSAGE } from "./application-decision";
import { contractorPreferencesSchema, RADIUS_MESSAGE, WEEKLY_CAP_MESSAGE } from "./contractor-preferences";
import { JOB_VALUE_MESSAGE, leadPipelineSchema } from "./lead-pipeline";
import { RETURN_REJECT_REASON_MESSAGE, returnDecisionSchema } from "./return-decision";
import { errorsOf, parseOk } from "./test-helpers";
import { TOP_UP_AMOUNT_MESSAGE, topUpSchema } from "./top-up";

const ID = "0b6f5d3e-8f0a-4c1e-9a7b-2d4c6e8f0a1b";

describe("contractorPreferencesSchema", () => {
  const form = {
    categories: ["roofing", "solar"],
    serviceZipCodes: "10001, 10002;10003  10001",
    baseZip: " ",
    radiusMiles: "",
    emailChannel: "on",
    weeklyCap: "$1,250.50",
  };
  it("reads the settings form into preferences", () => {
    expect(parseOk(contractorPreferencesSchema, form)).toEqual({
      categories: ["roofing", "solar"],
      serviceZipCodes: ["10001", "10002", "10003", "10001"],
      baseZip: null,
      radiusMiles: null,
      emailChannel: true,
      smsChannel: false,
      weeklyCapCents: 1_250_50,
      autoBuy: false,
    });
  });
  it("takes one ticked category as a list, and a radius around a base ZIP", () => {
    expect(parseOk(contractorPreferencesSchema, { categories: "plumbing", baseZip: "11201", radiusMiles: "15" })).toMatchObject({
      categories: ["plumbing"],
      baseZip: "11201",
      radiusMiles: 15,
      weeklyCapCents: null,
    });
  });
  it.each([
    [{ weeklyCap: "lots" }, WEEKLY_CAP_MESSAGE],
    [{ weeklyCap: "-5" }, WEEKLY_CAP_MESSAGE],
    [{ radiusMiles: "2.5" }, RADIUS_MESSAGE],
    [{ categories: [] }, "Choose at least one category."],
    [{ serviceZipCodes: "1234" }, "ZIP codes have 5 digits."],
    [{ baseZip: "11201" }, "Give both a base ZIP and a radius, or neither."],
    [{ serviceZipCodes: "" }, "Give ZIP codes or a radius around a base ZIP."],
    [{ baseZip: "11201", radiusMiles: "201" }, "At most 200 miles."],
  ])("refuses %j: %s", (change, message) => {
    expect(Object.values(errorsOf(contractorPreferencesSchema, { ...form, ...change })).flat()[0]).toBe(message);
  });
});

describe("leadPipelineSchema", () => {
  it("keeps a job value only for a won job", () => {
    expect(parseOk(leadPipelineSchema, { status: "won", notes: " Signed ", jobValue: "$12,500" })).toEqual({
      status: "won",
      notes: "Signed",
      jobValueCents: 12_500_00,
    });
    expect(parseOk(leadPipelineSchema, { status: "won", jobValue: "" })).toEqual({ status: "won", notes: "", jobValueCents: null });
    expect(parseOk(leadPipelineSchema, { status: "lost", jobValue: "not a number" })).toEqual({ status: "lost", notes: "", jobValueCents: null });
  });
  it("refuses a bad status, a bad job value of a won job and long notes", () => {
    expect(errorsOf(leadPipelineSchema, { status: "maybe" })).toEqual({ status: ["Please choose a status."] });
    expect(errorsOf(leadPipelineSchema, { status: "won", jobValue: "-1" })).toEqual({ jobValue: [JOB_VALUE_MESSAGE] });
    expect(errorsOf(leadPipelineSchema, { status: "new", notes: "x".repeat(5001) })).toEqual({ notes: ["Please keep notes under 5,000 characters."] });
  });
});

describe("topUpSchema", () => {
  it("reads dollars into cents and keeps the form's key", () => {
    expect(parseOk(topUpSchema, { amount: "250", idempotencyKey: " k-123 " })).toEqual({ amount: 250_00, idempotencyKey: "k-123" });
  });
  it.each(["", "0", "-5", "abc"])("refuses %j", (amount) => {
    expect(errorsOf(topUpSchema, { amount })).toEqual({ amount: [TOP_UP_AMOUNT_MESSAGE] });
  });
});

describe("applicationDecisionSchema", () => {
  it("needs a reason of 3 to 2,000 characters only to reject", () => {
    expect(parseOk(applicationDecisionSchema, { intent: "approve", reason: "", licenseExpiresOn: "2027-06-30", insuranceExpiresOn: "2027-05-31" })).toEqual({
      intent: "approve",
      licenseExpiresOn: "2027-06-30",
      insuranceExpiresOn: "2027-05-31",
      overrideReason: undefined,
    });
    expect(parseOk(applicationDecisionSchema, { intent: "reject", reason: "  No licence  " })).toEqual({ intent: "reject", reason: "No licence" });
    for (const reason of [undefined, " ok ", "x".repeat(2001)])
      expect(errorsOf(applicationDecisionSchema, { intent: "reject", reason })).toEqual({ reason: [REJECT_REASON_MESSAGE] });
  });
  it("takes the licence's state as two letters of a US state, or none (the first service ZIP's)", () => {
    const dates = { intent: "approve", licenseExpiresOn: "2027-06-30", insuranceExpiresOn: "2027-05-31" };
    expect(parseOk(applicationDecisionSchema, { ...dates, licenseState: " tx " })).toMatchObject({ licenseState: "TX" });
    expect(parseOk(applicationDecisionSchema, { ...dates, licenseState: "" })).toMatchObject({ licenseState: undefined });
    for (const licenseState of ["ZZ", "Texas", "<b>"])
      expect(errorsOf(applicationDecisionSchema, { ...dates, licenseState })).toEqual({ licenseState: [LICENSE_STATE_MESSAGE] });
  });
  it("approves only with both expiry dates, or with a reason for the missing one", () => {
    expect(errorsOf(applicationDecisionSchema, { intent: "approve", licenseExpiresOn: "", insuranceExpiresOn: "" })).toEqual({
      licenseExpiresOn: [MISSING_EXPIRY_MESSAGE.licenseExpiresOn],
      insuranceExpiresOn: [MISSING_EXPIRY_MESSAGE.insuranceExpiresOn],
    });
    expect(errorsOf(applicationDecisionSchema, { intent: "approve", licenseExpiresOn: "30/06/2027", insuranceExpiresOn: "2027-06-30" })).toEqual({
      licenseExpiresOn: [ISO_DATE_MESSAGE],
    });
    expect(errorsOf(applicationDecisionSchema, { intent: "approve", licenseExpiresOn: "2027-06-30", overrideReason: "x" })).toEqual({
      overrideReason: [ADMIN_REASON_MESSAGE],
    });
    expect(parseOk(applicationDecisionSchema, { intent: "approve", licenseExpiresOn: "2027-06-30", overrideReason: "Certificate arrives Monday" })).toEqual({
      intent: "approve",
      licenseExpiresOn: "2027-06-30",
      insuranceExpiresOn: null,
      overrideReason: "Certificate arrives Monday",
    });
  });
  it("refuses an unknown intent on the intent field", () => {
    expect(Object.keys(errorsOf(applicationDecisionSchema, { intent: "delete" }))).toEqual(["intent"]);
  });
});

describe("returnDecisionSchema", () => {
  it("needs a reason only to reject", () => {
    expect(parseOk(returnDecisionSchema, { returnId: ID.toUpperCase(), decision: "credit" })).toEqual({ returnId: ID, decision: "credit", reason: "" });
    expect(errorsOf(returnDecisionSchema, { returnId: ID, decision: "reject", reason: " no " })).toEqual({ reason: [RETURN_REJECT_REASON_MESSAGE] });
  });
  it("refuses a bad id or decision on those fields", () => {
    expect(Object.keys(errorsOf(returnDecisionSchema, { returnId: "1", decision: "approve" }))).toEqual(["returnId", "decision"]);
  });
});

describe("adminContractorDecisionSchema", () => {
  const reason = "Per the owner's phone call";
  it("types each decision", () => {
    expect(parseOk(adminContractorDecisionSchema, { intent: "suspend", reason })).toEqual({ intent: "suspend", reason });
    expect(parseOk(adminContractorDecisionSchema, { intent: "plan", plan: "pay-as-you-go", reason })).toEqual({
      intent: "plan",
      plan: "pay-as-you-go",
      reason,
    });
    expect(parseOk(adminContractorDecisionSchema, { intent: "compliance", licenseExpiresOn: "2027-03-31", insuranceExpiresOn: " ", reason })).toEqual({
      intent: "compliance",
      licenseExpiresOn: "2027-03-31",
      insuranceExpiresOn: null,
      reason,
    });
    expect(parseOk(adminContractorDecisionSchema, { intent: "adjust", amount: "-10.50", reason })).toEqual({ intent: "adjust", amount: -10_50, reason });
    expect(parseOk(adminContractorDecisionSchema, { intent: "resend" })).toEqual({ intent: "resend" });
  });
  it("refuses bad fields with the pages' messages, the reason first", () => {
    expect(errorsOf(adminContractorDecisionSchema, { intent: "plan", plan: "gold", reason })).toEqual({ plan: [UNKNOWN_PLAN_MESSAGE] });
    // Professional is the contractor's own subscription; Enterprise comes from its request (decision 0032).
    expect(errorsOf(adminContractorDecisionSchema, { intent: "plan", plan: "professional", reason })).toEqual({ plan: [adminPlanProblem("professional")] });
    expect(errorsOf(adminContractorDecisionSchema, { intent: "compliance", licenseExpiresOn: "31/03/2027", reason })).toEqual({
      licenseExpiresOn: [ISO_DATE_MESSAGE],
    });
    expect(errorsOf(adminContractorDecisionSchema, { intent: "adjust", amount: "0", reason })).toEqual({ amount: [ADJUST_AMOUNT_MESSAGE] });
    expect(Object.keys(errorsOf(adminContractorDecisionSchema, { intent: "adjust", amount: "x" }))).toEqual(["reason", "amount"]);
    expect(errorsOf(adminContractorDecisionSchema, { intent: "reactivate" })).toEqual({ reason: [ADMIN_REASON_MESSAGE] });
  });
});
