/** Find Contractors' "Where?" box read as a person types it: a city without its state, in any case, with a small typo. */
import { describe, expect, it } from "vitest";
import { findRatedContractors } from "~/domain/marketplace/find-rated-contractors.server";
import { readContractorSearch } from "~/domain/contractors/read-contractor-search.server";
import { lookupZip } from "~/lib/zip-lookup.server";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { makePro } from "./profile-world";

const NOW = new Date("2026-06-15T12:00:00Z");

async function baseAt(zip: string) {
  const found = await lookupZip(zip);
  if (!found) throw new Error(`no ZIP ${zip}`);
  return { zip, lat: found.latitude, lng: found.longitude };
}

describe.each(testEngines())("Find Contractors by city on %s", (engine) => {
  const t = useTestDatabase(engine);

  it("a city without its state is the place of that name with the most ZIP codes, the others offered; case and typos are forgiven", async () => {
    const category = "electrical";
    const illinois = await makePro(t.db, t.env, { categories: [category], base: await baseAt("62701"), radiusMiles: 15, stars: [5] });
    const missouri = await makePro(t.db, t.env, { categories: [category], base: await baseAt("65806"), radiusMiles: 15, stars: [5] });
    const search = async (where: string) => {
      const read = await readContractorSearch({ q: "Electrical", category: null, where });
      if (!read.ok) throw new Error(`refused ${where}: ${JSON.stringify(read.errors)}`);
      const found = await findRatedContractors(t.db, { category: read.category, place: read.place }, NOW);
      return { place: read.place, slugs: found.contractors.map((c) => c.slug) };
    };

    const bare = await search("springfield");
    expect(bare.place.label).toBe("Springfield, IL");
    expect(bare.place.typed).toBe("springfield");
    expect(bare.place.others).toContain("Springfield, MO");
    expect(bare.place.others!.length).toBeLessThanOrEqual(5);
    expect(bare.slugs).toContain(illinois.slug);
    expect(bare.slugs).not.toContain(missouri.slug);

    const offered = await search("Springfield, MO");
    expect(offered.place).toMatchObject({ label: "Springfield, MO" });
    expect(offered.place.typed).toBeUndefined();
    expect(offered.slugs).toEqual([missouri.slug]);

    for (const where of ["SPRINGFIELD mo", "springfeild, Mo", "Sprngfield Missouri"]) {
      const found = await search(where);
      expect({ where, label: found.place.label, slugs: found.slugs }).toEqual({ where, label: "Springfield, MO", slugs: [missouri.slug] });
    }
    expect((await search("Sprinfield")).place.label).toBe("Springfield, IL");
    expect((await search("kansas city")).place.label).toBe("Kansas City, MO");
    expect((await search("St. Louis")).place.label).toMatch(/^Saint Louis, MO$/);
  });

  it("a name that is nothing near a place is refused with a message next to the field", async () => {
    const read = await readContractorSearch({ q: "Roofing", category: null, where: "Qwxzville" });
    expect(read).toEqual({
      ok: false,
      errors: { where: "We could not find Qwxzville. Check the spelling, add the state (e.g. Austin, TX), or enter a ZIP code." },
    });
  });
});
