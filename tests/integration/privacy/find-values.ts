/** Looks for given strings in every text, JSON and array column of every table, and in every file under a directory. */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { rowsOf } from "~/db/types.server";

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** "schema.table.column: value" for each column of each table (all schemas but the catalogs) holding one of the values, case-insensitive. */
export async function findValuesInDatabase(db: Db, values: string[]): Promise<string[]> {
  const columns = rowsOf<{ schema: string; table: string; column: string }>(
    await db.execute(sql`
      select c.table_schema as schema, c.table_name as table, c.column_name as column
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where t.table_type = 'BASE TABLE'
        and c.table_schema not in ('pg_catalog', 'information_schema') and c.table_schema not like 'pg_toast%'
        and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')
      order by 1, 2, 3`),
  );
  if (columns.length < 30) throw new Error(`only ${columns.length} text columns found: the catalogue query is wrong`);
  const found: string[] = [];
  for (const c of columns) {
    const col = `${quoteIdent(c.schema)}.${quoteIdent(c.table)}.${quoteIdent(c.column)}`;
    const checks = values.map((v, i) => sql`bool_or(strpos(lower(${sql.raw(col)}::text), ${v.toLowerCase()}) > 0) as ${sql.raw(`v${i}`)}`);
    const [row] = rowsOf<Record<string, boolean | null>>(
      await db.execute(sql`select ${sql.join(checks, sql`, `)} from ${sql.raw(`${quoteIdent(c.schema)}.${quoteIdent(c.table)}`)}`),
    );
    values.forEach((v, i) => {
      if (row?.[`v${i}`]) found.push(`${c.schema}.${c.table}.${c.column}: ${v}`);
    });
  }
  return found;
}

/** "file: value" for each file under dir whose bytes contain one of the values (as UTF-8). */
export function findValuesInFiles(dir: string, values: string[]): string[] {
  const found: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = path.join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else {
        const text = readFileSync(p).toString("utf8").toLowerCase();
        for (const v of values) if (text.includes(v.toLowerCase())) found.push(`${path.relative(dir, p)}: ${v}`);
      }
    }
  };
  walk(dir);
  return found;
}
