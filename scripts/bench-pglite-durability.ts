/**
 * `node scripts/bench-pglite-durability.ts [commits] [rounds]`: single-row
 * insert transactions per second on the embedded database as PGlite opens it
 * by default (fsync off) and as the app opens it (durable-node-fs.server.ts:
 * fsync on, one fsync per commit), in a fresh directory under TMPDIR, rounds
 * alternating so a busy machine hurts both alike. Also counts the fsyncs that
 * reached the disk. Numbers only; docs/decisions/0009 quotes them.
 * Run under `strace -f -c -e trace=fsync,fdatasync` to see the system calls.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { durablePgliteOptions } from "../app/db/durable-node-fs.server.ts";

const commits = Number(process.argv[2] ?? 500);
const rounds = Number(process.argv[3] ?? 3);

async function run(durable: boolean): Promise<{ perSecond: number; fsyncsPerCommit?: number; fsync: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), "thp-durability-"));
  try {
    const options = durable ? durablePgliteOptions(dir) : undefined;
    const pg = durable ? await PGlite.create(options) : await PGlite.create(dir);
    const fsync = (await pg.query<{ fsync: string }>("show fsync")).rows[0]!.fsync;
    await pg.exec("create table t (id serial primary key, v text not null)");
    const before = options?.fs.syncCount ?? 0;
    const start = performance.now();
    for (let i = 0; i < commits; i++) await pg.query("insert into t (v) values ($1)", [`row ${i}`]);
    const ms = performance.now() - start;
    const synced = (options?.fs.syncCount ?? 0) - before;
    await pg.close();
    return { perSecond: (commits / ms) * 1000, fsyncsPerCommit: options ? synced / commits : undefined, fsync };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

for (let round = 1; round <= rounds; round++) {
  for (const durable of [false, true]) {
    const r = await run(durable);
    console.log(
      `round ${round} ${durable ? "durable (app)" : "PGlite default"}: fsync=${r.fsync}, ${r.perSecond.toFixed(0)} commits/s` +
        (r.fsyncsPerCommit !== undefined ? `, ${r.fsyncsPerCommit.toFixed(2)} fsync per commit` : ""),
    );
  }
}
