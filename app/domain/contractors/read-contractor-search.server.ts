import { categories, isCategorySlug, type CategorySlug } from "~/content/categories";
import { DomainError } from "../shared/errors";
import { categoryForQuery } from "./search-contractors";
import { searchPlace, type SearchPlace } from "./search-place.server";

export const WHAT_MESSAGES = {
  required: "Tell us what you need, e.g. Roofing or Plumbing.",
  unknown: (q: string) => `We do not list pros for “${q}” yet. Choose ${categories.map((c) => c.name).join(", ")}.`,
} as const;

export type ContractorSearchInput = { q: string; category: string | null; where: string };
export type ReadSearch = { ok: true; category: CategorySlug; place: SearchPlace } | { ok: false; errors: { q?: string; where?: string } };

/**
 * The two boxes of Find Contractors, checked together so both messages show at once: "What do you need?" is a
 * category (the slug of a tile link, or free text naming exactly one of the six trades), "Where?" a ZIP or a city
 * (search-place.server.ts).
 */
export async function readContractorSearch(input: ContractorSearchInput): Promise<ReadSearch> {
  const q = input.q.trim();
  const category = input.category && isCategorySlug(input.category) ? input.category : categoryForQuery(q);
  const errors: { q?: string; where?: string } = {};
  if (!category) errors.q = q === "" ? WHAT_MESSAGES.required : WHAT_MESSAGES.unknown(q);
  let place: SearchPlace | undefined;
  try {
    place = await searchPlace(input.where);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    errors.where = error.message;
  }
  return category && place ? { ok: true, category, place } : { ok: false, errors };
}
