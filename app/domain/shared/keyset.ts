/**
 * Keyset pagination: a page ends at a row, and the next page starts strictly
 * after that row's sort key (a timestamp as the database prints it, to the
 * microsecond, plus the id as a tie-breaker). Unlike an offset, rows inserted
 * while someone pages never shift a row into the next page twice or out of
 * it. The cursor is opaque to clients: base64url of the key, so it fits in a
 * link's query string (pages work without JavaScript).
 */
import { DomainError } from "./errors";

export type Keyset = { at: string; id: string };

/** What a list sorts by: a timestamp (newest first) or a text such as a business name (A to Z). */
export type KeyKind = "time" | "text";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// What PostgreSQL prints for a timestamptz (ISO DateStyle): 2026-11-25 08:57:31.123456+00
const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

export function encodeCursor(key: Keyset): string {
  return Buffer.from(JSON.stringify([key.at, key.id])).toString("base64url");
}

/** The key of a cursor from a link or an API call; a cursor this code did not make is refused (400), never passed to SQL. */
export function decodeCursor(cursor: string, kind: KeyKind = "time"): Keyset {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (Array.isArray(parsed) && parsed.length === 2) {
      const [at, id] = parsed as unknown[];
      if (typeof at === "string" && typeof id === "string" && (kind === "time" ? TIMESTAMP.test(at) : at.length <= 500) && UUID.test(id)) return { at, id };
    }
  } catch {
    // not base64url JSON: refused below
  }
  throw new DomainError("invalid_input", "This page link is not valid. Start again from the first page.", { field: "cursor" });
}
