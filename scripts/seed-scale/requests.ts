/**
 * Seeded homeowners' quote requests, their leads, and the sales among them, written together one batch of
 * requests at a time by a single INSERT … SELECT FROM generate_series (data-modifying CTEs: quote_requests,
 * leads, purchases, lead_returns and ledger_entries each get their rows of the batch from the same statement).
 *
 * - Requests ask for 1, 2 or 3 pros in turn, so leads number 6 per 3 requests; they sit at population-weighted
 *   real ZIP centroids (the places table) and are spread over 200 days, most of them recent.
 * - An unsold lead's status is what the aging job would give it at its age (available, aged after 90 days,
 *   expired after 180), so a server started on the data has no backlog of due transitions.
 * - About 18% of leads are offered to a seeded contractor whose radius holds the lead (box index, then the exact
 *   distance of geo-sql.server.ts) and whose categories include it; where one exists, the lead is sold to it at
 *   its category's price, with the two ledger entries of a purchase. 5% of sales were returned and credited
 *   (two more entries), 3% have a return pending.
 */
import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { rowsOf } from "~/db/types.server";
import { categorySlugs } from "~/content/categories";
import { distanceMilesSql } from "~/domain/shared/geo-sql.server";
import { pricePosition } from "~/domain/pricing/price-lead";
import { FIRST_NAMES, LAST_NAMES } from "./contractors";
import { SEED_REFERENCE_PREFIX, type SeedRun } from "./run";
import type { Place } from "./zip-pool";

/** A fresh lead's price in cents per category (within the spec's ranges); an aged lead sells at half. */
const PRICE_CENTS: Record<string, number> = { roofing: 6500, solar: 8500, hvac: 5500, "home-improvement": 4000, electrical: 3500, plumbing: 3500 };
const DETAILS = [
  "Replace the whole roof before winter",
  "Quote for panels on a south-facing roof",
  "AC stopped cooling",
  "Kitchen remodel, about 200 sq ft",
  "Add outlets in the garage",
  "Water heater leaking",
];
const PIPELINE = ["new", "new", "contacted", "quoted", "won", "lost"];
const text = (list: readonly string[]) => sql.raw(`array[${list.map((s) => `'${s.replaceAll("'", "''")}'`).join(",")}]::text[]`);

/** The pool of places the requests pick from by index (a table for the run, dropped by dropPlaces). */
export async function createPlaces(db: Db, places: readonly Place[]): Promise<void> {
  await db.execute(sql`drop table if exists seed_scale_places`);
  await db.execute(
    sql`create table seed_scale_places (n int primary key, zip text not null, city text not null, state text not null, lat float8 not null, lng float8 not null)`,
  );
  const rows = places.map((p, i) => ({ ...p, n: i + 1 }));
  for (let from = 0; from < rows.length; from += 20_000) {
    await db.execute(sql`insert into seed_scale_places select n, zip, city, state, lat, lng
      from jsonb_to_recordset(${JSON.stringify(rows.slice(from, from + 20_000))}::jsonb) as t(n int, zip text, city text, state text, lat float8, lng float8)`);
  }
}

export const dropPlaces = (db: Db) => db.execute(sql`drop table if exists seed_scale_places`);

/** Where request q's leads start in the lead numbering (6 leads per 3 requests of 1, 2 and 3 pros). */
const firstLead = (q: number) => 6 * Math.floor(q / 3) + [0, 1, 3][q % 3]!;

/** How many requests hold `leads` leads (the last may ask for more pros than it has leads). */
export function requestCount(leads: number): number {
  let q = Math.max(0, Math.floor(leads / 2) - 3);
  while (firstLead(q) < leads) q++;
  return q;
}

/** A uniform number in [0, 1) for row n and purpose salt, the same on both engines. */
const roll = (n: string, salt: number) => sql.raw(`((hashint8((${n})::bigint * 1000 + ${salt}) & 2147483647)::float8 / 2147483648)`);

/** Inserts requests [from, to) with their leads, sales and returns; answers how many leads and sales it wrote. */
export async function insertRequestBatch(
  db: Db,
  run: SeedRun,
  o: { from: number; to: number; leads: number; places: number; now: Date },
): Promise<{ leads: number; sold: number }> {
  const dist = distanceMilesSql({ lat: sql`ls.lat`, lng: sql`ls.lng` }, { lat: sql`c.base_lat`, lng: sql`c.base_lng` });
  const price = sql.raw(
    `(case ls.category ${Object.entries(PRICE_CENTS)
      .map(([c, p]) => `when '${c}' then ${p}`)
      .join(" ")} end / (case when ls.age_days >= 90 then 2 else 1 end))`,
  );
  const [row] = rowsOf<{ leads: number; sold: number }>(
    await db.execute(sql`
      with g as (
        select q, q % 3 + 1 as pros, 6 * (q / 3) + (array[0, 1, 3])[q % 3 + 1] as first_lead, 200 * power(${roll("q", 1)}, 2.5) as age_days,
          1 + (hashint8(q::bigint * 1000 + 2) & 2147483647) % ${o.places} as place
        from generate_series(${o.from}::int, ${o.to - 1}::int) q),
      src as (
        select g.q, ${run.uuid("q", sql`g.q`)} as id, least(g.pros, ${o.leads} - g.first_lead) as pros, g.first_lead, g.age_days,
          ${o.now.toISOString()}::timestamptz - g.age_days * interval '1 day' as created_at,
          (${text(categorySlugs)})[1 + floor(${roll("g.q", 3)} * ${categorySlugs.length})::int] as category, p.zip, p.city, p.state, p.lat, p.lng
        from g join seed_scale_places p on p.n = g.place),
      qr as (
        insert into quote_requests (id, reference, full_name, email, phone, zip, city, state, latitude, longitude, category, details, pros_requested, source,
          consent_text_version, consented_at, ip, user_agent, created_at)
        select id, ${SEED_REFERENCE_PREFIX} || ${run.tag} || '-' || q,
          (${text(FIRST_NAMES)})[1 + q % ${FIRST_NAMES.length}] || ' ' || (${text(LAST_NAMES)})[1 + (q / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}],
          'home-' || ${run.tag} || '-' || q || '@example.com', '+1' || (201 + q % 797) || '555' || lpad((q % 10000)::text, 4, '0'),
          zip, city, state, lat, lng, category, (${text(DETAILS)})[1 + q % ${DETAILS.length}], pros, 'form', 'seed', created_at, '198.51.100.' || (q % 250 + 1), 'seed-scale', created_at
        from src),
      ls as (
        select src.*, s.seq, src.first_lead + s.seq - 1 as j from src cross join lateral generate_series(1, src.pros) s(seq)),
      lb as (
        select ls.*, ${price} as price, b.id as buyer, b.snapshot, ${roll("ls.j", 5)} as return_roll, ls.created_at + (1 + ${roll("ls.j", 6)} * 60) * interval '1 minute' as sold_at
        from ls left join lateral (
          select c.id, jsonb_build_object('zipCodes', to_jsonb(c.service_zip_codes), 'baseZip', jsonb_build_object('lat', c.base_lat, 'lng', c.base_lng), 'radiusMiles', c.radius_miles) as snapshot
          from contractors c
          where ${roll("ls.j", 4)} < 0.18 and c.license_number like ${`SEED-${run.tag}-%`} and c.status = 'active' and c.categories @> array[ls.category]
            and box(point(c.area_min_lng, c.area_min_lat), point(c.area_max_lng, c.area_max_lat)) @> box(point(ls.lng, ls.lat), point(ls.lng, ls.lat)) and ${dist} <= c.radius_miles
          order by md5(c.id::text || ls.q::text) offset ls.seq - 1 limit 1) b on true),
      li as (
        insert into leads (id, quote_request_id, seq, category, zip, latitude, longitude, status, status_changed_at, auto_buy_offered_at, alerts_fanned_at, created_at, price_position)
        select ${run.uuid("l", sql`j`)}, id, seq, category, zip, lat, lng,
          case when buyer is null then (case when age_days >= 180 then 'expired' when age_days >= 90 then 'aged' else 'available' end)
               when return_roll < 0.05 then 'credited' when return_roll < 0.08 then 'returned' else 'sold' end,
          coalesce(sold_at, created_at), created_at, created_at, created_at,
          -- The price sort's key (price-lead.ts's pricePosition) of a form request: its pros requested alone.
          ${pricePosition({ category: "roofing", prosRequested: 1, urgency: "unknown" })} * (pros = 1)::int + ${pricePosition({ category: "roofing", prosRequested: 2, urgency: "unknown" })} * (pros = 2)::int + ${pricePosition({ category: "roofing", prosRequested: 3, urgency: "unknown" })} * (pros = 3)::int
        from lb),
      pu as (
        insert into purchases (id, lead_id, contractor_id, quote_request_id, price_cents, idempotency_key, service_area_snapshot, pipeline_status, purchased_at)
        select ${run.uuid("p", sql`j`)}, ${run.uuid("l", sql`j`)}, buyer, id, price, 'seed-' || j, snapshot, (${text(PIPELINE)})[1 + j % ${PIPELINE.length}], sold_at
        from lb where buyer is not null),
      re as (
        insert into lead_returns (id, purchase_id, contractor_id, reason, status, decision_reason, decided_at, created_at)
        select ${run.uuid("r", sql`j`)}, ${run.uuid("p", sql`j`)}, buyer, case when return_roll < 0.05 then 'wrong-number' else 'other' end,
          case when return_roll < 0.05 then 'credited' else 'pending' end, case when return_roll < 0.05 then 'auto' end,
          case when return_roll < 0.05 then sold_at + interval '1 day' end, sold_at + interval '1 day'
        from lb where buyer is not null and return_roll < 0.08),
      le as (
        insert into ledger_entries (transaction_id, account_key, contractor_id, amount_cents, kind, reference_id, memo, created_at)
        select ${run.uuid("pt", sql`j`)}, e.account, e.contractor, e.amount, 'purchase', ${run.uuid("p", sql`j`)}, 'Lead purchase', sold_at
        from lb cross join lateral (values ('contractor-balance:' || buyer, buyer, -price), ('platform-revenue', null::uuid, price)) e(account, contractor, amount)
        where buyer is not null
        union all
        select ${run.uuid("ct", sql`j`)}, e.account, e.contractor, e.amount, 'credit', ${run.uuid("p", sql`j`)}, 'Lead return credited', sold_at + interval '1 day'
        from lb cross join lateral (values ('platform-revenue', null::uuid, -price), ('contractor-balance:' || buyer, buyer, price)) e(account, contractor, amount)
        where buyer is not null and return_roll < 0.05)
      select count(*)::int as leads, count(buyer)::int as sold from lb`),
  );
  return row!;
}
