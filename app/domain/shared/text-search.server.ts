import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

/**
 * `column = any(array(ids of the rows whose search document matches))`, for a query made by searchQueryOf.
 *
 * The matching ids are gathered first, through the table's GIN index on the same document, and the list then reads
 * those rows by key and orders them (decision 0030). Left to itself, the planner may instead walk
 * the list's btree in page order and test every row against the query, hoping to fill a page early: for a rare name it
 * then reads the whole table. The cost is bounded by the number of matches, which for a name, an e-mail, a phone
 * number or a reference is small.
 */
export function matchesSearch(column: AnyColumn, table: PgTable, document: SQL, query: string): SQL {
  return sql`${column} = any(array(select id from ${table} where ${document} @@ to_tsquery('simple'::regconfig, ${query})))`;
}
