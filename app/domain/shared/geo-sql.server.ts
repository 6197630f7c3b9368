import { sql, type SQL } from "drizzle-orm";
import { EARTH_MEAN_RADIUS_MILES } from "./geo";

/** A point whose latitude and longitude are SQL expressions (columns) or numbers (sent as float8 parameters). */
export type SqlPoint = { lat: SQL | number; lng: SQL | number };

const value = (v: SQL | number): SQL => (typeof v === "number" ? sql`${v}::float8` : v);

/**
 * geo.ts's distanceMiles as SQL: the same haversine on the same sphere, term
 * for term, so the database and the code agree (a test compares them on
 * 1,000 random pairs). Plain SQL math, the same on PGlite and PostgreSQL.
 */
export function distanceMilesSql(a: SqlPoint, b: SqlPoint): SQL {
  const [aLat, aLng, bLat, bLng] = [value(a.lat), value(a.lng), value(b.lat), value(b.lng)];
  return sql`(2 * ${sql.raw(String(EARTH_MEAN_RADIUS_MILES))} * asin(least(1, sqrt(
    power(sin(radians(${bLat} - ${aLat}) / 2), 2) + cos(radians(${aLat})) * cos(radians(${bLat})) * power(sin(radians(${bLng} - ${aLng}) / 2), 2)))))`;
}
