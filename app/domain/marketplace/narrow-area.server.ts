/**
 * A contractor's service area cut down to a distance from their base ZIP, for the "within N miles" filter of
 * Available leads. The result is still an area of the same shape, so the matching query keeps its two indexed
 * branches (match-sql.server.ts): the radius shrinks to the distance (the area box stays the wider one, so the
 * index reads a few more cells and the exact distance decides), and the ZIP list keeps only the ZIPs whose centre
 * is within the distance (a lead's position is its ZIP's centre). Without a base ZIP there is nothing to measure
 * from: the area is returned as it is, and the page does not offer the filter.
 */
import type { ContractorRow } from "../contractors/contractor-facts";
import { distanceMiles } from "../shared/geo";
import { lookupZip } from "~/lib/zip-lookup.server";

export const hasBase = (c: Pick<ContractorRow, "baseLat" | "baseLng">): boolean => c.baseLat !== null && c.baseLng !== null;

export async function areaWithin(contractor: ContractorRow, maxMiles: number | undefined): Promise<ContractorRow> {
  if (maxMiles === undefined || contractor.baseLat === null || contractor.baseLng === null) return contractor;
  const base = { lat: contractor.baseLat, lng: contractor.baseLng };
  const zips = await Promise.all(
    contractor.serviceZipCodes.map(async (zip) => {
      const place = await lookupZip(zip);
      return place && distanceMiles(base, { lat: place.latitude, lng: place.longitude }) <= maxMiles ? zip : undefined;
    }),
  );
  return {
    ...contractor,
    serviceZipCodes: zips.filter((zip) => zip !== undefined),
    radiusMiles: contractor.radiusMiles === null ? null : Math.min(contractor.radiusMiles, maxMiles),
  };
}
