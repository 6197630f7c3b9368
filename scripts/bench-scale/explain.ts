/**
 * The plans behind the numbers: the four main queries (leads for a contractor, contractors for a lead, the admin
 * leads page, the API list) run once through the app's own domain functions with the driver's query log on
 * (THP_QUERY_LOG, app/db/query-log.server.ts), so what is explained is exactly the SQL the app sends; each read
 * statement of a call is then run under EXPLAIN (ANALYZE, BUFFERS) and the slowest one is kept as that call's plan.
 */
import { readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "~/db/client.server";
import { rowsOf } from "~/db/types.server";
import { listLeads } from "~/domain/admin/list-leads.server";
import { contractorsForLead } from "~/domain/marketplace/contractors-for-lead.server";
import { availableLeadsForContractor } from "~/domain/marketplace/listings.server";
import { parseEnv } from "~/env.server";

type Logged = { sql?: string; params?: unknown[] };
const isRead = (text: string) => /^\s*(select|with)\b/i.test(text) && !/\b(insert|update|delete)\b|for update/i.test(text);

export async function explainMainQueries(dataDir: string, url: string | undefined, pick: { pros: { email: string }[] }): Promise<string> {
  const file = path.join(tmpdir(), `thp-scale-explain-${process.pid}.jsonl`);
  rmSync(file, { force: true });
  process.env.THP_QUERY_LOG = file;
  const handle = await openDatabase({ databaseUrl: url, dataDir });
  delete process.env.THP_QUERY_LOG;
  const client = handle.client as { query(text: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }> };
  try {
    const ctx = { db: handle.db, env: parseEnv({ NODE_ENV: "production" }) };
    const [pro] = rowsOf<{ id: string }>(
      await handle.db.execute(sql`select id from contractors where email = ${pick.pros[0]?.email ?? ""} or ${pick.pros.length === 0} order by id limit 1`),
    );
    const [enterprise] = rowsOf<{ id: string }>(await handle.db.execute(sql`select contractor_id as id from api_keys where label = 'bench:scale' limit 1`));
    const [lead] = rowsOf<{ zip: string; lat: number; lng: number; category: string }>(
      await handle.db.execute(
        sql`select zip, latitude as lat, longitude as lng, category from leads where status = 'available' order by created_at desc limit 1`,
      ),
    );
    const calls: [string, () => Promise<unknown>][] = [
      [
        "Leads for a contractor (dashboard: availableLeadsForContractor, one card per request)",
        () => availableLeadsForContractor(ctx, pro!.id, { onePerRequest: true }),
      ],
      [
        "Contractors for a lead (contractorsForLead, the newest available lead)",
        () => contractorsForLead(handle.db, lead!, new Date().toISOString().slice(0, 10)),
      ],
      ["Admin leads page (listLeads, no filter)", () => listLeads(handle.db, {})],
      [
        "API list (GET /api/v1/leads: availableLeadsForContractor for the Enterprise key's contractor)",
        () => availableLeadsForContractor(ctx, enterprise!.id, { limit: 50 }),
      ],
    ];
    const windows: [string, Logged[]][] = [];
    for (const [name, call] of calls) {
      const from = readFileSync(file, "utf8").split("\n").length - 1;
      await call();
      windows.push([
        name,
        readFileSync(file, "utf8")
          .split("\n")
          .slice(from)
          .filter(Boolean)
          .map((l) => JSON.parse(l) as Logged),
      ]);
    }
    const out: string[] = [];
    for (const [name, statements] of windows) {
      let best: { ms: number; plan: string; text: string } | undefined;
      for (const s of statements) {
        if (!s.sql || !isRead(s.sql)) continue;
        const rows = (await client.query(`explain (analyze, buffers) ${s.sql}`, s.params ?? [])).rows;
        const plan = rows.map((r) => String(Object.values(r)[0])).join("\n");
        const ms = Number(/Execution Time: ([\d.]+)/.exec(plan)?.[1] ?? 0);
        if (!best || ms > best.ms) best = { ms, plan, text: s.sql };
      }
      out.push(`### ${name}\n\n${best ? `\`\`\`sql\n${best.text.trim()}\n\`\`\`\n\n\`\`\`\n${best.plan}\n\`\`\`` : "(no read statement captured)"}\n`);
    }
    return out.join("\n");
  } finally {
    await handle.close();
    rmSync(file, { force: true });
  }
}
