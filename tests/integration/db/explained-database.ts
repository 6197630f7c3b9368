/**
 * A fresh PostgreSQL database for the EXPLAIN tests (list-indexes, search-indexes): the app's Drizzle instance with
 * every query it sends captured (as sent, with its parameters), and a second connection to EXPLAIN them on, whose
 * planner settings a suite may change without touching the app's connection.
 */
import { drizzle } from "drizzle-orm/node-postgres";
import { Client, Pool } from "pg";
import type { Db } from "~/db/client.server";
import { openDatabase } from "~/db/client.server";
import * as schema from "~/db/schema";
import { createPostgresDatabase } from "../../support/test-database";

export type Captured = { query: string; params: unknown[] };
export type ExplainedDatabase = { db: Db; explainer: Client; captured: Captured[]; close(): Promise<void> };

type PlanNode = { "Node Type": string; "Relation Name"?: string; "Index Name"?: string; Plans?: PlanNode[] };
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

export async function openExplainedDatabase(): Promise<ExplainedDatabase> {
  const created = await createPostgresDatabase();
  await (await openDatabase({ databaseUrl: created.url, dataDir: "" })).close();
  const pool = new Pool({ connectionString: created.url, max: 1 });
  const captured: Captured[] = [];
  const db = drizzle({ client: pool, schema, logger: { logQuery: (query, params) => captured.push({ query, params }) } }) as unknown as Db;
  const explainer = new Client({ connectionString: created.url });
  await explainer.connect();
  return {
    db,
    explainer,
    captured,
    async close() {
      await pool.end();
      await explainer.end();
      await created.drop();
    },
  };
}

/** The plan of a captured query, one line per node: "Index Scan leads_created_id_idx on leads", "Sort", … */
export async function planOf(explainer: Client, { query, params }: Captured): Promise<string[]> {
  const { rows } = await explainer.query<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(`explain (format json) ${query}`, params);
  return nodesOf(rows[0]!["QUERY PLAN"][0].Plan).map(
    (n) => `${n["Node Type"]}${n["Index Name"] ? ` ${n["Index Name"]}` : ""}${n["Relation Name"] ? ` on ${n["Relation Name"]}` : ""}`,
  );
}
