import { describe, expect, it } from "vitest";
import { solarCalculator } from "./solar.ts";
import type { ValidAnswers } from "./definition.ts";
import { detail, errorsOf, run, visibleText } from "./test-helpers.ts";

/**
 * Spec section 9, Solar: factor (offset100 1, offset75 0.75, offset50 0.5, starter 0.3).
 * kW = bill / 100 x 1.2 x factor; cost = kW x 1000 x 3; credit 30%; net = cost - credit;
 * annual = bill x 12 x factor; monthly = annual / 12; payback = net / annual;
 * headline = annual x 25 - net.
 * (Algebra: net = 25.2 x bill x factor and annual = 12 x bill x factor, so payback is
 * always 25.2 / 12 = 2.1 years.)
 */
const examples = [
  // kW 1.5 x 1.2 = 1.8; cost 5,400; credit 1,620; net 3,780; annual 1,800; monthly 150
  // 25 years: 45,000 - 3,780 = 41,220
  { bill: "150", goal: "offset100", kw: "1.8 kW", cost: "$5,400", credit: "$1,620", net: "$3,780", annual: "$1,800", monthly: "$150", value: "$41,220" },
  // kW 2.5 x 1.2 x 0.75 = 2.25; cost 6,750; credit 2,025; net 4,725; annual 250 x 12 x 0.75 = 2,250
  // monthly 187.5 -> 188; 25 years: 56,250 - 4,725 = 51,525
  { bill: "250", goal: "offset75", kw: "2.25 kW", cost: "$6,750", credit: "$2,025", net: "$4,725", annual: "$2,250", monthly: "$188", value: "$51,525" },
  // kW 4 x 1.2 x 0.5 = 2.4; cost 7,200; credit 2,160; net 5,040; annual 2,400; monthly 200
  // 25 years: 60,000 - 5,040 = 54,960
  { bill: "400", goal: "offset50", kw: "2.4 kW", cost: "$7,200", credit: "$2,160", net: "$5,040", annual: "$2,400", monthly: "$200", value: "$54,960" },
  // kW 1.2 x 1.2 x 0.3 = 0.432 -> 0.43; cost 1,296; credit 388.8 -> 389; net 907.2 -> 907
  // annual 120 x 12 x 0.3 = 432; monthly 36; 25 years: 10,800 - 907.2 = 9,892.8 -> 9,893
  { bill: "120", goal: "starter", kw: "0.43 kW", cost: "$1,296", credit: "$389", net: "$907", annual: "$432", monthly: "$36", value: "$9,893" },
  // minimum bill: kW 0.24; cost 720; credit 216; net 504; annual 240; monthly 20; 6,000 - 504 = 5,496
  { bill: "20", goal: "offset100", kw: "0.24 kW", cost: "$720", credit: "$216", net: "$504", annual: "$240", monthly: "$20", value: "$5,496" },
  // minimum bill, smallest goal: kW 0.2 x 1.2 x 0.3 = 0.072 -> 0.07; cost 216; credit 64.8 -> 65
  // net 151.2 -> 151; annual 72; monthly 6; 1,800 - 151.2 = 1,648.8 -> 1,649
  { bill: "20", goal: "starter", kw: "0.07 kW", cost: "$216", credit: "$65", net: "$151", annual: "$72", monthly: "$6", value: "$1,649" },
  // maximum bill: kW 24; cost 72,000; credit 21,600; net 50,400; annual 24,000; monthly 2,000
  // 25 years: 600,000 - 50,400 = 549,600
  { bill: "2000", goal: "offset100", kw: "24 kW", cost: "$72,000", credit: "$21,600", net: "$50,400", annual: "$24,000", monthly: "$2,000", value: "$549,600" },
];

const fixed = { roofSize: "medium", sunExposure: "good", roofCondition: "good" };

describe("solar estimate (worked examples)", () => {
  it.each(examples)("$$bill bill, $goal -> $value over 25 years", ({ bill, goal, kw, cost, credit, net, annual, monthly, value }) => {
    const result = run(solarCalculator, { ...fixed, monthlyBill: bill, goals: goal });
    expect(result.title).toBe("Your Estimated 25-Year Solar Savings");
    expect(result.value).toBe(value);
    expect(result.details).toEqual([
      { label: "System Size", value: kw },
      { label: "System Cost", value: cost },
      { label: "Federal Tax Credit (30%)", value: credit },
      { label: "Net Cost", value: net },
      { label: "Annual Savings", value: annual },
      { label: "Monthly Savings", value: monthly },
      { label: "Payback Period", value: "2.1 years" },
    ]);
    expect(result.range).toBeNull();
  });

  it("plots cumulative savings for years 0..25 against the net cost", () => {
    const result = run(solarCalculator, { ...fixed, monthlyBill: "150", goals: "offset100" });
    expect(result.chart.kind).toBe("payback");
    if (result.chart.kind !== "payback") return;
    const { yearly, netCost, paybackYears } = result.chart;
    expect(netCost).toBe(3780);
    expect(paybackYears).toBe(2.1); // 3,780 / 1,800
    expect(yearly.map((p) => p.year)).toEqual(Array.from({ length: 26 }, (_, i) => i));
    expect(yearly[0]).toEqual({ year: 0, cumulativeSavings: 0 });
    expect(yearly[1]).toEqual({ year: 1, cumulativeSavings: 1800 });
    expect(yearly[2]).toEqual({ year: 2, cumulativeSavings: 3600 }); // still below 3,780
    expect(yearly[3]).toEqual({ year: 3, cumulativeSavings: 5400 }); // paid back
    expect(yearly[25]).toEqual({ year: 25, cumulativeSavings: 45000 });
    // headline = last point minus net cost
    expect(result.amount).toBe(45000 - 3780);
  });

  it("rounds each chart point to whole dollars", () => {
    // annual 120 x 12 x 0.3 = 432; year 7 = 3,024
    const result = run(solarCalculator, { ...fixed, monthlyBill: "120", goals: "starter" });
    if (result.chart.kind !== "payback") throw new Error("expected a payback chart");
    expect(result.chart.netCost).toBe(907);
    expect(result.chart.yearly[7]).toEqual({ year: 7, cumulativeSavings: 3024 });
    expect(result.chart.paybackYears).toBe(2.1);
  });

  it("ignores roof size, sun exposure and roof condition", () => {
    const values = new Set<string>();
    for (const roofSize of ["small", "medium", "large", "xlarge"]) {
      for (const sunExposure of ["excellent", "good", "moderate", "limited"]) {
        for (const roofCondition of ["new", "good", "older", "needswork"]) {
          values.add(run(solarCalculator, { roofSize, sunExposure, roofCondition, monthlyBill: "150", goals: "offset100" }).value);
        }
      }
    }
    expect([...values]).toEqual(["$41,220"]);
  });

  it.each(["0", "19", "2001", "-150", "150.50", "$150", "abc", "1e3"])("refuses monthly bill %j (no division by a zero saving)", (monthlyBill) => {
    expect(errorsOf(solarCalculator, { ...fixed, monthlyBill, goals: "offset100" })).toEqual({
      monthlyBill: "Enter a whole number between 20 and 2,000",
    });
  });

  it("guards the payback even if a zero bill slipped past validation", () => {
    const result = solarCalculator.estimate({
      ...fixed,
      monthlyBill: "0",
      goals: "offset100",
    } as unknown as ValidAnswers);
    expect(result.value).toBe("$0");
    expect(detail(result, "Payback Period")).toBe("Not available");
    expect(result.chart).toMatchObject({ kind: "payback", paybackYears: null, netCost: 0 });
    expect(visibleText(result)).not.toMatch(/NaN|Infinity/);
  });

  it("shows the payback in the description", () => {
    const result = run(solarCalculator, { ...fixed, monthlyBill: "150", goals: "offset75" });
    // kW 1.5 x 1.2 x 0.75 = 1.35
    expect(result.description).toContain("1.35 kW");
    expect(result.description).toContain("75%");
    expect(result.description).toContain("2.1 years");
    expect(detail(result, "System Size")).toBe("1.35 kW");
  });
});
