import { lookupZip } from "./zip-lookup.server";

/**
 * The IANA time zone of a US ZIP code: its centroid from the offline ZIP
 * dataset, then the zone whose boundary contains that point
 * (`@photostructure/tz-lookup`, offline, CC0). Undefined for an unknown ZIP.
 * Both are loaded on first use, as the ZIP data is.
 */
type TzLookup = (latitude: number, longitude: number) => string;
let loading: Promise<TzLookup> | undefined;

export async function timeZoneOfZip(zip: string | null | undefined): Promise<string | undefined> {
  if (!zip) return undefined;
  const place = await lookupZip(zip);
  if (!place) return undefined;
  loading ??= import("@photostructure/tz-lookup").then((m) => (m as { default?: TzLookup }).default ?? (m as unknown as TzLookup));
  try {
    return (await loading)(place.latitude, place.longitude);
  } catch {
    return undefined;
  }
}
