/**
 * The /find-contractors search, as a pure function over a list of contractors.
 * The list is the four featured sample contractors of content/marketing.ts
 * (sample content; see the note at the top of that file); searching the
 * approved contractors in the database by distance is not built yet.
 *
 * Matching rules (deliberately simple):
 * - Only contractors rated 4 stars or higher are ever returned (spec section 1).
 * - `category` (a category slug from a tile link) must equal the contractor's category.
 * - `q` ("What do you need?") is compared case-insensitively with the contractor's
 *   category name and slug, the names of the find-contractors tiles of that
 *   category, the category's service names (content/services.ts), the contractor's
 *   name and badges. It matches when that text contains the whole query, or
 *   contains every significant word of it ("roofers in" -> "roof"); the query may
 *   also simply name the category ("best roofing company").
 * - `where` ("Where?") is a city, a state (code or name) or a ZIP code:
 *   text must appear in "City, ST" or "City, State Name"; a ZIP, or its first
 *   digits, matches the states whose ZIP codes start with those digits
 *   (state level only, see us-states.ts). With both ("Dallas, TX 75201") both must match.
 * Results are ordered by rating, then by number of reviews.
 */
import { z } from "zod";
import { categories, categorySlugs, type CategorySlug } from "~/content/categories";
import { findContractorTiles, type FeaturedContractor } from "~/content/marketing";
import { services } from "~/content/services";
import { SEARCH_TEXT_MAX } from "./search-limits";
import { stateByCode, statesForZipPrefix, usStates } from "~/content/us-states";

export { SEARCH_TEXT_MAX };

export const MIN_RATING = 4;

export type ContractorSearch = {
  q: string;
  where: string;
  category: CategorySlug | null;
};

const searchText = z
  .string()
  .optional()
  .catch(undefined)
  .transform((v) => (v ?? "").replace(/\s+/g, " ").trim().slice(0, SEARCH_TEXT_MAX).trim());

export const contractorSearchSchema = z.object({
  q: searchText,
  where: searchText,
  category: z.enum(categorySlugs).nullable().catch(null),
});

/** Read the search from a query string; anything unexpected becomes "no filter". */
export function parseContractorSearch(params: URLSearchParams): ContractorSearch {
  return contractorSearchSchema.parse({
    q: params.get("q") ?? undefined,
    where: params.get("where") ?? undefined,
    category: params.get("category"),
  });
}

export function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

const stopWords = new Set([
  "a", "an", "and", "the", "for", "in", "at", "of", "to", "my", "me", "near", "local", "best", "top", "good",
  "pro", "pros", "contractor", "contractors", "company", "companies", "service", "services", "someone", "need", "i",
]);

/** "roofers" -> "roof", "plumber" -> "plumb", "electricians" -> "electric". */
function stem(word: string): string {
  if (word.length < 5) return word;
  return word.replace(/ians?$/, "").replace(/(ers|er|s)$/, "");
}

function categoryTerms(slug: CategorySlug): string[] {
  const category = categories.find((c) => c.slug === slug);
  return [
    category?.name ?? slug,
    slug,
    ...findContractorTiles.filter((t) => t.category === slug).map((t) => t.name),
    ...services[slug].services.map((s) => s.name),
  ];
}

function textMatches(query: string, terms: readonly string[], categoryName: string): boolean {
  const q = normalize(query);
  if (!q) return true;
  const haystack = terms.map(normalize).join(" | ");
  if (haystack.includes(q)) return true;
  if (` ${q} `.includes(` ${normalize(categoryName)} `)) return true;
  const words = q.split(" ").filter((w) => !stopWords.has(w)).map(stem);
  if (words.length === 0) return true;
  return words.every((w) => haystack.includes(w));
}

/** The category a free-text query is about, if exactly one fits (used for quote links). */
export function categoryForQuery(query: string): CategorySlug | null {
  if (!normalize(query)) return null;
  const fits = categories.filter((c) => textMatches(query, categoryTerms(c.slug), c.name));
  return fits.length === 1 ? (fits[0]?.slug ?? null) : null;
}

function splitLocation(location: string): { city: string; stateCode: string } {
  const [city = "", stateCode = ""] = location.split(",").map((p) => p.trim());
  return { city, stateCode };
}

function locationMatches(where: string, location: string): boolean {
  if (!where) return true;
  const { city, stateCode } = splitLocation(location);
  const state = stateByCode(stateCode);
  const zip = where.match(/\d+/)?.[0] ?? "";
  const text = normalize(where.replace(/\d+/g, " "));

  if (zip && !statesForZipPrefix(zip.slice(0, 5)).some((s) => s.code === state?.code)) return false;
  if (!text) return true;

  // A bare state code or name compares with the state only ("co" must not match "Comfort").
  const namedState = usStates.find((s) => normalize(s.code) === text || normalize(s.name) === text);
  if (namedState) return namedState.code === state?.code;

  const candidates = [normalize(`${city} ${stateCode}`), normalize(`${city} ${state?.name ?? ""}`)];
  return candidates.some((c) => c.includes(text));
}

export type ContractorSearchResult<T extends FeaturedContractor> = {
  contractors: T[];
  /** True when any filter was given (the page then shows results instead of featured pros). */
  searched: boolean;
  /** The category of the search, from the tile link or the query; null when unclear. */
  category: CategorySlug | null;
};

export function searchContractors<T extends FeaturedContractor>(
  contractors: readonly T[],
  search: ContractorSearch,
): ContractorSearchResult<T> {
  const { q, where, category } = search;
  const found = contractors
    .filter((c) => c.rating >= MIN_RATING)
    .filter((c) => category === null || c.category === category)
    .filter((c) => {
      const name = categories.find((k) => k.slug === c.category)?.name ?? c.category;
      return textMatches(q, [...categoryTerms(c.category), c.name, ...c.badges], name);
    })
    .filter((c) => locationMatches(where, c.location))
    .toSorted((a, b) => b.rating - a.rating || b.reviews - a.reviews);
  return {
    contractors: found,
    searched: Boolean(q || where || category),
    category: category ?? categoryForQuery(q),
  };
}

/** The results heading: what was searched and how many contractors match. */
export function describeSearch(search: ContractorSearch, count: number): string {
  const categoryName = categories.find((c) => c.slug === search.category)?.name;
  const noun = count === 1 ? "contractor" : "contractors";
  const near = search.where ? ` near “${search.where}”` : "";
  if (!search.q) {
    return `${count} ${categoryName ? `${categoryName} ` : ""}${noun} found${near}`;
  }
  const within = categoryName ? ` in ${categoryName}` : "";
  return `${count} ${noun} found for “${search.q}”${within}${near}`;
}
