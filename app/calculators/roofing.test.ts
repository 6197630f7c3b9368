import { describe, expect, it } from "vitest";
import { roofingCalculator } from "./roofing.ts";
import type { ValidAnswers } from "./definition.ts";
import { detail, errorsOf, run, visibleText } from "./test-helpers.ts";

/**
 * Spec section 9, Roofing: size x rate (asphalt 3.5, metal 9, tile 12, slate 18)
 * x pitch (low 1, medium 1.15, steep 1.35) x stories (1: 1, 2: 1.15, 3+: 1.3).
 * Range 0.85x to 1.15x of the unrounded estimate, each end rounded to whole dollars.
 * Cost per sq ft = estimate / size = rate x pitch x stories, shown with cents.
 */
const examples = [
  // 2000 x 9 = 18,000; x 1.15 = 20,700; x 1.15 = 23,805
  // low 23,805 x 0.85 = 20,234.25 -> 20,234; high 23,805 x 1.15 = 27,375.75 -> 27,376
  // per sq ft 9 x 1.15 x 1.15 = 11.9025 -> $11.90
  { size: "2000", material: "metal", pitch: "medium", stories: "2", value: "$23,805", range: "$20,234 - $27,376", perSqFt: "$11.90", lifespan: "40-70 years" },
  // 1500 x 3.5 = 5,250; low 4,462.5 -> 4,463 (half up); high 6,037.5 -> 6,038; per sq ft 3.50
  { size: "1500", material: "asphalt", pitch: "low", stories: "1", value: "$5,250", range: "$4,463 - $6,038", perSqFt: "$3.50", lifespan: "20-30 years" },
  // 2500 x 12 = 30,000; x 1.35 = 40,500; x 1.3 = 52,650
  // low 44,752.5 -> 44,753; high 60,547.5 -> 60,548; per sq ft 12 x 1.35 x 1.3 = 21.06
  { size: "2500", material: "tile", pitch: "steep", stories: "3+", value: "$52,650", range: "$44,753 - $60,548", perSqFt: "$21.06", lifespan: "50-100 years" },
  // 3000 x 18 = 54,000; x 1.15 = 62,100; low 52,785; high 71,415; per sq ft 18 x 1.15 = 20.70
  { size: "3000", material: "slate", pitch: "medium", stories: "1", value: "$62,100", range: "$52,785 - $71,415", perSqFt: "$20.70", lifespan: "75-200 years" },
  // 1800 x 9 = 16,200; x 1 = 16,200; x 1.15 = 18,630; low 15,835.5 -> 15,836; high 21,424.5 -> 21,425
  // per sq ft 9 x 1.15 = 10.35
  { size: "1800", material: "metal", pitch: "low", stories: "2", value: "$18,630", range: "$15,836 - $21,425", perSqFt: "$10.35", lifespan: "40-70 years" },
  // minimum size: 100 x 3.5 = 350; low 297.5 -> 298; high 402.5 -> 403
  { size: "100", material: "asphalt", pitch: "low", stories: "1", value: "$350", range: "$298 - $403", perSqFt: "$3.50", lifespan: "20-30 years" },
  // maximum size: 20,000 x 18 = 360,000; x 1.35 = 486,000; x 1.3 = 631,800
  // low 537,030; high 726,570; per sq ft 18 x 1.35 x 1.3 = 31.59
  {
    size: "20000",
    material: "slate",
    pitch: "steep",
    stories: "3+",
    value: "$631,800",
    range: "$537,030 - $726,570",
    perSqFt: "$31.59",
    lifespan: "75-200 years",
  },
  // 2,000 written with a separator and spaces: same as 2000 x 3.5 x 1.35 x 1.3 = 12,285
  // low 10,442.25 -> 10,442; high 14,127.75 -> 14,128; per sq ft 3.5 x 1.35 x 1.3 = 6.1425 -> 6.14
  {
    size: " 2,000 ",
    material: "asphalt",
    pitch: "steep",
    stories: "3+",
    value: "$12,285",
    range: "$10,442 - $14,128",
    perSqFt: "$6.14",
    lifespan: "20-30 years",
  },
];

describe("roofing estimate (worked examples)", () => {
  it.each(examples)(
    "$size sq ft $material, $pitch pitch, $stories stories -> $value",
    ({ size, material, pitch, stories, value, range, perSqFt, lifespan }) => {
      const result = run(roofingCalculator, {
        roofSize: size,
        material,
        roofPitch: pitch,
        stories,
        timeframe: "soon",
      });
      expect(result.value).toBe(value);
      expect(result.amount).toBe(Number(value.replace(/[$,]/g, "")));
      expect(detail(result, "Estimated Range")).toBe(range);
      expect(detail(result, "Cost per Sq Ft")).toBe(perSqFt);
      expect(detail(result, "Expected Lifespan")).toBe(lifespan);
      expect(result.details.map((d) => d.label)).toEqual(["Estimated Range", "Cost per Sq Ft", "Expected Lifespan"]);
      expect(result.title).toBe("Your Estimated Roofing Cost");
    },
  );

  it("returns the range and a range chart", () => {
    const result = run(roofingCalculator, {
      roofSize: "2000",
      material: "metal",
      roofPitch: "medium",
      stories: "2",
      timeframe: "urgent",
    });
    expect(result.range).toEqual({ low: 20234, high: 27376 });
    expect(result.chart).toEqual({ kind: "range", low: 20234, estimate: 23805, high: 27376 });
    expect(result.description).toContain("2,000 sq ft");
  });

  it("ignores the timeframe in the cost", () => {
    const values = ["urgent", "soon", "planning"].map(
      (timeframe) =>
        run(roofingCalculator, {
          roofSize: "2000",
          material: "tile",
          roofPitch: "low",
          stories: "1",
          timeframe,
        }).value,
    );
    // 2000 x 12 = 24,000 whatever the timeframe
    expect(values).toEqual(["$24,000", "$24,000", "$24,000"]);
  });

  const sized = (roofSize: string) => ({
    roofSize,
    material: "metal",
    roofPitch: "low",
    stories: "1",
    timeframe: "soon",
  });

  it.each(["0", "-2000", "99", "20001", "12.5", "abc", "NaN", "Infinity", "1e9"])(
    "refuses roof size %j before any division (no $Infinity per sq ft)",
    (roofSize) => {
      const message = "Enter a whole number between 100 and 20,000";
      expect(errorsOf(roofingCalculator, sized(roofSize))).toEqual({ roofSize: message });
      expect(() => run(roofingCalculator, sized(roofSize))).toThrow(message);
    },
  );

  it.each(["", "   "])("asks for a blank roof size %j", (roofSize) => {
    expect(errorsOf(roofingCalculator, sized(roofSize))).toEqual({ roofSize: "This field is required" });
  });

  it("guards the cost per sq ft even if a zero size slipped past validation", () => {
    // Not reachable through the schema (minimum 100), but the division is guarded anyway.
    const result = roofingCalculator.estimate(sized("0") as unknown as ValidAnswers);
    expect(result.value).toBe("$0");
    expect(detail(result, "Cost per Sq Ft")).toBe("Not available");
    expect(visibleText(result)).not.toMatch(/NaN|Infinity/);
  });
});
