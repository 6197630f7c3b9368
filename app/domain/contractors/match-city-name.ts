/**
 * Which places a typed city name means, for a Find Contractors search: case, punctuation and the usual short forms
 * ("St.", "Ft.", "Mt.") do not matter, a small typo is forgiven, and without a state every state's place of that name
 * is offered, the one with the most ZIP codes first (the ZIP data has no population figures; the ZIP count is its
 * size measure). Pure: the place list comes from the ZIP data (lib/zip-lookup.server.ts).
 */
import { distance } from "fastest-levenshtein";

export type NamedPlace = { city: string; state: string; zipCount: number };
/** Places by their name's key (cityKey), each list most ZIP codes first. */
export type CityIndex = ReadonlyMap<string, readonly NamedPlace[]>;
export type CityMatch = { places: NamedPlace[]; corrected: boolean };

const shortForms: Record<string, string> = { st: "saint", ste: "sainte", ft: "fort", mt: "mount" };

/** "St. Louis" and "saint  louis" -> "saint louis". */
export function cityKey(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .map((word) => shortForms[word] ?? word)
    .join(" ");
}

/** Edits forgiven in a name of this many characters: none in very short names, where one edit makes another town. */
export function typoAllowance(length: number): number {
  if (length < 5) return 0;
  return length < 10 ? 1 : 2;
}

export function buildCityIndex(places: readonly NamedPlace[]): CityIndex {
  const index = new Map<string, NamedPlace[]>();
  for (const place of places) {
    const key = cityKey(place.city);
    const list = index.get(key);
    if (list) list.push(place);
    else index.set(key, [place]);
  }
  for (const list of index.values()) list.sort((a, b) => b.zipCount - a.zipCount || a.state.localeCompare(b.state));
  return index;
}

/**
 * The places the name means, in `state` only when one is given: the exact name's, or else those of the nearest
 * names within the typo allowance (`corrected`). Empty when nothing is close enough. One pass over the index's keys
 * at most (about 30,000 short strings), only for a name that is not found as typed.
 */
export function matchCityName(index: CityIndex, typed: string, state?: string): CityMatch {
  const key = cityKey(typed);
  const inState = (places: readonly NamedPlace[]) => (state ? places.filter((p) => p.state === state) : [...places]);
  if (key === "") return { places: [], corrected: false };
  const exact = inState(index.get(key) ?? []);
  if (exact.length > 0) return { places: exact, corrected: false };
  const allowed = typoAllowance(key.length);
  if (allowed === 0) return { places: [], corrected: false };
  let best = allowed + 1;
  let found: NamedPlace[] = [];
  for (const [name, places] of index) {
    if (Math.abs(name.length - key.length) > allowed) continue;
    const near = inState(places);
    if (near.length === 0) continue;
    const d = distance(name, key);
    if (d < best) {
      best = d;
      found = near;
    } else if (d === best && d <= allowed) {
      found = found.concat(near);
    }
  }
  found.sort((a, b) => b.zipCount - a.zipCount || a.city.localeCompare(b.city) || a.state.localeCompare(b.state));
  return { places: found, corrected: found.length > 0 };
}
