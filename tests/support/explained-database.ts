/**
 * A migrated throwaway PostgreSQL database for EXPLAIN tests: a Drizzle handle that records every statement it sends
 * (as the app sends it), and a second connection whose planner prices sequential and bitmap scans and sorts as
 * "disabled", so a near-empty table shows the plan a big one gets.
 */
import { drizzle } from "drizzle-orm/node-postgres";
import { Client, Pool } from "pg";
import type { Db } from "~/db/client.server";
import { openDatabase } from "~/db/client.server";
import * as schema from "~/db/schema";
import { createPostgresDatabase } from "./test-database";

type PlanNode = { "Node Type": string; "Relation Name"?: string; "Index Name"?: string; Plans?: PlanNode[] };
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

export type ExplainedDatabase = {
  db: Db;
  explainer: Client;
  /** The statements `db` sent since the test last emptied this list. */
  captured: { query: string; params: unknown[] }[];
  /** The plan of one statement, a line per node: "Node Type index on relation". */
  planOf(query: string, params: unknown[]): Promise<string[]>;
  close(): Promise<void>;
};

export async function openExplainedDatabase(): Promise<ExplainedDatabase> {
  const created = await createPostgresDatabase();
  await (await openDatabase({ databaseUrl: created.url, dataDir: "" })).close();
  const pool = new Pool({ connectionString: created.url, max: 1 });
  const captured: ExplainedDatabase["captured"] = [];
  const db = drizzle({ client: pool, schema, logger: { logQuery: (query, params) => captured.push({ query, params }) } }) as unknown as Db;
  const explainer = new Client({ connectionString: created.url });
  await explainer.connect();
  // A plan without a Sort exists only when an index gives the order; on near-empty tables the planner would rather
  // sort, so sorting (and scans that cannot give an order) cost "disabled" here.
  await explainer.query("set enable_seqscan = off; set enable_bitmapscan = off; set enable_sort = off; set enable_incremental_sort = off");
  return {
    db,
    explainer,
    captured,
    async planOf(query, params) {
      const { rows } = await explainer.query<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(`explain (format json) ${query}`, params);
      return nodesOf(rows[0]!["QUERY PLAN"][0].Plan).map((n) => `${n["Node Type"]}${n["Index Name"] ? ` ${n["Index Name"]}` : ""}${n["Relation Name"] ? ` on ${n["Relation Name"]}` : ""}`);
    },
    async close() {
      await pool.end();
      await explainer.end();
      await created.drop();
    },
  };
}
