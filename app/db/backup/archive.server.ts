/**
 * The backup file: one tar holding the database (a PGlite data-directory
 * tarball, or a `pg_dump -Fc` file), every file under DATA_DIR/uploads, and
 * manifest.json (format, version, time, engine, and the size and SHA-256 of
 * every other entry). Restore checks every entry against the manifest before
 * it touches anything, so a truncated or altered file is refused whole.
 *
 * Self-contained (relative imports only): scripts/db-backup.ts and
 * scripts/db-restore.ts run it with plain Node, without the build.
 */
import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, open } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { Writable } from "node:stream";

export const BACKUP_FORMAT = "trusted-home-pros-backup";
export const BACKUP_VERSION = 1;

/**
 * The running server's backup channel: a Unix socket in a private folder of
 * DATA_DIR, so only the account that owns the data can ask for a copy of it.
 */
export function backupSocketPath(dataDir: string): string {
  return path.join(path.resolve(dataDir), ".control", "backup.sock");
}

export type BackupEngine = "pglite" | "postgres";

/** Where the database sits inside the archive, per engine. */
export const DATABASE_ENTRY: Record<BackupEngine, string> = {
  pglite: "database/pglite.tar.gz",
  postgres: "database/postgres.dump",
};

export type BackupManifest = {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  engine: BackupEngine;
  database: string;
  files: { name: string; size: number; sha256: string }[];
};

/** A backup file that is not whole or not ours: nothing was restored. */
export class BackupArchiveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupArchiveError";
  }
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** Every regular file under dir, as sorted POSIX paths relative to it; a missing dir has none. */
async function listFiles(dir: string, prefix = ""): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const files: string[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await listFiles(dir, rel)));
    // ".partial" files are uploads still being written (lib/uploads.server.ts renames them when whole).
    else if (entry.isFile() && !entry.name.endsWith(".partial")) files.push(rel);
  }
  return files;
}

/**
 * Writes the archive to out. The database bytes are taken first, the uploads
 * after, so every upload a database row names is already on disk; an upload
 * deleted meanwhile (an orphan being pruned) is skipped.
 */
export async function writeBackupArchive(
  out: Writable,
  parts: { engine: BackupEngine; createdAt: Date; database: Uint8Array; uploadsDir: string },
): Promise<BackupManifest> {
  // tar-stream is imported at the first backup, not at boot.
  const { default: tar } = await import("tar-stream");
  const pack = tar.pack();
  const done = pipeline(pack, out);
  const files: BackupManifest["files"] = [];
  const add = (name: string, bytes: Uint8Array) =>
    new Promise<void>((resolve, reject) => {
      pack.entry(
        { name, size: bytes.byteLength, mode: 0o600, mtime: parts.createdAt },
        Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
        (error) => (error ? reject(error) : resolve()),
      );
    });
  try {
    const database = DATABASE_ENTRY[parts.engine];
    await add(database, parts.database);
    files.push({ name: database, size: parts.database.byteLength, sha256: sha256(parts.database) });
    for (const rel of await listFiles(parts.uploadsDir)) {
      let bytes: Buffer;
      try {
        bytes = await readFile(path.join(parts.uploadsDir, rel));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
        throw error;
      }
      await add(`uploads/${rel}`, bytes);
      files.push({ name: `uploads/${rel}`, size: bytes.byteLength, sha256: sha256(bytes) });
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: parts.createdAt.toISOString(),
      engine: parts.engine,
      database,
      files,
    };
    // Last, so it can list what came before; a stream cut short has no manifest and is refused.
    await add("manifest.json", Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
    pack.finalize();
    await done;
    return manifest;
  } catch (error) {
    pack.destroy(error as Error);
    await done.catch(() => {});
    throw error;
  }
}

/**
 * Writes `${file}.partial`, reads it back against its manifest, syncs it and
 * renames it into place: an interrupted or damaged backup never looks whole.
 */
export async function writeBackupFile(file: string, write: (out: Writable) => Promise<unknown>): Promise<BackupManifest> {
  const temporary = `${file}.partial`;
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  try {
    await write(createWriteStream(temporary, { mode: 0o600 }));
    const manifest = await extractBackupArchive(temporary);
    await syncFile(temporary);
    await rename(temporary, file);
    return manifest;
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

export async function syncFile(file: string): Promise<void> {
  const handle = await open(file, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** An entry name we are willing to write: manifest.json, database/<file>, or uploads/<path> without "..". */
function safeName(name: string): boolean {
  if (name === "manifest.json") return true;
  const segments = name.split("/");
  if (!["database", "uploads"].includes(segments[0]!) || segments.length < 2) return false;
  return segments.every((s) => s !== "" && s !== "." && s !== ".." && !s.includes("\\") && !s.includes("\0"));
}

/**
 * Extracts the archive into dir (which should be empty) and checks it against
 * its manifest: same files, same sizes, same SHA-256. Throws
 * BackupArchiveError on any difference; dir then holds a partial copy the
 * caller removes. Without dir it only checks (db:backup checks what it wrote).
 */
export async function extractBackupArchive(file: string, dir?: string): Promise<BackupManifest> {
  const seen = new Map<string, { size: number; sha256: string }>();
  let manifestText: string | undefined;
  const { default: tar } = await import("tar-stream");
  const extract = tar.extract();
  const reading = pipeline(createReadStream(file), extract).catch((error: unknown) => {
    throw new BackupArchiveError(`${file} is not a readable backup: ${error instanceof Error ? error.message : String(error)}`);
  });
  try {
    for await (const entry of extract) {
      const { name, type } = entry.header;
      if (type === "directory") {
        entry.resume();
        continue;
      }
      if (type !== "file" || !safeName(name)) throw new BackupArchiveError(`${file} holds an unexpected entry: ${name}`);
      if (seen.has(name)) throw new BackupArchiveError(`${file} holds ${name} twice`);
      const hash = createHash("sha256");
      let size = 0;
      if (name === "manifest.json") {
        const chunks: Buffer[] = [];
        for await (const chunk of entry as AsyncIterable<Buffer>) chunks.push(chunk);
        manifestText = Buffer.concat(chunks).toString("utf8");
        continue;
      }
      const count = async function* (source: AsyncIterable<unknown>) {
        for await (const chunk of source as AsyncIterable<Buffer>) {
          hash.update(chunk);
          size += chunk.length;
          yield chunk;
        }
      };
      if (dir === undefined) {
        for await (const _ of count(entry)) void _;
      } else {
        const target = path.join(dir, ...name.split("/"));
        await mkdir(path.dirname(target), { recursive: true, mode: 0o750 });
        await pipeline(entry, count, createWriteStream(target, { flags: "wx", mode: 0o640 }));
      }
      seen.set(name, { size, sha256: hash.digest("hex") });
    }
    await reading;
  } catch (error) {
    extract.destroy();
    await reading.catch(() => {});
    throw error;
  }
  return checkManifest(file, manifestText, seen);
}

function checkManifest(file: string, text: string | undefined, seen: Map<string, { size: number; sha256: string }>): BackupManifest {
  if (text === undefined) throw new BackupArchiveError(`${file} has no manifest: it is not a backup of this app, or it was cut short.`);
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(text) as BackupManifest;
  } catch {
    throw new BackupArchiveError(`${file} has an unreadable manifest.`);
  }
  if (manifest.format !== BACKUP_FORMAT) throw new BackupArchiveError(`${file} is not a Trusted Home Pros backup.`);
  if (manifest.version !== BACKUP_VERSION)
    throw new BackupArchiveError(`${file} is a version ${manifest.version} backup; this version reads version ${BACKUP_VERSION}.`);
  if (!(manifest.engine in DATABASE_ENTRY) || manifest.database !== DATABASE_ENTRY[manifest.engine]) {
    throw new BackupArchiveError(`${file} names an unknown database engine.`);
  }
  const listed = new Set(manifest.files.map((f) => f.name));
  for (const f of manifest.files) {
    const got = seen.get(f.name);
    if (!got) throw new BackupArchiveError(`${file} is missing ${f.name}, which its manifest lists.`);
    if (got.size !== f.size || got.sha256 !== f.sha256) throw new BackupArchiveError(`${f.name} in ${file} does not match its checksum: the file is damaged.`);
  }
  for (const name of seen.keys()) {
    if (!listed.has(name)) throw new BackupArchiveError(`${file} holds ${name}, which its manifest does not list.`);
  }
  if (!listed.has(manifest.database)) throw new BackupArchiveError(`${file} holds no database.`);
  return manifest;
}
