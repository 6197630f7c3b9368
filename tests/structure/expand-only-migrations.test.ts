/**
 * docs/deploy.md rolls a new version without downtime: the new version's
 * migrations run while the old version still serves, so a migration may only
 * add (tables, nullable or defaulted columns, indexes, constraints the data
 * already meets). Removing or renaming what the old code reads waits for a
 * later release, once no process runs the old code ("expand, then contract"),
 * and must be written down as such: such a file needs a `-- contract:` line
 * saying which release stopped using what it removes.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const DIR = "app/db/migrations";
const DESTRUCTIVE = /\b(drop\s+(table|column|type|schema)|rename\s+(to|column)|alter\s+column\s+\S+\s+(type|set\s+not\s+null))\b/i;

describe("migrations", () => {
  it("only add to the schema, unless marked as the contract step of an earlier expand", () => {
    const files = readdirSync(DIR).filter((f) => f.endsWith(".sql"));
    expect(files.length).toBeGreaterThan(0);
    const destructive = files.filter((f) => {
      const sql = readFileSync(path.join(DIR, f), "utf8");
      return DESTRUCTIVE.test(sql.replace(/--.*$/gm, "")) && !/^-- contract: .+/m.test(sql);
    });
    expect(destructive).toEqual([]);
  });
});
