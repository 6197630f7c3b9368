import { describe, expect, it } from "vitest";
import { buildCityIndex, cityKey, matchCityName, typoAllowance } from "./match-city-name";

const index = buildCityIndex([
  { city: "Springfield", state: "MO", zipCount: 16 },
  { city: "Springfield", state: "IL", zipCount: 35 },
  { city: "Springfield", state: "MA", zipCount: 19 },
  { city: "Austin", state: "TX", zipCount: 60 },
  { city: "Austin", state: "MN", zipCount: 1 },
  { city: "Saint Louis", state: "MO", zipCount: 80 },
  { city: "Boston", state: "MA", zipCount: 50 },
  { city: "Bristol", state: "CT", zipCount: 2 },
  { city: "Rye", state: "NY", zipCount: 1 },
  { city: "Roy", state: "UT", zipCount: 1 },
]);
const labels = (m: { places: { city: string; state: string }[] }) => m.places.map((p) => `${p.city}, ${p.state}`);

describe("matching a typed city name", () => {
  it("ignores case, punctuation and the short forms St., Ft. and Mt.", () => {
    expect(cityKey("  ST. LOUIS ")).toBe("saint louis");
    expect(cityKey("Ft. Worth")).toBe("fort worth");
    expect(cityKey("Coeur d’Alène")).toBe("coeur d alene");
    expect(labels(matchCityName(index, "st louis"))).toEqual(["Saint Louis, MO"]);
    expect(matchCityName(index, "SPRINGFIELD").corrected).toBe(false);
  });

  it("without a state offers every state's place of that name, the one with the most ZIP codes first", () => {
    expect(labels(matchCityName(index, "springfield"))).toEqual(["Springfield, IL", "Springfield, MA", "Springfield, MO"]);
    expect(labels(matchCityName(index, "Austin"))).toEqual(["Austin, TX", "Austin, MN"]);
  });

  it("with a state keeps to that state", () => {
    expect(labels(matchCityName(index, "Springfield", "MO"))).toEqual(["Springfield, MO"]);
    expect(matchCityName(index, "Boston", "TX").places).toEqual([]);
  });

  it("forgives a small typo, says so, and keeps to the state when one is given", () => {
    const typo = matchCityName(index, "Sprinfield");
    expect(typo.corrected).toBe(true);
    expect(labels(typo)).toEqual(["Springfield, IL", "Springfield, MA", "Springfield, MO"]);
    expect(labels(matchCityName(index, "Austn", "TX"))).toEqual(["Austin, TX"]);
    expect(labels(matchCityName(index, "Bostn", "MA"))).toEqual(["Boston, MA"]);
    expect(labels(matchCityName(index, "Saint Lous"))).toEqual(["Saint Louis, MO"]);
  });

  it("forgives nothing in very short names and never more than the allowance", () => {
    expect(typoAllowance(4)).toBe(0);
    expect(typoAllowance(5)).toBe(1);
    expect(typoAllowance(10)).toBe(2);
    expect(matchCityName(index, "Ray").places).toEqual([]);
    expect(matchCityName(index, "Brstl").places).toEqual([]);
    expect(matchCityName(index, "Zzzzzzzz").places).toEqual([]);
    expect(matchCityName(index, " ,. ").places).toEqual([]);
  });
});
