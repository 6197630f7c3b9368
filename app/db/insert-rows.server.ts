import { getTableColumns, getTableName, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { rowsOf, type Executor } from "./types.server";

type Options<T extends PgTable, K extends keyof T["$inferSelect"] & string> = {
  /** `on conflict do nothing`: a row that breaks a unique key is left out (and not returned). */
  onConflictDoNothing?: boolean;
  /** Columns of the inserted rows to return, as the driver reads them (uuid and text as strings). */
  returning?: readonly K[];
};

/**
 * Many rows in one insert whose text does not grow with them: the rows travel as ONE json parameter, which
 * `json_populate_recordset` turns into the table's own row type. drizzle's `values(rows)` writes a placeholder per
 * value: an alert batch of 44 rows × 16 columns was 700 parameters, and building that text was the job process's
 * largest cost after the network, before PostgreSQL parsed it again.
 *
 * The column list is the union of the columns the rows give; a column a row leaves out is null in that row. So a
 * column with a database default must be given by every row or by none (then its default applies), or the call
 * throws: a null would silently replace the default. Values go as JSON: a Date as its ISO time, a jsonb value as
 * itself.
 */
export async function insertRows<T extends PgTable, K extends keyof T["$inferSelect"] & string = never>(
  tx: Executor,
  table: T,
  rows: readonly T["$inferInsert"][],
  options: Options<T, K> = {},
): Promise<Pick<T["$inferSelect"], K>[]> {
  if (rows.length === 0) return [];
  const byKey = getTableColumns(table) as Record<string, PgColumn>;
  const columns = Object.entries(byKey);
  const given = columns.filter(([key]) => rows.some((row) => (row as Record<string, unknown>)[key] !== undefined));
  for (const [key, column] of given) {
    if (column.hasDefault && rows.some((row) => (row as Record<string, unknown>)[key] === undefined)) {
      throw new Error(`insertRows(${getTableName(table)}): some rows leave out ${key}, which has a default`);
    }
  }
  const records = rows.map((row) => Object.fromEntries(given.map(([key, column]) => [column.name, (row as Record<string, unknown>)[key] ?? null])));
  const names = sql.join(
    given.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const returning = options.returning ?? [];
  const returned: SQL = returning.length
    ? sql` returning ${sql.join(
        returning.map((key) => sql`${sql.identifier(byKey[key]!.name)} as ${sql.identifier(key)}`),
        sql`, `,
      )}`
    : sql``;
  const result = await tx.execute(
    sql`insert into ${table} (${names}) select ${names} from json_populate_recordset(null::${table}, ${JSON.stringify(records)}::json)${
      options.onConflictDoNothing ? sql` on conflict do nothing` : sql``
    }${returned}`,
  );
  return rowsOf<Pick<T["$inferSelect"], K>>(result);
}
