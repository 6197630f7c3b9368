/** Many leads at arbitrary points in one statement each (matching tests need thousands), and points at a distance. */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { rowsOf } from "~/db/types.server";
import { EARTH_MEAN_RADIUS_MILES, type LatLng } from "~/domain/shared/geo";

export type BulkLead = { category: string; zip: string; lat: number; lng: number; createdAt: Date; status?: string };

/** Inserts one quote request (one pro) and its lead per row; returns the lead ids in input order. */
export async function insertLeads(db: Db, input: readonly BulkLead[]): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < input.length; start += 2000) {
    const batch = input
      .slice(start, start + 2000)
      .map((l, n) => ({ n, category: l.category, zip: l.zip, lat: l.lat, lng: l.lng, at: l.createdAt.toISOString(), status: l.status ?? "available" }));
    // A letter first: an all-digit tag (about 1 in 170 uuids) reads as a phone number to the search (text-search.ts).
    const tag = `bulk-${randomUUID().slice(0, 12)}`;
    const rows = rowsOf<{ id: string; n: number }>(
      await db.execute(sql`
        with input as (select * from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as t(n int, category text, zip text, lat float8, lng float8, at timestamptz, status text)),
        q as (
          insert into quote_requests (reference, full_name, email, phone, zip, city, state, latitude, longitude, category, pros_requested, source, consent_text_version, consented_at, created_at)
          select ${tag} || '-' || n, 'Bulk Homeowner', 'bulk-' || ${tag} || '-' || n || '@example.com', '+12125550000', zip, 'Town', 'ST', lat, lng, category, 1, 'form', 't', at, at
          from input returning id, reference)
        insert into leads (quote_request_id, seq, category, zip, latitude, longitude, status, created_at)
        select q.id, 1, i.category, i.zip, i.lat, i.lng, i.status, i.at from q join input i on q.reference = ${tag} || '-' || i.n
        returning id, (select i.n from input i join q on q.reference = ${tag} || '-' || i.n where q.id = leads.quote_request_id) as n`),
    );
    ids.push(...rows.toSorted((a, b) => a.n - b.n).map((r) => r.id));
  }
  return ids;
}

/** The point `miles` away from `from` on the initial bearing `degrees` (spherical destination formula, geo.ts's sphere). */
export function pointAt(from: LatLng, miles: number, degrees: number): LatLng {
  const rad = Math.PI / 180;
  const d = miles / EARTH_MEAN_RADIUS_MILES;
  const [φ1, λ1, θ] = [from.lat * rad, from.lng * rad, degrees * rad];
  const φ2 = Math.asin(Math.sin(φ1) * Math.cos(d) + Math.cos(φ1) * Math.sin(d) * Math.cos(θ));
  const λ2 = λ1 + Math.atan2(Math.sin(θ) * Math.sin(d) * Math.cos(φ1), Math.cos(d) - Math.sin(φ1) * Math.sin(φ2));
  return { lat: φ2 / rad, lng: ((((λ2 / rad + 180) % 360) + 360) % 360) - 180 };
}
