import { describe, expect, it } from "vitest";
import { homeImprovementCalculator } from "./home-improvement.ts";
import { run } from "./test-helpers.ts";

/**
 * Spec section 9, Home improvement: cost per sq ft (kitchen 150, bathroom 120, basement 70,
 * addition 200, flooring 15) x scope (minor 0.6, moderate 1, major 1.5, luxury 2.5) x area
 * (small 75, medium 200, large 400, xlarge 600 sq ft). Range 0.8x to 1.3x. ROI recovery:
 * kitchen 70%, bathroom 65%, basement 75%, addition 60%, flooring 80%.
 * Value added (our addition) = cost x ROI.
 */
const examples = [
  // 150 x 1 x 200 = 30,000; low 24,000; high 39,000; value 21,000
  { project: "kitchen", scope: "moderate", size: "medium", value: "$30,000", range: "$24,000 - $39,000", timeline: "4-8 weeks", roi: "70%", added: "$21,000" },
  // 120 x 0.6 x 75 = 5,400; low 4,320; high 7,020; value 5,400 x 0.65 = 3,510
  { project: "bathroom", scope: "minor", size: "small", value: "$5,400", range: "$4,320 - $7,020", timeline: "3-6 weeks", roi: "65%", added: "$3,510" },
  // 70 x 1.5 x 400 = 42,000; low 33,600; high 54,600; value 31,500
  { project: "basement", scope: "major", size: "large", value: "$42,000", range: "$33,600 - $54,600", timeline: "6-10 weeks", roi: "75%", added: "$31,500" },
  // 200 x 2.5 x 600 = 300,000; low 240,000; high 390,000; value 180,000
  {
    project: "addition",
    scope: "luxury",
    size: "xlarge",
    value: "$300,000",
    range: "$240,000 - $390,000",
    timeline: "12-20 weeks",
    roi: "60%",
    added: "$180,000",
  },
  // 15 x 1 x 600 = 9,000; low 7,200; high 11,700; value 7,200
  { project: "flooring", scope: "moderate", size: "xlarge", value: "$9,000", range: "$7,200 - $11,700", timeline: "1-2 weeks", roi: "80%", added: "$7,200" },
  // cheapest: 15 x 0.6 x 75 = 675; low 540; high 877.5 -> 878; value 540
  { project: "flooring", scope: "minor", size: "small", value: "$675", range: "$540 - $878", timeline: "1-2 weeks", roi: "80%", added: "$540" },
  // 120 x 2.5 x 200 = 60,000; low 48,000; high 78,000; value 39,000
  { project: "bathroom", scope: "luxury", size: "medium", value: "$60,000", range: "$48,000 - $78,000", timeline: "3-6 weeks", roi: "65%", added: "$39,000" },
];

describe("home improvement estimate (worked examples)", () => {
  it.each(examples)("$scope $project, $size -> $value", ({ project, scope, size, value, range, timeline, roi, added }) => {
    const result = run(homeImprovementCalculator, {
      projectType: project,
      scope,
      size,
      timeline: "flexible",
      homeValue: "300-500k",
    });
    expect(result.title).toBe("Your Estimated Renovation Cost");
    expect(result.value).toBe(value);
    expect(result.details).toEqual([
      { label: "Estimated Range", value: range },
      { label: "Timeline", value: timeline },
      { label: "ROI Recovery", value: roi },
      { label: "Estimated Value Added", value: added },
    ]);
  });

  it("ignores the start timeline and the home value", () => {
    const values = new Set<string>();
    for (const timeline of ["asap", "2-3months", "3-6months", "flexible"]) {
      for (const homeValue of ["under300k", "300-500k", "500k-1m", "over1m"]) {
        values.add(
          run(homeImprovementCalculator, {
            projectType: "kitchen",
            scope: "major",
            size: "large",
            timeline,
            homeValue,
          }).value,
        );
      }
    }
    // 150 x 1.5 x 400 = 90,000
    expect([...values]).toEqual(["$90,000"]);
  });

  it("returns a range chart", () => {
    const result = run(homeImprovementCalculator, {
      projectType: "kitchen",
      scope: "moderate",
      size: "medium",
      timeline: "asap",
      homeValue: "under300k",
    });
    expect(result.range).toEqual({ low: 24000, high: 39000 });
    expect(result.chart).toEqual({ kind: "range", low: 24000, estimate: 30000, high: 39000 });
  });
});
