import { describe, expect, it } from "vitest";
import { hvacCalculator } from "./hvac.ts";
import { detail, errorsOf, run } from "./test-helpers.ts";

/**
 * Spec section 9, HVAC: BTU = home size x 27.5; tons = BTU / 12,000.
 * Cost = base (central-ac 5,000, furnace 4,000, heat-pump 6,500, complete 8,500)
 * x efficiency (standard 1, high 1.3, premium 1.6) + ductwork (none 0, partial 1,500,
 * complete 12 per sq ft). Range 0.9x to 1.2x. Annual savings by age: veryold 800,
 * old 500, otherwise 300. Lifespan 15-20 years.
 */
const examples = [
  // 5,000 x 1 + 0 = 5,000; range 4,500 - 6,000; BTU 55,000; tons 4.583 -> 4.6
  {
    size: "2000",
    system: "central-ac",
    eff: "standard",
    duct: "none",
    age: "new",
    value: "$5,000",
    range: "$4,500 - $6,000",
    btu: "55,000 BTU",
    tons: "4.6 tons",
    savings: "$300",
  },
  // 4,000 x 1.3 = 5,200 + 1,500 = 6,700; range 6,030 - 8,040
  {
    size: "2000",
    system: "furnace",
    eff: "high",
    duct: "partial",
    age: "mid",
    value: "$6,700",
    range: "$6,030 - $8,040",
    btu: "55,000 BTU",
    tons: "4.6 tons",
    savings: "$300",
  },
  // 6,500 x 1.6 = 10,400 + 12 x 1,500 = 18,000 -> 28,400; range 25,560 - 34,080
  // BTU 1,500 x 27.5 = 41,250; tons 3.4375 -> 3.4
  {
    size: "1500",
    system: "heat-pump",
    eff: "premium",
    duct: "complete",
    age: "old",
    value: "$28,400",
    range: "$25,560 - $34,080",
    btu: "41,250 BTU",
    tons: "3.4 tons",
    savings: "$500",
  },
  // 8,500 x 1.3 = 11,050 + 12 x 2,500 = 30,000 -> 41,050; range 36,945 - 49,260
  // BTU 68,750; tons 5.729 -> 5.7
  {
    size: "2500",
    system: "complete",
    eff: "high",
    duct: "complete",
    age: "veryold",
    value: "$41,050",
    range: "$36,945 - $49,260",
    btu: "68,750 BTU",
    tons: "5.7 tons",
    savings: "$800",
  },
  // minimum size: 5,000 + 12 x 300 = 3,600 -> 8,600; range 7,740 - 10,320; BTU 8,250; tons 0.6875 -> 0.7
  {
    size: "300",
    system: "central-ac",
    eff: "standard",
    duct: "complete",
    age: "new",
    value: "$8,600",
    range: "$7,740 - $10,320",
    btu: "8,250 BTU",
    tons: "0.7 tons",
    savings: "$300",
  },
  // maximum size: 8,500 x 1.6 = 13,600 + 12 x 15,000 = 180,000 -> 193,600
  // range 174,240 - 232,320; BTU 412,500; tons 34.375 -> 34.4
  {
    size: "15000",
    system: "complete",
    eff: "premium",
    duct: "complete",
    age: "veryold",
    value: "$193,600",
    range: "$174,240 - $232,320",
    btu: "412,500 BTU",
    tons: "34.4 tons",
    savings: "$800",
  },
  // odd size: BTU 1,001 x 27.5 = 27,527.5 -> 27,528; tons 2.294 -> 2.3
  // 4,000 x 1.6 = 6,400; range 5,760 - 7,680
  {
    size: "1001",
    system: "furnace",
    eff: "premium",
    duct: "none",
    age: "old",
    value: "$6,400",
    range: "$5,760 - $7,680",
    btu: "27,528 BTU",
    tons: "2.3 tons",
    savings: "$500",
  },
];

describe("HVAC estimate (worked examples)", () => {
  it.each(examples)("$size sq ft $system $eff, ductwork $duct, age $age -> $value", ({ size, system, eff, duct, age, value, range, btu, tons, savings }) => {
    const result = run(hvacCalculator, {
      homeSize: size,
      systemType: system,
      efficiency: eff,
      ductwork: duct,
      currentAge: age,
    });
    expect(result.title).toBe("Your Estimated HVAC Cost");
    expect(result.value).toBe(value);
    expect(result.details).toEqual([
      { label: "Estimated Range", value: range },
      { label: "Recommended Capacity", value: btu },
      { label: "System Size", value: tons },
      { label: "Estimated Annual Savings", value: savings },
      { label: "Expected Lifespan", value: "15-20 years" },
    ]);
  });

  it("prices complete ductwork at 12 x sq ft", () => {
    const cost = (homeSize: string, ductwork: string) =>
      run(hvacCalculator, {
        homeSize,
        systemType: "central-ac",
        efficiency: "standard",
        ductwork,
        currentAge: "new",
      }).amount;
    // 5,000 + 12 x 1,000 = 17,000; 5,000 + 12 x 2,000 = 29,000
    expect(cost("1000", "complete")).toBe(17000);
    expect(cost("2000", "complete")).toBe(29000);
    expect(cost("2000", "complete") - cost("2000", "none")).toBe(24000);
    // partial is a flat 1,500 whatever the size
    expect(cost("1000", "partial")).toBe(6500);
    expect(cost("4000", "partial")).toBe(6500);
  });

  it("uses the current age only for savings", () => {
    const results = ["new", "mid", "old", "veryold"].map((currentAge) =>
      run(hvacCalculator, {
        homeSize: "2000",
        systemType: "heat-pump",
        efficiency: "standard",
        ductwork: "none",
        currentAge,
      }),
    );
    expect(results.map((r) => r.value)).toEqual(["$6,500", "$6,500", "$6,500", "$6,500"]);
    expect(results.map((r) => detail(r, "Estimated Annual Savings"))).toEqual(["$300", "$300", "$500", "$800"]);
  });

  it("returns a range chart", () => {
    const result = run(hvacCalculator, {
      homeSize: "2000",
      systemType: "central-ac",
      efficiency: "standard",
      ductwork: "none",
      currentAge: "new",
    });
    expect(result.range).toEqual({ low: 4500, high: 6000 });
    expect(result.chart).toEqual({ kind: "range", low: 4500, estimate: 5000, high: 6000 });
  });

  it.each(["0", "299", "15001", "-2000", "1999.5", "2000sqft", "Infinity"])("refuses home size %j", (homeSize) => {
    expect(
      errorsOf(hvacCalculator, {
        homeSize,
        systemType: "central-ac",
        efficiency: "standard",
        ductwork: "complete",
        currentAge: "new",
      }),
    ).toEqual({ homeSize: "Enter a whole number between 300 and 15,000" });
  });
});
