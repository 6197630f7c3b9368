import { describe, expect, it } from "vitest";
import { plumbingCalculator } from "./plumbing.ts";
import { detail, run } from "./test-helpers.ts";

/**
 * Spec section 9, Plumbing: base (water-heater 1,800, repiping 7,000, bathroom 3,500,
 * kitchen 2,500, drain-sewer 3,000). For a water heater with a type other than na the base
 * is the type price (tank-gas 1,500, tank-electric 1,200, tankless-gas 3,000,
 * tankless-electric 2,000). Repiping x bathroom factor (1: 0.7, 2: 1, 3: 1.3, 4+: 1.6).
 * x pipe age (new 1, mid 1.1, old 1.25, very-old 1.4) x urgency (emergency 1.5, urgent 1.2,
 * soon 1, planning 1). Range 0.85x to 1.25x.
 */
const examples = [
  // water heater, type na: base stays 1,800; low 1,530; high 2,250
  {
    project: "water-heater",
    baths: "2",
    heater: "na",
    pipes: "new",
    urgency: "soon",
    value: "$1,800",
    range: "$1,530 - $2,250",
    timeline: "4-8 hours",
    permit: "Possibly",
  },
  // tank-gas overrides: 1,500 (bathrooms do not matter); low 1,275; high 1,875
  {
    project: "water-heater",
    baths: "1",
    heater: "tank-gas",
    pipes: "new",
    urgency: "soon",
    value: "$1,500",
    range: "$1,275 - $1,875",
    timeline: "4-8 hours",
    permit: "Possibly",
  },
  // tank-electric: 1,200 x 1.1 = 1,320; low 1,122; high 1,650
  {
    project: "water-heater",
    baths: "4+",
    heater: "tank-electric",
    pipes: "mid",
    urgency: "planning",
    value: "$1,320",
    range: "$1,122 - $1,650",
    timeline: "4-8 hours",
    permit: "Possibly",
  },
  // tankless-gas: 3,000 x 1.25 = 3,750; x 1.5 = 5,625; low 4,781.25 -> 4,781; high 7,031.25 -> 7,031
  {
    project: "water-heater",
    baths: "2",
    heater: "tankless-gas",
    pipes: "old",
    urgency: "emergency",
    value: "$5,625",
    range: "$4,781 - $7,031",
    timeline: "4-8 hours",
    permit: "Possibly",
  },
  // tankless-electric: 2,000 x 1.4 = 2,800; x 1.2 = 3,360; low 2,856; high 4,200
  {
    project: "water-heater",
    baths: "3",
    heater: "tankless-electric",
    pipes: "very-old",
    urgency: "urgent",
    value: "$3,360",
    range: "$2,856 - $4,200",
    timeline: "4-8 hours",
    permit: "Possibly",
  },
  // repiping, 1 bathroom: 7,000 x 0.7 = 4,900; low 4,165; high 6,125
  {
    project: "repiping",
    baths: "1",
    heater: "na",
    pipes: "new",
    urgency: "soon",
    value: "$4,900",
    range: "$4,165 - $6,125",
    timeline: "3-5 days",
    permit: "Yes",
  },
  // repiping, 2 bathrooms: 7,000; low 5,950; high 8,750 (a heater type is ignored)
  {
    project: "repiping",
    baths: "2",
    heater: "tank-gas",
    pipes: "new",
    urgency: "planning",
    value: "$7,000",
    range: "$5,950 - $8,750",
    timeline: "3-5 days",
    permit: "Yes",
  },
  // repiping, 3: 7,000 x 1.3 = 9,100; x 1.25 = 11,375; x 1.2 = 13,650
  // low 11,602.5 -> 11,603; high 17,062.5 -> 17,063
  {
    project: "repiping",
    baths: "3",
    heater: "na",
    pipes: "old",
    urgency: "urgent",
    value: "$13,650",
    range: "$11,603 - $17,063",
    timeline: "3-5 days",
    permit: "Yes",
  },
  // repiping, 4+: 7,000 x 1.6 = 11,200; x 1.4 = 15,680; x 1.5 = 23,520; low 19,992; high 29,400
  {
    project: "repiping",
    baths: "4+",
    heater: "na",
    pipes: "very-old",
    urgency: "emergency",
    value: "$23,520",
    range: "$19,992 - $29,400",
    timeline: "3-5 days",
    permit: "Yes",
  },
  // bathroom: 3,500 x 1.1 = 3,850 (heater type and 4+ bathrooms ignored)
  // low 3,272.5 -> 3,273; high 4,812.5 -> 4,813
  {
    project: "bathroom",
    baths: "4+",
    heater: "tankless-gas",
    pipes: "mid",
    urgency: "soon",
    value: "$3,850",
    range: "$3,273 - $4,813",
    timeline: "2-4 days",
    permit: "Possibly",
  },
  // kitchen: 2,500; low 2,125; high 3,125
  {
    project: "kitchen",
    baths: "3",
    heater: "na",
    pipes: "new",
    urgency: "planning",
    value: "$2,500",
    range: "$2,125 - $3,125",
    timeline: "1-3 days",
    permit: "Possibly",
  },
  // drain-sewer: 3,000 x 1.4 = 4,200; x 1.2 = 5,040; low 4,284; high 6,300
  {
    project: "drain-sewer",
    baths: "1",
    heater: "tank-electric",
    pipes: "very-old",
    urgency: "urgent",
    value: "$5,040",
    range: "$4,284 - $6,300",
    timeline: "1-2 days",
    permit: "Possibly",
  },
];

describe("plumbing estimate (worked examples)", () => {
  it.each(examples)(
    "$project, $baths bathrooms, heater $heater, pipes $pipes, $urgency -> $value",
    ({ project, baths, heater, pipes, urgency, value, range, timeline, permit }) => {
      const result = run(plumbingCalculator, {
        projectType: project,
        homeSize: baths,
        waterHeaterType: heater,
        pipeAge: pipes,
        urgency,
      });
      expect(result.title).toBe("Your Estimated Plumbing Cost");
      expect(result.value).toBe(value);
      expect(result.details).toEqual([
        { label: "Estimated Range", value: range },
        { label: "Timeline", value: timeline },
        { label: "Permit Required", value: permit },
        { label: "Warranty", value: "1-5 years depending on parts" },
      ]);
    },
  );

  const cost = (projectType: string, homeSize: string, waterHeaterType: string) =>
    run(plumbingCalculator, { projectType, homeSize, waterHeaterType, pipeAge: "new", urgency: "soon" }).amount;

  it("overrides the water heater base with the type price, except for na", () => {
    expect(cost("water-heater", "2", "na")).toBe(1800);
    expect(cost("water-heater", "2", "tank-gas")).toBe(1500);
    expect(cost("water-heater", "2", "tank-electric")).toBe(1200);
    expect(cost("water-heater", "2", "tankless-gas")).toBe(3000);
    expect(cost("water-heater", "2", "tankless-electric")).toBe(2000);
  });

  it("applies the type price to water heater projects only", () => {
    for (const type of ["tank-gas", "tank-electric", "tankless-gas", "tankless-electric", "na"]) {
      expect(cost("kitchen", "2", type)).toBe(2500);
      expect(cost("drain-sewer", "2", type)).toBe(3000);
    }
  });

  it("applies the bathroom factor to repiping only", () => {
    // 7,000 x 0.7, 1, 1.3, 1.6
    expect(["1", "2", "3", "4+"].map((b) => cost("repiping", b, "na"))).toEqual([4900, 7000, 9100, 11200]);
    expect(["1", "2", "3", "4+"].map((b) => cost("bathroom", b, "na"))).toEqual([3500, 3500, 3500, 3500]);
    expect(["1", "2", "3", "4+"].map((b) => cost("water-heater", b, "tank-gas"))).toEqual([1500, 1500, 1500, 1500]);
  });

  it("says 'Yes' to a permit for repiping only", () => {
    const permit = (projectType: string) =>
      detail(
        run(plumbingCalculator, {
          projectType,
          homeSize: "2",
          waterHeaterType: "na",
          pipeAge: "new",
          urgency: "soon",
        }),
        "Permit Required",
      );
    expect(["water-heater", "repiping", "bathroom", "kitchen", "drain-sewer"].map(permit)).toEqual(["Possibly", "Yes", "Possibly", "Possibly", "Possibly"]);
  });
});
