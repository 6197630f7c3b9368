/**
 * `npm run bench:erasure`: what it costs to make erased values leave the database's files (decision 0042).
 * For each engine and size: a fresh database seeded by seed:scale (plus one sent confirmation e-mail per request
 * in the outbox, as the product writes), a few homeowners erased through "Delete my data", then, on the same
 * tables and in the same run:
 *
 * - references: a sequential scan of each table the scrub rewrites, and a plain VACUUM of them;
 * - the scrub (scrubErasedStorage: VACUUM FULL of each, the WAL switched and checkpointed), with each table's
 *   rewrite time (= how long that table was locked) and the longest a one-row read of quote_requests waited
 *   meanwhile (a probe every 25 ms from another connection, or PGlite's queue);
 * - the other option's per-request cost: AES-256-GCM of a homeowner's fields under a fresh per-homeowner key,
 *   and the key's own row, beside the HMAC the intake already computes.
 *
 * Writes bench/results/erasure.json and erasure.md (BENCH_RESULTS_DIR elsewhere). Asserts nothing; not part of
 * `npm test`. BENCH_ERASURE_SIZES (leads; 10000,100000,1000000), BENCH_ERASURE_ENGINES (pglite,postgres),
 * BENCH_ERASURE_CONTRACTORS (1000), BENCH_ERASURE_HOMEOWNERS (erased per run, 10). PostgreSQL runs on a
 * throwaway cluster and is skipped without the server binaries.
 * A quick run: BENCH_ERASURE_SIZES=10000 npm run bench:erasure
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { tablesErasedForHomeowners } from "~/db/personal-data";
import { rowsOf } from "~/db/types.server";
import { issueRequestLink } from "~/domain/request-links/request-links.server";
import { deleteMyData } from "~/domain/privacy/delete-my-data.server";
import { scrubErasedStorage } from "~/domain/privacy/scrub-erased-storage.server";
import { parseEnv } from "~/env.server";
import { findPostgresBin, startCluster, type Cluster } from "../../tests/support/postgres-cluster";
import { seedScale } from "../seed-scale/seed";
import { progressBar } from "../seed-scale/progress";
import { percentile, round } from "./load";

type Engine = "pglite" | "postgres";
type Run = {
  engine: Engine;
  leads: number;
  rows: Record<string, number>;
  mb_before: number;
  mb_after: number;
  erase_ms_p50: number;
  seq_scan_ms: number;
  plain_vacuum_ms: number;
  plain_vacuum_probe_max_ms: number | null;
  scrub_ms: number;
  scrub_tables_ms: Record<string, number>;
  longest_table_lock_ms: number;
  scrub_probe_max_ms: number | null;
  scrub_stall_max_ms: number;
  wal: string;
  wal_recycle: string;
  wal_switches: number;
  wal_ms: number;
  notes: string[];
};

const list = (name: string, fallback: string) =>
  (process.env[name] ?? fallback)
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
const count = (name: string, fallback: number) => {
  const n = Number(process.env[name]);
  return Number.isSafeInteger(n) && n > 0 ? n : fallback;
};
const log = (line: string) => console.log(`  · ${line}`);
const ms = (t0: number) => round(performance.now() - t0);

async function createDatabase(cluster: Cluster, name: string): Promise<string> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  return cluster.url.replace(/\/[^/?]*(\?|$)/, `/${name}$1`);
}

/**
 * Times `work` while a one-row read of quote_requests runs every 25 ms beside it (another pool connection on
 * PostgreSQL): answers the read's longest wait, and the longest the process's event loop stood still. PGlite runs
 * each statement on the process's one thread, so there the stall is the figure (no probe can start meanwhile, so
 * its wait is not measured: null); on PostgreSQL the probe's wait is the lock.
 */
async function withProbe<T>(handle: DatabaseHandle, work: () => Promise<T>): Promise<{ value: T; ms: number; probeMaxMs: number | null; stallMaxMs: number }> {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const state = { running: true };
  let longest = 0;
  const probe = (async () => {
    while (state.running) {
      const t0 = performance.now();
      await handle.db.execute(sql`select id from quote_requests limit 1`);
      longest = Math.max(longest, performance.now() - t0);
      await new Promise((r) => setTimeout(r, 25));
    }
  })();
  const t0 = performance.now();
  const value = await work();
  const took = ms(t0);
  state.running = false;
  await probe;
  delay.disable();
  return { value, ms: took, probeMaxMs: handle.kind === "pglite" ? null : round(longest), stallMaxMs: round(delay.max / 1e6) };
}

async function totalMb(handle: DatabaseHandle, tables: readonly string[]): Promise<number> {
  const [row] = rowsOf<{ b: string }>(
    await handle.db.execute(
      sql`select coalesce(sum(pg_total_relation_size(c.oid)), 0)::text as b from pg_class c where c.relname in ${tables} and c.relkind = 'r' and c.relnamespace = current_schema()::regnamespace`,
    ),
  );
  return round(Number(row!.b) / 1024 / 1024);
}

async function measure(engine: Engine, leads: number, contractors: number, homeowners: number, cluster?: Cluster): Promise<Run> {
  const root = mkdtempSync(path.join(tmpdir(), `thp-erasure-${engine}-`));
  const url = engine === "postgres" ? await createDatabase(cluster!, `erasure_${leads}_${Date.now() % 100000}`) : undefined;
  const notes = [
    `load average at start: ${loadavg()
      .map((x) => x.toFixed(1))
      .join(", ")}.`,
  ];
  const env = parseEnv({ NODE_ENV: "test", DATA_DIR: root });
  const handle = await openDatabase({ databaseUrl: url, dataDir: root });
  try {
    const seeded = await seedScale(handle.db, { leads, contractors }, progressBar());
    // What the product writes beside each request: its confirmation e-mail, sent (the outbox is one of the tables the scrub rewrites).
    await handle.db.execute(sql`insert into outbox (channel, kind, "to", subject, text, status, attempts, created_at, sent_at)
      select 'email', 'quote-request.confirmation', q.email, 'We received your request ' || q.reference,
        'Hi ' || q.full_name || E',\n\nThanks for your ' || q.category || ' request (' || q.reference || '). Up to ' || q.pros_requested || E' local pros will contact you at ' || q.phone || E' or ' || q.email || E'.\n\n' || repeat('What happens next: a pro calls, you compare quotes, you choose. ', 4),
        'sent', 1, q.created_at, q.created_at
      from quote_requests q`);
    await handle.db.execute(sql`vacuum analyze outbox`);
    // The seed's own pages flushed, as a server's periodic checkpoints would have: the scrub's checkpoint then writes only what the erasures and the rewrite changed.
    await handle.db.execute(sql`checkpoint`);
    log(`${engine} ${leads} leads: seeded in ${seeded.seconds} s (${seeded.sold} sold)`);
    const tables = tablesErasedForHomeowners;
    const rows: Record<string, number> = {};
    for (const t of tables) rows[t] = Number(rowsOf<{ n: string }>(await handle.db.execute(sql`select count(*)::text as n from ${sql.identifier(t)}`))[0]!.n);
    const mbBefore = await totalMb(handle, tables);

    // Homeowners erased as "Delete my data" erases them (a sold lead among them where there is one).
    const now = new Date();
    const picked = rowsOf<{ id: string }>(
      await handle.db.execute(
        sql`select q.id from quote_requests q where q.erased_at is null order by exists (select 1 from purchases p where p.quote_request_id = q.id) desc, q.id limit ${homeowners}`,
      ),
    );
    const eraseTimes: number[] = [];
    for (const { id } of picked) {
      const token = (await issueRequestLink(handle.db, id, env.PUBLIC_URL, now)).split("/").pop()!;
      const t0 = performance.now();
      await deleteMyData({ db: handle.db, env, now }, token);
      eraseTimes.push(performance.now() - t0);
    }

    // References on the same tables: reading each once, and the plain VACUUM that only marks space reusable.
    let t0 = performance.now();
    for (const t of tables) await handle.db.execute(sql`select count(*) from ${sql.identifier(t)}`);
    const seqScan = ms(t0);
    const plain = await withProbe(handle, async () => {
      for (const t of tables) await handle.db.execute(sql`vacuum ${sql.identifier(t)}`);
    });

    const timed = await withProbe(handle, () => scrubErasedStorage({ db: handle.db, env, now: new Date(now.getTime() + 3600_000) }, handle));
    const done = timed.value;
    if (!done.scrubbed) throw new Error("the scrub found nothing to do after erasures");
    const run: Run = {
      engine,
      leads,
      rows,
      mb_before: mbBefore,
      mb_after: await totalMb(handle, tables),
      erase_ms_p50: round(percentile(eraseTimes, 50)),
      seq_scan_ms: seqScan,
      plain_vacuum_ms: plain.ms,
      plain_vacuum_probe_max_ms: plain.probeMaxMs,
      scrub_ms: timed.ms,
      scrub_tables_ms: Object.fromEntries(done.tables.filter((t) => t.ms >= 1).map((t) => [t.table, t.ms])),
      longest_table_lock_ms: Math.max(...done.tables.map((t) => t.ms)),
      scrub_probe_max_ms: timed.probeMaxMs,
      scrub_stall_max_ms: timed.stallMaxMs,
      wal: done.wal,
      wal_recycle: done.walRecycle,
      wal_switches: done.walSwitches,
      wal_ms: done.walMs,
      notes,
    };
    log(
      `${engine} ${leads}: scrub ${run.scrub_ms} ms (longest table lock ${run.longest_table_lock_ms} ms, probe waited ≤ ${run.scrub_probe_max_ms ?? "n/a"} ms, event loop stalled ≤ ${run.scrub_stall_max_ms} ms); plain vacuum ${run.plain_vacuum_ms} ms; seq scan ${run.seq_scan_ms} ms`,
    );
    return run;
  } finally {
    await handle.close();
    rmSync(root, { recursive: true, force: true });
  }
}

/** The crypto-shredding alternative's per-request cost, in µs: encrypting a homeowner's fields under a fresh key, decrypting one lead's. */
function cryptoCost(samples = 20_000) {
  const fields = {
    fullName: "Dana Homeowner",
    email: "dana.homeowner@example.com",
    phone: "+12125550123",
    details: "Replace the whole roof before winter; the back slope leaks over the kitchen.",
    street: "742 Evergreen Terrace",
    ip: "198.51.100.7",
    userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36",
  };
  const master = randomBytes(32);
  const seal = (key: Buffer, text: string) => {
    const iv = randomBytes(12);
    const c = createCipheriv("aes-256-gcm", key, iv);
    return Buffer.concat([iv, c.update(text, "utf8"), c.final(), c.getAuthTag()]);
  };
  const open = (key: Buffer, box: Buffer) => {
    const d = createDecipheriv("aes-256-gcm", key, box.subarray(0, 12));
    d.setAuthTag(box.subarray(box.length - 16));
    return Buffer.concat([d.update(box.subarray(12, box.length - 16)), d.final()]).toString("utf8");
  };
  const time = (f: () => void) => {
    for (let i = 0; i < 1000; i++) f();
    const t0 = performance.now();
    for (let i = 0; i < samples; i++) f();
    return round(((performance.now() - t0) * 1000) / samples, 2);
  };
  let sealed: Buffer[] = [];
  let wrapped = Buffer.alloc(0);
  const intake = time(() => {
    const key = randomBytes(32);
    wrapped = seal(master, key.toString("base64")); // the key itself stored wrapped by a master key
    sealed = Object.values(fields).map((v) => seal(key, v));
  });
  const read = time(() => {
    const key = Buffer.from(open(master, wrapped), "base64");
    for (const box of sealed) open(key, box);
  });
  const hmac = time(() => {
    createHmac("sha256", master).update(fields.email).digest("hex");
    createHmac("sha256", master).update(fields.phone).digest("hex");
  });
  return {
    encrypt_intake_us: intake,
    decrypt_one_lead_us: read,
    decrypt_page_of_50_us: round(read * 50, 1),
    reference_hmac_pair_us: hmac,
    fields: Object.keys(fields).length,
  };
}

/** The key's own row per request, beside a plain round trip, in ms (p50 over 200). */
async function keyRowCost(handle: DatabaseHandle) {
  await handle.db.execute(
    sql`create temporary table if not exists bench_homeowner_keys (id uuid primary key default gen_random_uuid(), wrapped bytea not null)`,
  );
  const timeIt = async (f: () => Promise<unknown>) => {
    const times: number[] = [];
    for (let i = 0; i < 200; i++) {
      const t0 = performance.now();
      await f();
      times.push(performance.now() - t0);
    }
    return round(percentile(times, 50), 3);
  };
  const insert = await timeIt(() => handle.db.execute(sql`insert into bench_homeowner_keys (wrapped) values (${randomBytes(60)})`));
  const select1 = await timeIt(() => handle.db.execute(sql`select 1`));
  return { key_row_insert_ms: insert, reference_select_1_ms: select1 };
}

function writeReport(dir: string, runs: Run[], crypto: Record<string, unknown>, notes: string[]) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "erasure.json"), `${JSON.stringify({ machine: { cpus: cpus().length }, runs, crypto_shredding: crypto, notes }, null, 2)}\n`);
  const md = [
    "# bench:erasure",
    "",
    `${cpus().length} CPUs. Times in ms. The scrub rewrites ${tablesErasedForHomeowners.length} tables (those erasure changes, app/db/personal-data.ts); each is locked for its own rewrite only (PostgreSQL: the probe, a one-row read of quote_requests every 25 ms on another connection, shows the wait; PGlite runs every statement on the process's one thread, so the whole server stands still for each rewrite: the event-loop stall column; n/a: no probe can start meanwhile). References from the same run: a sequential scan of the same tables, a plain VACUUM of them.`,
    "",
    "| engine | leads | quote_requests rows | outbox rows | MB before → after | erase p50 | seq scan | plain VACUUM (probe max) | scrub (probe max) | longest table lock | event loop stall | WAL switch + checkpoint | wal_recycle |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ...runs.map(
      (r) =>
        `| ${r.engine} | ${r.leads} | ${r.rows.quote_requests ?? "?"} | ${r.rows.outbox ?? "?"} | ${r.mb_before} → ${r.mb_after} | ${r.erase_ms_p50} | ${r.seq_scan_ms} | ${r.plain_vacuum_ms} (${r.plain_vacuum_probe_max_ms ?? "n/a"}) | ${r.scrub_ms} (${r.scrub_probe_max_ms ?? "n/a"}) | ${r.longest_table_lock_ms} | ${r.scrub_stall_max_ms} | ${r.wal_ms} (${r.wal}, ${r.wal_switches}×) | ${r.wal_recycle} |`,
    ),
    "",
    "## Per table (ms, tables of 1 ms or more)",
    "",
    ...runs.map(
      (r) =>
        `- ${r.engine} ${r.leads}: ${Object.entries(r.scrub_tables_ms)
          .map(([t, v]) => `${t} ${v}`)
          .join(", ")}`,
    ),
    "",
    "## Crypto-shredding, per request",
    "",
    "```json",
    JSON.stringify(crypto, null, 2),
    "```",
    "",
    "## Notes",
    "",
    ...[...notes, ...runs.flatMap((r) => r.notes.map((n) => `${r.engine} ${r.leads}: ${n}`))].map((n) => `- ${n}`),
    "",
  ];
  writeFileSync(path.join(dir, "erasure.md"), `${md.join("\n")}\n`);
}

const sizes = list("BENCH_ERASURE_SIZES", "10000,100000,1000000")
  .map(Number)
  .toSorted((a, b) => a - b);
const engines = list("BENCH_ERASURE_ENGINES", "pglite,postgres").filter((e): e is Engine => e === "pglite" || e === "postgres");
const contractors = count("BENCH_ERASURE_CONTRACTORS", 1000);
const homeowners = count("BENCH_ERASURE_HOMEOWNERS", 10);
const dir = process.env.BENCH_RESULTS_DIR ?? "bench/results";
const notes = [`${contractors} contractors; ${homeowners} homeowners erased per run before the scrub.`];
const runs: Run[] = [];
const crypto: Record<string, unknown> = { in_process: cryptoCost() };
for (const engine of engines) {
  let cluster: Cluster | undefined;
  if (engine === "postgres") {
    cluster = findPostgresBin() ? await startCluster() : undefined;
    if (!cluster) {
      notes.push("PostgreSQL: server binaries not found, skipped.");
      continue;
    }
  }
  try {
    for (const leads of sizes) {
      console.log(`bench:erasure ${engine}: ${leads} leads`);
      runs.push(await measure(engine, leads, contractors, homeowners, cluster));
      writeReport(dir, runs, crypto, notes); // after every run, so a stopped long run keeps what it measured
    }
    const root = mkdtempSync(path.join(tmpdir(), "thp-erasure-keys-"));
    const handle = await openDatabase({
      databaseUrl: cluster ? await createDatabase(cluster, `erasure_keys_${Date.now() % 100000}`) : undefined,
      dataDir: root,
    });
    try {
      crypto[engine] = await keyRowCost(handle);
    } finally {
      await handle.close();
      rmSync(root, { recursive: true, force: true });
    }
  } finally {
    await cluster?.stop();
  }
}
writeReport(dir, runs, crypto, notes);
console.log(`bench:erasure: wrote ${dir}/erasure.json and erasure.md`);
