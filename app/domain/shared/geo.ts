/**
 * Great-circle distance in miles between two points (haversine on a sphere of
 * the Earth's mean radius, 3,958.8 mi). Used for the service-area radius around
 * a contractor's base ZIP (required: "service area as ZIP codes and/or a radius
 * in miles around a base ZIP"; "matching (ZIP list and radius from ZIP
 * centroids)"). The sphere is within about 0.5% of the WGS84 ellipsoid, far
 * finer than a ZIP centroid stands for a home's position.
 */

export type LatLng = { lat: number; lng: number };

export const EARTH_MEAN_RADIUS_MILES = 3958.8;

function assertPoint(p: LatLng): void {
  if (!(Math.abs(p.lat) <= 90) || !(Math.abs(p.lng) <= 180)) {
    throw new RangeError(`Not a latitude/longitude: ${String(p.lat)}, ${String(p.lng)}`);
  }
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

export function distanceMiles(a: LatLng, b: LatLng): number {
  assertPoint(a);
  assertPoint(b);
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  // min(1, …) guards asin against rounding just above 1 for antipodal points.
  return 2 * EARTH_MEAN_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}
