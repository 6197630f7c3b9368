/**
 * The SQL half of keyset pagination (keyset.ts holds the cursor): every
 * growing list pages the same way. A list names its sort column and its id;
 * the query selects the sort key as the database prints it (`keyAt`: a JS
 * Date would drop the microseconds and skip or repeat rows) and the id, filters the rows
 * strictly after the cursor with one row comparison (which a btree index on
 * (sort column, id) answers as a range), orders by the same pair and reads
 * one row more than the page to tell whether another page follows.
 */
import { asc, desc, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { COUNT_CAP } from "./counts";
import { decodeCursor, encodeCursor, type KeyKind } from "./keyset";

/** The page a caller asks for: the cursor of the previous page's last row (none for the first page) and a size. */
export type PageRequest = { after?: string | undefined; limit?: number | undefined };
/** One page of rows, and the cursor of the next page (null on the last one). */
export type Page<T> = { rows: T[]; next: string | null };

/**
 * A list's order: `time` lists are newest first, `text` lists (names) A to Z;
 * the id breaks ties, so the order is total and no row falls between pages.
 */
export function keyset(sortColumn: AnyColumn, idColumn: AnyColumn, kind: KeyKind = "time") {
  const [cmp, dir, cast] = kind === "time" ? [sql`<`, desc, sql`timestamptz`] : [sql`>`, asc, sql`text`];
  return {
    /** Spread into the select: the sort key as the database prints it, and the id. */
    key: { keyAt: sql<string>`${sortColumn}::text`, keyId: sql<string>`${idColumn}` },
    /** The rows after the cursor; undefined on the first page. A cursor this code did not make is a 400 (DomainError). */
    after(cursor: string | undefined): SQL | undefined {
      if (cursor === undefined) return undefined;
      const key = decodeCursor(cursor, kind);
      return sql`(${sortColumn}, ${idColumn}) ${cmp} (${key.at}::${cast}, ${key.id}::uuid)`;
    },
    orderBy: [dir(sortColumn), dir(idColumn)] as const,
    /** Cut the limit + 1 rows read to the page and make the next page's cursor from its last row. */
    page<T extends { keyAt: string; keyId: string }>(rows: T[], limit: number): Page<Omit<T, "keyAt" | "keyId">> {
      const page = rows.slice(0, limit);
      const last = rows.length > limit ? page.at(-1) : undefined;
      return { rows: page.map(({ keyAt: _keyAt, keyId: _keyId, ...row }) => row), next: last ? encodeCursor({ at: last.keyAt, id: last.keyId }) : null };
    },
  };
}

/** Lists on one admin or dashboard page; bounded so a page is one index range read. */
export const LIST_PAGE_SIZE = 50;

/** `select count(*)` of at most COUNT_CAP + 1 rows of a subquery; more than COUNT_CAP shows as "1,000+". */
export function cappedCount(rows: SQL): SQL<number> {
  return sql<number>`(select count(*)::int from (${rows} limit ${COUNT_CAP + 1}) as capped)`;
}
