/**
 * The database schema never ships to the browser. Admin pages once
 * loaded a chunk with drizzle and every table and column name (password_hash,
 * key_hash, …) because routes imported word lists from ~/db/schema; they now
 * import ~/db/enums, and lint forbids the schema in client code. This checks
 * the production build itself: no client asset names a table or a column.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { getTableColumns, getTableName, isTable } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "~/db/schema";
import { buildDir } from "./app-server";

/** Names with an underscore are ours, not English words a page may contain ("leads", "users"). */
function schemaNames(): string[] {
  const names = new Set<string>();
  for (const value of Object.values(schema)) {
    if (!isTable(value)) continue;
    names.add(getTableName(value));
    for (const column of Object.values(getTableColumns(value))) names.add(column.name);
  }
  return [...names].filter((n) => n.includes("_"));
}

function clientScripts(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".js"))
    .map((f) => path.join(dir, f));
}

describe("the browser bundle", () => {
  it("contains no table or column name of the database", () => {
    const names = schemaNames();
    expect(names).toContain("password_hash");
    const files = clientScripts(path.join(buildDir(), "client", "assets"));
    expect(files.length).toBeGreaterThan(0);
    const leaks = files.flatMap((file) => {
      const source = readFileSync(file, "utf8");
      return names.filter((n) => source.includes(`"${n}"`)).map((n) => `${path.basename(file)}: "${n}"`);
    });
    expect(leaks).toEqual([]);
  });
});
