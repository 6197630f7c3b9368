/**
 * Reading Find Contractors' query string, and the category a free-text "What do you need?" names. The search itself
 * runs on the marketplace's contractors (find-rated-contractors.server.ts, read-contractor-search.server.ts).
 *
 * `q` is compared case-insensitively with each category's name and slug, the names of the find-contractors tiles
 * of that category and the category's service names (content/services.ts). It names a category when that text
 * contains the whole query, or every significant word of it ("roofers in" -> "roof"), or the query simply names the
 * category ("best roofing company"); exactly one category must fit.
 */
import { z } from "zod";
import { categories, categorySlugs, type CategorySlug } from "~/content/categories";
import { findContractorTiles } from "~/content/marketing";
import { services } from "~/content/services";
import { SEARCH_TEXT_MAX } from "./search-limits";

export { SEARCH_TEXT_MAX };

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
  "a",
  "an",
  "and",
  "the",
  "for",
  "in",
  "at",
  "of",
  "to",
  "my",
  "me",
  "near",
  "local",
  "best",
  "top",
  "good",
  "pro",
  "pros",
  "contractor",
  "contractors",
  "company",
  "companies",
  "service",
  "services",
  "someone",
  "need",
  "i",
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
  const words = q
    .split(" ")
    .filter((w) => !stopWords.has(w))
    .map(stem);
  if (words.length === 0) return true;
  return words.every((w) => haystack.includes(w));
}

/** The category a free-text query is about, if exactly one fits (used for quote links). */
export function categoryForQuery(query: string): CategorySlug | null {
  if (!normalize(query)) return null;
  const fits = categories.filter((c) => textMatches(query, categoryTerms(c.slug), c.name));
  return fits.length === 1 ? (fits[0]?.slug ?? null) : null;
}
