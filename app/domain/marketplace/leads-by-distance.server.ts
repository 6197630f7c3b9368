/**
 * Available leads nearest first: the order by distance from the contractor's base ZIP, one page at a time, on the
 * indexes matching already has (leads_for_sale_zip_idx, leads_for_sale_cell_idx).
 *
 * No index can hold this order: the distance is from a point that is each contractor's own (and changes with its
 * settings), so there is no column to sort an index by. What bounds the work instead is rings around the base: a
 * round reads the leads whose distance lies between the cursor and the ring's outer edge, nearest first, and only
 * from what can lie in the ring: the ZIPs of the contractor's list whose centre is in it (a lead's position is its
 * ZIP's centre, create-quote-request.server.ts) and the half-degree cells of the radius index that the ring crosses
 * (a cell is read from the index alone: it holds the latitude and longitude). A ring that does not fill the page is
 * followed by a wider one (×2, ×4 after an empty one) until the area's farthest point. So a page costs the leads of
 * the rings it spans, never the leads nearer than its start nor the rest of the area.
 *
 * The key is (distance, id), the distance as the database prints it (a float8 prints its shortest exact form, so the
 * cursor's number is the row's number), computed by the one SQL expression (geo-sql.server.ts) in every branch, so
 * a lead found through both its ZIP and the radius is one row.
 */
import { and, inArray, sql, type SQL } from "drizzle-orm";
import { leads } from "~/db/schema";
import { rowsOf, type Executor } from "~/db/types.server";
import type { ContractorRow } from "../contractors/contractor-facts";
import { ON_RADIUS_SLACK_MILES } from "../contractors/contractor-facts";
import { DomainError } from "../shared/errors";
import { distanceMiles, type LatLng } from "../shared/geo";
import { distanceMilesSql } from "../shared/geo-sql.server";
import { decodeCursor, encodeCursor } from "../shared/keyset";
import { lookupZip } from "~/lib/zip-lookup.server";
import { asFacts } from "./lead-facts.server";
import { CANDIDATES_PER_ROW, checkedLeadsQuery, type LeadPage, type MatchedLead } from "./leads-for-contractor.server";
import { CELLS_PER_DEGREE, cellOf, contractorOnTheMarket, leadCellsAmong, leadOnSale, range } from "./match-sql.server";

/** A lead nearest first also says how far it is, in miles. */
export type NearLead = MatchedLead & { distanceMiles: number };

type DistanceKey = { miles: string; id: string };

/** The first ring's width; each later ring doubles the last (×4 after an empty one). */
const FIRST_RING_MILES = 5;
/** How far a ZIP's centre as this code computes it may be from the database's figure for its leads (float noise only). */
const ZIP_MARGIN_MILES = 0.01;

const NUMBER = /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i;

function decodeDistanceCursor(cursor: string): DistanceKey {
  const key = decodeCursor(cursor, "text");
  if (!NUMBER.test(key.at) || !Number.isFinite(Number(key.at)))
    throw new DomainError("invalid_input", "This page link is not valid. Start again from the first page.", { field: "cursor" });
  return { miles: key.at, id: key.id };
}

/** A contractor's base point, or undefined without one (then nothing can be measured, and the page does not offer the order). */
export function basePointOf(c: Pick<ContractorRow, "baseLat" | "baseLng">): LatLng | undefined {
  return c.baseLat === null || c.baseLng === null ? undefined : { lat: c.baseLat, lng: c.baseLng };
}

/** The least and greatest distance from `from` to any point of a cell, by the triangle inequality around its centre. */
function cellReach(from: LatLng, latCell: number, lngCell: number): { min: number; max: number } {
  const size = 1 / CELLS_PER_DEGREE;
  const south = latCell * size;
  const west = lngCell * size;
  const centre = { lat: south + size / 2, lng: west + size / 2 };
  const corners = [
    { lat: south, lng: west },
    { lat: south, lng: west + size },
    { lat: Math.min(90, south + size), lng: west },
    { lat: Math.min(90, south + size), lng: west + size },
  ];
  // The farthest point of a small latitude/longitude cell from its centre is a corner; 1% and a tenth of a mile spare.
  const radius = Math.max(...corners.map((c) => distanceMiles(centre, c))) * 1.01 + 0.1;
  const d = distanceMiles(from, centre);
  return { min: d - radius, max: d + radius };
}

type Ring = { after: DistanceKey | undefined; outer: number };

/**
 * The area as rings can read it: its ZIPs with their distances, and the radius's cells (the area box's) with theirs.
 * Computed once per page.
 */
async function areaOf(contractor: ContractorRow, from: LatLng) {
  const zips = (
    await Promise.all(
      contractor.serviceZipCodes.map(async (zip) => {
        const place = await lookupZip(zip);
        return place ? { zip, miles: distanceMiles(from, { lat: place.latitude, lng: place.longitude }) } : undefined;
      }),
    )
  ).filter((z) => z !== undefined);
  const { baseLat, baseLng, radiusMiles, areaMinLat, areaMaxLat, areaMinLng, areaMaxLng } = contractor;
  const hasRadius =
    baseLat !== null && baseLng !== null && radiusMiles !== null && areaMinLat !== null && areaMaxLat !== null && areaMinLng !== null && areaMaxLng !== null;
  const cells: { lat: number; lng: number; min: number; max: number }[] = [];
  if (hasRadius) {
    for (const lat of range(cellOf(areaMinLat), cellOf(areaMaxLat))) {
      for (const lng of range(cellOf(areaMinLng), cellOf(areaMaxLng))) {
        const reach = cellReach(from, lat, lng);
        if (reach.min <= radiusMiles + ON_RADIUS_SLACK_MILES) cells.push({ lat, lng, ...reach });
      }
    }
  }
  const farthest = Math.max(0, ...zips.map((z) => z.miles + ZIP_MARGIN_MILES), ...(hasRadius ? [radiusMiles + ON_RADIUS_SLACK_MILES] : []));
  return { zips, cells, radiusMiles: hasRadius ? radiusMiles : null, farthest };
}

type Area = Awaited<ReturnType<typeof areaOf>>;

/**
 * One round's candidates: up to `limit` leads on sale in the contractor's categories and area whose distance is after
 * the ring's cursor and at most its outer edge, as (id, distance), nearest first; undefined when the ring holds no
 * ZIP or cell of the area. One branch for the ZIPs and one per row of cells, each read in its index ranges.
 */
function ringCandidatesQuery(db: Executor, contractor: ContractorRow, page: LeadPage, from: LatLng, area: Area, ring: Ring, limit: number): SQL | undefined {
  const categories = page.categories ?? contractor.categories;
  if (categories.length === 0 || limit <= 0) return undefined;
  const inner = ring.after === undefined ? 0 : Number(ring.after.miles);
  const distance = distanceMilesSql(from, { lat: sql`${leads.latitude}`, lng: sql`${leads.longitude}` });
  const common = (place: SQL) =>
    and(
      leadOnSale,
      contractorOnTheMarket(contractor.id, page.today),
      inArray(leads.category, [...categories]),
      place,
      sql`${distance} <= ${ring.outer}::float8`,
      ring.after ? sql`(${distance}, ${leads.id}) > (${ring.after.miles}::float8, ${ring.after.id}::uuid)` : undefined,
    );
  const branch = (place: SQL) =>
    db
      .select({ id: leads.id, miles: sql<number>`${distance}`.as("miles") })
      .from(leads)
      .where(common(place))
      .orderBy(distance, leads.id)
      .limit(limit);
  const branches = [];
  const zips = area.zips.filter((z) => z.miles >= inner - ZIP_MARGIN_MILES && z.miles <= ring.outer + ZIP_MARGIN_MILES).map((z) => z.zip);
  if (zips.length > 0) branches.push(branch(inArray(leads.zip, zips)));
  if (area.radiusMiles !== null) {
    const rows = new Map<number, number[]>();
    for (const cell of area.cells) {
      if (cell.max < inner || cell.min > ring.outer) continue;
      rows.set(cell.lat, [...(rows.get(cell.lat) ?? []), cell.lng]);
    }
    const withinRadius = sql`${distance} <= ${area.radiusMiles + ON_RADIUS_SLACK_MILES}::float8`;
    for (const [lat, lngs] of rows) branches.push(branch(sql`${leadCellsAmong([lat], lngs)} and ${withinRadius}`));
  }
  if (branches.length === 0) return undefined;
  return sql`select id, miles::text as at from (${sql.join(branches, sql` union `)}) as candidates order by miles, id limit ${limit}`;
}

/**
 * The leads on sale this contractor may be offered (the same rules as leadsForContractor: categories, area, checks),
 * nearest to `from` first, the id breaking ties. `page.after` is a cursor of this order.
 */
export async function nearestLeadsForContractor(
  db: Executor,
  contractor: ContractorRow,
  page: LeadPage,
  from: LatLng,
): Promise<{ leads: NearLead[]; next: string | null }> {
  const wanted = page.limit + 1;
  const perRound = wanted * CANDIDATES_PER_ROW;
  const area = await areaOf(contractor, from);
  let after = page.after === undefined ? undefined : decodeDistanceCursor(page.after);
  let width = FIRST_RING_MILES;
  let outer = (after === undefined ? 0 : Number(after.miles)) + width;
  const rows: { row: Awaited<ReturnType<typeof checkedLeadsQuery>>[number]; key: DistanceKey }[] = [];
  for (;;) {
    const query = ringCandidatesQuery(db, contractor, page, from, area, { after, outer }, perRound);
    const candidates = query ? rowsOf<{ id: string; at: string }>(await db.execute(query)) : [];
    if (candidates.length > 0) {
      // The checks keep the candidates' rows only; they come back in created_at order, put back in the ring's.
      const checked = new Map(
        (
          await checkedLeadsQuery(
            db,
            contractor,
            page,
            candidates.map((c) => c.id),
            candidates.length,
          )
        ).map((r) => [r.id, r]),
      );
      for (const c of candidates) {
        const row = checked.get(c.id);
        if (row && rows.length < wanted) rows.push({ row, key: { miles: c.at, id: c.id } });
      }
      const last = candidates[candidates.length - 1]!;
      after = { miles: last.at, id: last.id };
    }
    if (rows.length >= wanted) break;
    // A short round has read its whole ring: the next ring is wider, or the area has no farther lead.
    if (candidates.length < perRound) {
      if (outer >= area.farthest) break;
      width *= candidates.length === 0 ? 4 : 2;
      outer += width;
    }
  }
  const shown = rows.slice(0, page.limit);
  const facts = asFacts(shown.map(({ row: { at: _at, slotsLeft: _slots, ...r } }) => r));
  const leadsFound = facts.map((f, i): NearLead => {
    const { row, key } = shown[i]!;
    return { ...f, cursor: encodeCursor({ at: key.miles, id: key.id }), slotsLeft: row.slotsLeft, distanceMiles: Number(key.miles) };
  });
  const lastShown = rows.length > page.limit ? shown.at(-1) : undefined;
  return { leads: leadsFound, next: lastShown ? encodeCursor({ at: lastShown.key.miles, id: lastShown.key.id }) : null };
}
