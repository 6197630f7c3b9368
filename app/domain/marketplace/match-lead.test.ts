import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AlreadyHoldsLeadFromRequestError, LeadTakenError, WeeklyCapReachedError } from "./errors";
import { InsufficientBalanceError } from "../ledger/insufficient-balance-error";
import { ForbiddenError, NotFoundError } from "../shared/errors";
import { leadStates } from "./lead-state-machine";
import { eligibleContractorsForLead, ineligibility, ineligibilityError, type Ineligibility, type MatchContractor, type MatchLead } from "./match-lead";
import { isInServiceArea, type LeadZip } from "../contractors/contractor-facts";

const nyc: LeadZip = { zip: "10001", lat: 40.7506, lng: -73.9972 };
const brooklyn: LeadZip = { zip: "11201", lat: 40.694, lng: -73.9903 };
const jerseyCity: LeadZip = { zip: "07302", lat: 40.7196, lng: -74.0466 };
const beverlyHills: LeadZip = { zip: "90210", lat: 34.103, lng: -118.4105 };
const centroid = ({ lat, lng }: LeadZip) => ({ lat, lng });

describe("isInServiceArea", () => {
  it("accepts a ZIP in the list, whatever the distance", () => {
    expect(isInServiceArea({ zipCodes: ["90210", "10001"] }, nyc)).toBe(true);
    expect(isInServiceArea({ zipCodes: ["90210"], baseZip: centroid(nyc), radiusMiles: 5 }, beverlyHills)).toBe(true);
  });

  it("refuses a ZIP not in the list when there is no radius", () => {
    expect(isInServiceArea({ zipCodes: ["10001"] }, brooklyn)).toBe(false);
    expect(isInServiceArea({ zipCodes: [] }, brooklyn)).toBe(false);
  });

  it("accepts ZIPs within the radius of the base ZIP (Manhattan to Brooklyn is 3.9 mi, to Jersey City 3.4 mi)", () => {
    const area = { zipCodes: [], baseZip: centroid(nyc), radiusMiles: 4 };
    expect(isInServiceArea(area, nyc)).toBe(true);
    expect(isInServiceArea(area, brooklyn)).toBe(true);
    expect(isInServiceArea(area, jerseyCity)).toBe(true);
    expect(isInServiceArea(area, beverlyHills)).toBe(false);
  });

  it("draws the radius line between Jersey City (3.4 mi) and Brooklyn (3.9 mi)", () => {
    const area = { zipCodes: [], baseZip: centroid(nyc), radiusMiles: 3.5 };
    expect(isInServiceArea(area, jerseyCity)).toBe(true);
    expect(isInServiceArea(area, brooklyn)).toBe(false);
  });

  it("counts the radius edge as inside and radius 0 as the base centroid only", () => {
    expect(isInServiceArea({ zipCodes: [], baseZip: centroid(nyc), radiusMiles: 0 }, nyc)).toBe(true);
    expect(isInServiceArea({ zipCodes: [], baseZip: centroid(nyc), radiusMiles: 0 }, brooklyn)).toBe(false);
  });

  it("ignores a radius without a base ZIP, and a base ZIP without a radius", () => {
    expect(isInServiceArea({ zipCodes: [], radiusMiles: 5000 }, brooklyn)).toBe(false);
    expect(isInServiceArea({ zipCodes: [], baseZip: centroid(nyc) }, nyc)).toBe(false);
  });

  it("refuses a negative radius", () => {
    expect(() => isInServiceArea({ zipCodes: [], baseZip: centroid(nyc), radiusMiles: -1 }, nyc)).toThrow("radiusMiles must be a non-negative number");
  });

  it("grows with the radius", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 3000, noNaN: true }),
        fc.double({ min: 0, max: 3000, noNaN: true }),
        fc.constantFrom(nyc, brooklyn, jerseyCity, beverlyHills),
        (r1, r2, lead) => {
          const [small, big] = r1 <= r2 ? [r1, r2] : [r2, r1];
          const inSmall = isInServiceArea({ zipCodes: [], baseZip: centroid(nyc), radiusMiles: small }, lead);
          const inBig = isInServiceArea({ zipCodes: [], baseZip: centroid(nyc), radiusMiles: big }, lead);
          expect(!inSmall || inBig).toBe(true);
        },
      ),
    );
  });
});

const lead: MatchLead = {
  quoteRequestId: "qr-1",
  category: "roofing",
  state: "available",
  zip: brooklyn,
  priceCents: { payAsYouGo: 9_400, professional: 7_500, enterprise: 6_600 },
};

const contractor = (over: Partial<MatchContractor> & { id: string }): MatchContractor => ({
  status: "active",
  categories: ["roofing", "solar"],
  serviceArea: { zipCodes: [], baseZip: centroid(nyc), radiusMiles: 10 },
  tier: "payAsYouGo",
  heldQuoteRequestIds: new Set(),
  weeklyCapCents: null,
  spentThisWeekCents: 0,
  balanceCents: 100_000,
  ...over,
});

describe("eligibleContractorsForLead", () => {
  const cases: ReadonlyArray<[string, MatchContractor, Ineligibility | undefined]> = [
    ["eligible", contractor({ id: "ok" }), undefined],
    ["paused", contractor({ id: "c", status: "paused" }), "not-active"],
    ["suspended", contractor({ id: "c", status: "suspended" }), "not-active"],
    ["other categories", contractor({ id: "c", categories: ["plumbing", "hvac"] }), "category"],
    ["no categories", contractor({ id: "c", categories: [] }), "category"],
    ["in Los Angeles", contractor({ id: "c", serviceArea: { zipCodes: ["90210"], baseZip: centroid(beverlyHills), radiusMiles: 50 } }), "outside-area"],
    ["ZIP list only, lead's ZIP listed", contractor({ id: "c", serviceArea: { zipCodes: ["11201"] } }), undefined],
    ["already holds a lead of the request", contractor({ id: "c", heldQuoteRequestIds: new Set(["qr-1"]) }), "holds-lead-from-request"],
    ["holds leads of other requests", contractor({ id: "c", heldQuoteRequestIds: new Set(["qr-2"]) }), undefined],
    ["cap reached", contractor({ id: "c", weeklyCapCents: 50_000, spentThisWeekCents: 40_601 }), "weekly-cap"],
    ["cap met exactly by this lead", contractor({ id: "c", weeklyCapCents: 50_000, spentThisWeekCents: 40_600 }), undefined],
    ["cap of zero", contractor({ id: "c", weeklyCapCents: 0 }), "weekly-cap"],
    ["no cap, big spend", contractor({ id: "c", weeklyCapCents: null, spentThisWeekCents: 10_000_000 }), undefined],
    ["balance one cent short", contractor({ id: "c", balanceCents: 9_399 }), "balance"],
    ["balance exactly the price", contractor({ id: "c", balanceCents: 9_400 }), undefined],
    ["enterprise tier can afford its cheaper price", contractor({ id: "c", tier: "enterprise", balanceCents: 6_600 }), undefined],
    ["enterprise tier one cent short", contractor({ id: "c", tier: "enterprise", balanceCents: 6_599 }), "balance"],
    ["professional cap counts the professional price", contractor({ id: "c", tier: "professional", weeklyCapCents: 7_500 }), undefined],
  ];

  it.each(cases)("%s", (_, c, reason) => {
    expect(ineligibility(lead, c)).toBe(reason);
    expect(eligibleContractorsForLead(lead, [c])).toEqual(reason === undefined ? [c] : []);
  });

  it("keeps only the eligible ones, in the order given", () => {
    const all = cases.map(([, c], i) => ({ ...c, id: `c${i}` }));
    const ids = eligibleContractorsForLead(lead, all).map((c) => c.id);
    expect(ids).toEqual(cases.flatMap(([, , reason], i) => (reason === undefined ? [`c${i}`] : [])));
  });

  it("returns the caller's own objects (extra fields kept)", () => {
    const withName = { ...contractor({ id: "a" }), name: "Acme Roofing" };
    expect(eligibleContractorsForLead(lead, [withName])[0]?.name).toBe("Acme Roofing");
  });

  it.each(leadStates.filter((s) => s !== "available" && s !== "aged"))("offers a %s lead to nobody", (state) => {
    expect(eligibleContractorsForLead({ ...lead, state }, [contractor({ id: "ok" })])).toEqual([]);
    expect(ineligibility({ ...lead, state }, contractor({ id: "ok" }))).toBe("lead-not-for-sale");
  });

  it("offers an aged lead", () => {
    expect(eligibleContractorsForLead({ ...lead, state: "aged" }, [contractor({ id: "ok" })])).toHaveLength(1);
  });

  it("gives the first failing rule as the reason", () => {
    const everythingWrong = contractor({
      id: "c",
      status: "suspended",
      categories: [],
      serviceArea: { zipCodes: [] },
      heldQuoteRequestIds: new Set(["qr-1"]),
      weeklyCapCents: 0,
      balanceCents: 0,
    });
    expect(ineligibility(lead, everythingWrong)).toBe("not-active");
    expect(ineligibility(lead, { ...everythingWrong, status: "active" })).toBe("category");
  });
});

describe("ineligibilityError", () => {
  const c = contractor({ id: "c", balanceCents: 100 });
  it.each([
    ["lead-not-for-sale", { ...lead, state: "sold" }, LeadTakenError, 409],
    ["lead-not-for-sale", { ...lead, state: "invalid" }, NotFoundError, 404],
    ["lead-not-for-sale", { ...lead, state: "sold", zip: beverlyHills }, NotFoundError, 404],
    ["not-active", lead, ForbiddenError, 403],
    ["category", lead, NotFoundError, 404],
    ["outside-area", lead, NotFoundError, 404],
    ["holds-lead-from-request", lead, AlreadyHoldsLeadFromRequestError, 409],
    ["weekly-cap", lead, WeeklyCapReachedError, 409],
    ["balance", lead, InsufficientBalanceError, 402],
  ] as const)("%s → %o", (reason, l, type, status) => {
    const error = ineligibilityError(reason, l, c);
    expect(error).toBeInstanceOf(type);
    expect(error.status).toBe(status);
  });

  it("tells a lead taken by someone else clearly", () => {
    expect(ineligibilityError("lead-not-for-sale", { ...lead, state: "sold" }, c).message).toBe("This lead was just taken");
  });

  it("carries balance and price for a balance too low", () => {
    expect(ineligibilityError("balance", lead, c)).toMatchObject({ balanceCents: 100, priceCents: 9_400 });
  });
});
