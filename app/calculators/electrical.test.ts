import { describe, expect, it } from "vitest";
import { electricalCalculator } from "./electrical.ts";
import { errorsOf, run } from "./test-helpers.ts";

/**
 * Spec section 9, Electrical: base (panel-upgrade 2,500, rewire 8,000, ev-charger 1,500,
 * generator 5,000, lighting 1,200) x home size (small 0.8, medium 1, large 1.3, xlarge 1.6)
 * x complexity (easy 1, moderate 1.15, difficult 1.35) x urgency (emergency 1.5, soon 1.15,
 * month 1, planning 1). Range 0.85x to 1.2x.
 */
const examples = [
  // 2,500 x 1 x 1.15 x 1 = 2,875; low 2,443.75 -> 2,444; high 3,450
  { project: "panel-upgrade", size: "medium", complexity: "moderate", urgency: "month", value: "$2,875", range: "$2,444 - $3,450", timeline: "1-2 days" },
  // 8,000 x 1.3 = 10,400; x 1.35 = 14,040; x 1.5 = 21,060; low 17,901; high 25,272
  { project: "rewire", size: "large", complexity: "difficult", urgency: "emergency", value: "$21,060", range: "$17,901 - $25,272", timeline: "3-7 days" },
  // 1,500 x 0.8 = 1,200; x 1 = 1,200; x 1.15 = 1,380; low 1,173; high 1,656
  { project: "ev-charger", size: "small", complexity: "easy", urgency: "soon", value: "$1,380", range: "$1,173 - $1,656", timeline: "4-8 hours" },
  // 5,000 x 1.6 = 8,000; x 1.15 = 9,200; x 1 = 9,200; low 7,820; high 11,040
  { project: "generator", size: "xlarge", complexity: "moderate", urgency: "planning", value: "$9,200", range: "$7,820 - $11,040", timeline: "1-2 days" },
  // 1,200 x 1 x 1 x 1 = 1,200; low 1,020; high 1,440
  { project: "lighting", size: "medium", complexity: "easy", urgency: "planning", value: "$1,200", range: "$1,020 - $1,440", timeline: "1-2 days" },
  // cheapest: 1,200 x 0.8 = 960; low 816; high 1,152
  { project: "lighting", size: "small", complexity: "easy", urgency: "month", value: "$960", range: "$816 - $1,152", timeline: "1-2 days" },
  // dearest: 8,000 x 1.6 = 12,800; x 1.35 = 17,280; x 1.5 = 25,920; low 22,032; high 31,104
  { project: "rewire", size: "xlarge", complexity: "difficult", urgency: "emergency", value: "$25,920", range: "$22,032 - $31,104", timeline: "3-7 days" },
  // 2,500 x 1.3 = 3,250; x 1.35 = 4,387.5; x 1.15 = 5,045.625 -> 5,046
  // low 5,045.625 x 0.85 = 4,288.78 -> 4,289; high x 1.2 = 6,054.75 -> 6,055
  { project: "panel-upgrade", size: "large", complexity: "difficult", urgency: "soon", value: "$5,046", range: "$4,289 - $6,055", timeline: "1-2 days" },
];

describe("electrical estimate (worked examples)", () => {
  it.each(examples)("$project, $size home, $complexity, $urgency -> $value", ({ project, size, complexity, urgency, value, range, timeline }) => {
    const result = run(electricalCalculator, {
      projectType: project,
      homeSize: size,
      currentPanel: "100",
      complexity,
      urgency,
    });
    expect(result.title).toBe("Your Estimated Electrical Cost");
    expect(result.value).toBe(value);
    expect(result.details).toEqual([
      { label: "Estimated Range", value: range },
      { label: "Timeline", value: timeline },
      { label: "Permit Required", value: "Yes (included in estimate)" },
      { label: "Warranty", value: "1-2 years on labor" },
    ]);
    expect(result.chart.kind).toBe("range");
  });

  it("ignores the current panel", () => {
    const values = ["100", "150", "200", "unknown"].map(
      (currentPanel) =>
        run(electricalCalculator, {
          projectType: "panel-upgrade",
          homeSize: "medium",
          currentPanel,
          complexity: "easy",
          urgency: "month",
        }).value,
    );
    expect(values).toEqual(["$2,500", "$2,500", "$2,500", "$2,500"]);
  });

  it("refuses answers outside the options", () => {
    const answers = {
      projectType: "solar-panels",
      homeSize: "medium",
      currentPanel: "400",
      complexity: "easy",
      urgency: "month",
    };
    expect(errorsOf(electricalCalculator, answers)).toEqual({
      projectType: "Please choose one of the options",
      currentPanel: "Please choose one of the options",
    });
    expect(() => run(electricalCalculator, answers)).toThrow("Please choose one of the options");
  });
});
