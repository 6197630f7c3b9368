import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LeadWonError, ReturnWindowClosedError } from "./errors";
import type { LeadZip, ServiceArea } from "../contractors/contractor-facts";
import { assertCanReturn, assertNotWon, autoDecision, canReturn, DEFAULT_RETURN_WINDOW_DAYS } from "./returns";
import { returnRequestSchema } from "~/forms/lead-return";
import { returnReasonLabels, returnReasons } from "~/content/return-reasons";

const DAY = 24 * 60 * 60 * 1000;
const purchasedAt = new Date("2026-11-02T15:30:00Z");
const after = (ms: number) => new Date(purchasedAt.getTime() + ms);

describe("return window", () => {
  it("is 7 days by default", () => {
    expect(DEFAULT_RETURN_WINDOW_DAYS).toBe(7);
  });

  it.each([
    [0, true],
    [DAY, true],
    [7 * DAY - 1, true],
    [7 * DAY, true],
    [7 * DAY + 1, false],
    [30 * DAY, false],
  ])("%d ms after purchase: returnable %s", (ms, expected) => {
    expect(canReturn(purchasedAt, after(ms))).toBe(expected);
  });

  it("takes a configured window", () => {
    expect(canReturn(purchasedAt, after(10 * DAY), 14)).toBe(true);
    expect(canReturn(purchasedAt, after(2 * DAY), 1)).toBe(false);
    expect(canReturn(purchasedAt, after(1), 0)).toBe(false);
    expect(canReturn(purchasedAt, purchasedAt, 0)).toBe(true);
  });

  it("refuses a broken window or date", () => {
    expect(() => canReturn(purchasedAt, purchasedAt, -1)).toThrow("windowDays must be a non-negative number");
    expect(() => canReturn(purchasedAt, purchasedAt, Number.NaN)).toThrow("windowDays must be a non-negative number");
    expect(() => canReturn(new Date("nonsense"), purchasedAt)).toThrow("canReturn needs valid dates");
  });

  it("closes once and stays closed", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 * DAY }), fc.integer({ min: 0, max: 60 * DAY }), fc.integer({ min: 0, max: 30 }), (x, y, days) => {
        const [early, late] = x <= y ? [x, y] : [y, x];
        expect(!canReturn(purchasedAt, after(late), days) || canReturn(purchasedAt, after(early), days)).toBe(true);
      }),
    );
  });

  it("assertCanReturn throws a typed 409 after the window", () => {
    expect(() => assertCanReturn(purchasedAt, after(7 * DAY))).not.toThrow();
    expect(() => assertCanReturn(purchasedAt, after(8 * DAY))).toThrow(ReturnWindowClosedError);
    expect(() => assertCanReturn(purchasedAt, after(8 * DAY))).toThrow("within 7 days of purchase");
    expect(() => assertCanReturn(purchasedAt, after(2 * DAY), 1)).toThrow("within 1 day of purchase");
  });
});

describe("return request", () => {
  it("has the issue's six reasons, each labelled", () => {
    expect(returnReasons).toEqual(["wrong-number", "not-homeowner", "duplicate", "outside-area", "wrong-category", "other"]);
    expect(Object.keys(returnReasonLabels)).toEqual([...returnReasons]);
  });

  it.each(returnReasons.filter((r) => r !== "other"))("accepts %s without a note", (reason) => {
    expect(returnRequestSchema.parse({ reason })).toEqual({ reason, note: "" });
  });

  it("requires a note for 'other'", () => {
    for (const note of [undefined, "", "   "]) {
      const result = returnRequestSchema.safeParse({ reason: "other", note });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ path: ["note"], message: "Please tell us what is wrong with this lead." });
    }
    expect(returnRequestSchema.parse({ reason: "other", note: "  Homeowner sold the house  " })).toEqual({
      reason: "other",
      note: "Homeowner sold the house",
    });
  });

  it("refuses an unknown reason and an overlong note", () => {
    expect(returnRequestSchema.safeParse({ reason: "changed-my-mind" }).error?.issues[0]?.message).toBe("Please choose a reason.");
    expect(returnRequestSchema.safeParse({ reason: "wrong-number", note: "x".repeat(1001) }).success).toBe(false);
  });
});

describe("autoDecision", () => {
  const brooklyn: LeadZip = { zip: "11201", lat: 40.694, lng: -73.9903 };
  const beverlyHills: LeadZip = { zip: "90210", lat: 34.103, lng: -118.4105 };
  const nycArea: ServiceArea = { zipCodes: ["10001"], baseZip: { lat: 40.7506, lng: -73.9972 }, radiusMiles: 10 };
  const facts = { quoteRequestIsDuplicate: false, leadZip: brooklyn, serviceAreaAtPurchase: nycArea };

  it("credits a duplicate at once when the request is flagged duplicate", () => {
    expect(autoDecision("duplicate", { ...facts, quoteRequestIsDuplicate: true })).toBe("credit");
  });

  it("sends a wrong-number return on a verified phone to an admin, never to an automatic credit", () => {
    expect(autoDecision("wrong-number", { ...facts, phoneVerified: true })).toBe("review");
    expect(autoDecision("wrong-number", { ...facts, phoneVerified: false })).toBe("review");
  });

  it("sends a claimed duplicate the system did not flag to review", () => {
    expect(autoDecision("duplicate", facts)).toBe("review");
  });

  it("credits outside-area at once when the ZIP was outside the area at purchase", () => {
    expect(autoDecision("outside-area", { ...facts, leadZip: beverlyHills })).toBe("credit");
    expect(autoDecision("outside-area", { ...facts, serviceAreaAtPurchase: { zipCodes: ["10001"] } })).toBe("credit");
  });

  it("sends outside-area to review when the ZIP was inside (by radius or list)", () => {
    expect(autoDecision("outside-area", facts)).toBe("review");
    expect(autoDecision("outside-area", { ...facts, serviceAreaAtPurchase: { zipCodes: ["11201"] } })).toBe("review");
  });

  it("never auto-credits a reason only a person can judge, whatever the facts", () => {
    const strongest = { quoteRequestIsDuplicate: true, leadZip: beverlyHills, serviceAreaAtPurchase: nycArea };
    for (const reason of ["wrong-number", "not-homeowner", "wrong-category", "other"] as const) {
      expect(autoDecision(reason, strongest)).toBe("review");
    }
  });

  it("credits only on matching evidence: duplicate needs the flag, outside-area needs the ZIP", () => {
    expect(autoDecision("duplicate", { ...facts, leadZip: beverlyHills })).toBe("review");
    expect(autoDecision("outside-area", { ...facts, quoteRequestIsDuplicate: true })).toBe("review");
  });
});

describe("a Won lead", () => {
  it("cannot be returned; every other pipeline status can", () => {
    expect(() => assertNotWon("won")).toThrow(LeadWonError);
    for (const status of ["new", "contacted", "quoted", "lost"]) expect(() => assertNotWon(status)).not.toThrow();
  });
});
