/**
 * Make PGlite's on-disk database durable: an acknowledged commit survives a
 * power cut or kernel crash, not only a killed process.
 *
 * PGlite starts Postgres with `-F` (fsync=off), and even with fsync=on its
 * Emscripten file system drops the calls: fdatasync() is a no-op and NODEFS
 * has no fsync. So we (1) start without -F and with wal_sync_method=fsync, the
 * one sync call that reaches the file system's stream_ops.fsync, and (2) give
 * NODEFS that fsync, forwarding to the real file. Postgres then syncs the WAL
 * at every commit and the data files at checkpoints, as on a normal server.
 * Evidence and cost: docs/decisions/0009-durable-embedded-database.md.
 */
import { closeSync, fsyncSync, openSync, readdirSync } from "node:fs";
import path from "node:path";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { NodeFS } from "@electric-sql/pglite/nodefs";

type StreamOps = { fsync?: (stream: { nfd?: number }) => number };
type EmscriptenModule = { NODEFS?: { stream_ops?: StreamOps; tryFSOperation?: <T>(f: () => T) => T } };

export class DurableNodeFS extends NodeFS {
  /** fsync calls that reached the disk, for tests and measurements. */
  syncCount = 0;

  override async init(...args: Parameters<NodeFS["init"]>): ReturnType<NodeFS["init"]> {
    const result = await super.init(...args);
    const preRun = result.emscriptenOpts.preRun ?? [];
    preRun.push((mod: unknown) => this.#installFsync(mod as EmscriptenModule));
    result.emscriptenOpts.preRun = preRun;
    return result;
  }

  #installFsync(mod: EmscriptenModule) {
    const nodefs = mod.NODEFS;
    // A PGlite upgrade that moved this must fail loudly, not run silently without durability.
    if (!nodefs?.stream_ops || !nodefs.tryFSOperation) throw new Error("PGlite's NODEFS changed: cannot make the embedded database durable");
    const tryFs = nodefs.tryFSOperation.bind(nodefs);
    nodefs.stream_ops.fsync = (stream) => {
      // tryFSOperation turns a Node error (EIO, ENOSPC) into the errno Postgres sees, so it can PANIC as it should.
      if (stream.nfd !== undefined) tryFs(() => fsyncSync(stream.nfd!));
      this.syncCount++;
      return 0;
    };
  }
}

/**
 * PGlite's start parameters, minus -F (fsync=off), plus the sync method that reaches DurableNodeFS, plus
 * wal_recycle=off: a WAL segment no longer needed is deleted, not renamed into a future one that keeps its old
 * bytes (erased values among them) until overwritten (docs/decisions/0042-erasure-on-disk.md).
 */
export function durableStartParams(): string[] {
  return [...PGlite.defaultStartParams.filter((p) => p !== "-F"), "-c", "fsync=on", "-c", "wal_sync_method=fsync", "-c", "wal_recycle=off"];
}

export function durablePgliteOptions(dataDir: string): PGliteOptions & { fs: DurableNodeFS } {
  return { fs: new DurableNodeFS(dataDir), startParams: durableStartParams() };
}

/**
 * fsync every file and directory under dir. PGlite writes a new database from
 * a template outside Postgres's own sync bookkeeping, so right after creating
 * one we sync the tree once, as initdb does.
 */
export function fsyncTree(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) fsyncTree(full);
    else if (entry.isFile()) fsyncPath(full);
  }
  fsyncPath(dir);
}

function fsyncPath(file: string): void {
  const fd = openSync(file, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
