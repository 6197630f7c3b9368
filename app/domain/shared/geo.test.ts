import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { distanceMiles, type LatLng } from "./geo";

/** ZIP centroids. */
const zip: Record<string, LatLng> = {
  "10001": { lat: 40.7506, lng: -73.9972 }, // Manhattan, New York
  "11201": { lat: 40.694, lng: -73.9903 }, // Brooklyn Heights
  "07302": { lat: 40.7196, lng: -74.0466 }, // Jersey City
  "90210": { lat: 34.103, lng: -118.4105 }, // Beverly Hills
};

/** Reference distances in miles: WGS84 ellipsoid geodesics (Vincenty's inverse formula) between the centroids above. */
const known: ReadonlyArray<[string, string, number]> = [
  ["10001", "11201", 3.922],
  ["10001", "07302", 3.361],
  ["11201", "07302", 3.444],
  ["10001", "90210", 2458.548],
  ["11201", "90210", 2459.175],
  ["07302", "90210", 2456.105],
];

const point = fc.record({
  lat: fc.double({ min: -90, max: 90, noNaN: true }),
  lng: fc.double({ min: -180, max: 180, noNaN: true }),
});

describe("distanceMiles", () => {
  it.each(known)("%s to %s is %d miles (within 1%)", (a, b, miles) => {
    const d = distanceMiles(zip[a] as LatLng, zip[b] as LatLng);
    expect(Math.abs(d - miles) / miles).toBeLessThan(0.01);
  });

  it("is zero from a point to itself", () => {
    expect(distanceMiles(zip["10001"] as LatLng, zip["10001"] as LatLng)).toBe(0);
  });

  it("is half the Earth's circumference between antipodes", () => {
    expect(distanceMiles({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * 3958.8, 6);
    expect(distanceMiles({ lat: 90, lng: 0 }, { lat: -90, lng: 0 })).toBeCloseTo(Math.PI * 3958.8, 6);
  });

  it("is symmetric, non-negative and at most half the circumference", () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        const d = distanceMiles(a, b);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(Math.PI * 3958.8 + 1e-9);
        expect(distanceMiles(b, a)).toBeCloseTo(d, 9);
      }),
    );
  });

  it("obeys the triangle inequality", () => {
    fc.assert(
      fc.property(point, point, point, (a, b, c) => {
        // Near-antipodal points lose a few micro-miles to floating point: allow a relative 1e-9.
        const viaB = distanceMiles(a, b) + distanceMiles(b, c);
        expect(distanceMiles(a, c)).toBeLessThanOrEqual(viaB * (1 + 1e-9) + 1e-6);
      }),
    );
  });

  it.each<LatLng>([
    { lat: 91, lng: 0 },
    { lat: 0, lng: -181 },
    { lat: Number.NaN, lng: 0 },
  ])("refuses %o", (bad) => {
    expect(() => distanceMiles(bad, { lat: 0, lng: 0 })).toThrow("Not a latitude/longitude");
  });
});
