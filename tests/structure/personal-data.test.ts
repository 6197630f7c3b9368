/**
 * app/db/personal-data.ts classifies every table and every text, varchar, json, jsonb and array column: a new one
 * must be classified before it ships (so erasure cannot forget it), and a classification of something gone goes too.
 */
import { getTableConfig, PgTable, type PgColumn } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { personalData, type TableClassification } from "~/db/personal-data";
import * as schema from "~/db/schema";

const classified = personalData as Record<string, TableClassification>;
const tables = (Object.values(schema) as unknown[]).filter((v): v is PgTable => v instanceof PgTable).map((t) => getTableConfig(t));
const needsClass = (c: PgColumn) =>
  /^(text|varchar|character varying|char|json|jsonb)\b/.test(c.getSQLType()) || c.getSQLType().endsWith("[]") || c.columnType === "PgArray";

describe("the personal-data classification", () => {
  it("names every table of the schema", () => {
    expect(tables.length).toBeGreaterThan(40);
    expect(tables.map((t) => t.name).filter((name) => !classified[name])).toEqual([]);
  });

  it("classifies every text, varchar, json, jsonb and array column", () => {
    const missing = tables.flatMap((t) =>
      t.columns
        .filter(needsClass)
        .filter((c) => !classified[t.name]?.columns[c.name])
        .map((c) => `${t.name}.${c.name}`),
    );
    expect(missing).toEqual([]);
  });

  it("names no table or column the schema no longer has, nor a column of another type", () => {
    const byName = new Map(tables.map((t) => [t.name, t]));
    const stale = Object.entries(classified).flatMap(([name, entry]) => {
      const table = byName.get(name);
      if (!table) return [name];
      return Object.keys(entry.columns)
        .filter((col) => !table.columns.some((c) => c.name === col && needsClass(c)))
        .map((col) => `${name}.${col}`);
    });
    expect(stale).toEqual([]);
  });

  it("gives every entry a reason, and says what erasure does with everything personal or derived", () => {
    const bad = Object.entries(classified).flatMap(([name, entry]) => [
      ...(entry.why.trim() ? [] : [name]),
      ...Object.entries(entry.columns)
        .filter(([, c]) => !c.why.trim() || (c.class === "none" ? !["not-applicable", "kept"].includes(c.erasure) : c.erasure === "not-applicable"))
        .map(([col]) => `${name}.${col}`),
    ]);
    expect(bad).toEqual([]);
  });
});
