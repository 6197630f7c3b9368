/**
 * Seeded contractors: a base at a real ZIP (drawn by population like the homes), categories, and a service area
 * that is a radius around the base, a list of the ZIPs nearest to it, or both; each with its sign-in account, its
 * balance account in the ledger and an empty balance row (money.ts fills both once the purchases are in).
 * Built in Node (a few thousand rows) and written with one multi-row INSERT … SELECT FROM unnest per batch.
 */
import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { categorySlugs } from "~/content/categories";
import { mulberry32 } from "../images/svg";
import { SEED_EMAIL_DOMAIN, type SeedRun } from "./run";
import { weightedPlaces, zipsByState, type Place } from "./zip-pool";

const RADII = [10, 15, 25, 25, 40, 50, 75, 100];
const NAMES = [
  "Summit",
  "Ridge",
  "Keystone",
  "Pioneer",
  "Liberty",
  "Cardinal",
  "Evergreen",
  "Granite",
  "Harbor",
  "Prairie",
  "Frontier",
  "Lakeside",
  "Canyon",
  "Heritage",
  "Northstar",
  "Bluebird",
];
const TRADES: Record<string, string> = {
  roofing: "Roofing",
  solar: "Solar",
  hvac: "Heating & Air",
  "home-improvement": "Home Improvement",
  electrical: "Electric",
  plumbing: "Plumbing",
};
export const FIRST_NAMES = [
  "James",
  "Mary",
  "Robert",
  "Patricia",
  "John",
  "Jennifer",
  "Michael",
  "Linda",
  "David",
  "Elizabeth",
  "William",
  "Barbara",
  "Richard",
  "Susan",
  "Joseph",
  "Jessica",
  "Maria",
  "Carlos",
  "Wei",
  "Aisha",
];
export const LAST_NAMES = [
  "Smith",
  "Johnson",
  "Williams",
  "Brown",
  "Jones",
  "Garcia",
  "Miller",
  "Davis",
  "Rodriguez",
  "Martinez",
  "Hernandez",
  "Lopez",
  "Wilson",
  "Anderson",
  "Thomas",
  "Taylor",
  "Nguyen",
  "Kim",
  "Patel",
  "Clark",
];

type Row = {
  n: number;
  business: string;
  contact: string;
  email: string;
  phone: string;
  status: string;
  plan: string;
  categories: string;
  zips: string;
  base: Place;
  radius: number | null;
  cap: number | null;
};

/** The `count` ZIPs nearest to `base` (its own first), from a 1° grid of every ZIP. */
function nearestZips(grid: Map<string, Place[]>, base: Place, count: number): string[] {
  const cell = (lat: number, lng: number) => `${Math.floor(lat)}:${Math.floor(lng)}`;
  const near: Place[] = [];
  for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) near.push(...(grid.get(cell(base.lat + dy, base.lng + dx)) ?? []));
  const d2 = (p: Place) => (p.lat - base.lat) ** 2 + ((p.lng - base.lng) * Math.cos((base.lat * Math.PI) / 180)) ** 2;
  return [...new Set(near.toSorted((a, b) => d2(a) - d2(b)).map((p) => p.zip))].slice(0, count);
}

export function contractorRows(run: SeedRun, count: number): Row[] {
  const random = mulberry32(run.seed + 1);
  const grid = new Map<string, Place[]>();
  for (const list of zipsByState().values())
    for (const p of list) grid.set(`${Math.floor(p.lat)}:${Math.floor(p.lng)}`, [...(grid.get(`${Math.floor(p.lat)}:${Math.floor(p.lng)}`) ?? []), p]);
  const bases = weightedPlaces(count, run.seed + 2);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  return bases.map((base, i) => {
    const n = i + 1;
    const first = categorySlugs[i % categorySlugs.length]!;
    const second = random() < 0.4 ? categorySlugs[(i + 1 + Math.floor(random() * 5)) % categorySlugs.length]! : undefined;
    // Every contractor can be matched: a radius, a ZIP list, or (most often) both.
    const shape = random();
    const radius = shape < 0.8 ? pick(RADII) : null;
    const zips = radius === null || shape < 0.5 ? nearestZips(grid, base, 3 + Math.floor(random() * 13)) : [];
    const plan = random();
    return {
      n,
      business: `${pick(NAMES)} ${TRADES[first]} ${n}`,
      contact: `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`,
      email: `pro-${run.tag}-${n}@${SEED_EMAIL_DOMAIN}`,
      phone: `+1${200 + Math.floor(random() * 800)}555${String(n % 10000).padStart(4, "0")}`,
      status: random() < 0.03 ? "paused" : "active",
      plan: plan < 0.7 ? "pay-as-you-go" : plan < 0.9 ? "professional" : "enterprise",
      categories: second && second !== first ? `${first},${second}` : first,
      zips: zips.join(","),
      base,
      radius,
      cap: random() < 0.2 ? 50_000 + Math.floor(random() * 20) * 10_000 : null,
    };
  });
}

/** Inserts the contractors with their users, ledger accounts and balance rows, `batch` at a time. */
export async function insertContractors(
  db: Db,
  run: SeedRun,
  rows: readonly Row[],
  passwordHash: string,
  tick: (n: number) => void,
  batch = 2000,
): Promise<void> {
  for (let start = 0; start < rows.length; start += batch) {
    const part = rows.slice(start, start + batch);
    const input = part.map((r) => ({
      ...r,
      base_zip: r.base.zip,
      base_lat: r.base.lat,
      base_lng: r.base.lng,
      area_text: `${r.base.city}, ${r.base.state}`,
      base: undefined,
    }));
    await db.execute(sql`
      with input as (
        select * from jsonb_to_recordset(${JSON.stringify(input)}::jsonb) as t(n int, business text, contact text, email text, phone text, status text, plan text,
          categories text, zips text, base_zip text, base_lat float8, base_lng float8, radius int, cap int, area_text text)),
      c as (
        insert into contractors (id, business_name, contact_name, email, phone, license_number, years_in_business, insurance_provider, service_areas_text,
          status, plan, categories, service_zip_codes, base_zip, base_lat, base_lng, radius_miles, weekly_cap_cents, created_at)
        select ${run.uuid("c", sql`n`)}, business, contact, email, phone, 'SEED-' || ${run.tag} || '-' || n, 1 + n % 30, 'Seed Mutual', area_text,
          status, plan, string_to_array(categories, ','), coalesce(string_to_array(nullif(zips, ''), ','), '{}'), base_zip, base_lat, base_lng, radius, cap,
          now() - interval '400 days'
        from input returning id, email),
      u as (insert into users (email, role, password_hash, contractor_id) select email, 'contractor', ${passwordHash}, id from c),
      b as (insert into contractor_balances (contractor_id) select id from c)
      insert into ledger_accounts (key, kind, contractor_id) select 'contractor-balance:' || id, 'contractor-balance', id from c`);
    tick(part.length);
  }
}
