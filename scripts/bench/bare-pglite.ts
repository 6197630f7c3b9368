/**
 * The reference for memory: a bare PGlite opened the way the app opens it
 * (on disk, durable file system), in a process of its own, with nothing else
 * loaded. Plain node: `node scripts/bench/bare-pglite.ts <dir>` prints its
 * resident memory and heap after opening and one query, in MB, once the heap
 * is compacted the way the server compacts its own after start-up (with
 * --expose-gc, as the server runs). Measured before that compaction, the
 * reference kept ~70 MB the server had already given back (505 against 436 MB
 * here), and the app's share of memory came out at -110 MB.
 */
import { PGlite } from "@electric-sql/pglite";
import { durablePgliteOptions } from "../../app/db/durable-node-fs.server.ts";
import { compactHeapAfterStartup } from "../../app/server/compact-heap.server.ts";

const dir = process.argv[2];
if (!dir) throw new Error("usage: node scripts/bench/bare-pglite.ts <data dir>");
const client = await PGlite.create(durablePgliteOptions(dir));
await client.query("select 1");
compactHeapAfterStartup();
const mb = (n: number) => Math.round(n / 1024 / 1024);
const m = process.memoryUsage();
console.log(JSON.stringify({ rss: mb(m.rss), heapUsed: mb(m.heapUsed), external: mb(m.external), arrayBuffers: mb(m.arrayBuffers) }));
await client.close();
