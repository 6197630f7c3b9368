/**
 * Uploaded documents: the type is decided by the bytes (file-type), never by
 * the name or the browser's declared type, and files are stored under
 * server-generated names in DATA_DIR/uploads, outside anything served to the web.
 */
import { randomUUID } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { FILE_TOO_LARGE_MESSAGE, MAX_UPLOAD_BYTES, typeMessage, uploadTypes, type UploadKind } from "~/forms/uploads";
import { sha256Hex } from "./fingerprint.server";

export type CheckedUpload = {
  bytes: Uint8Array;
  mime: "application/pdf" | "image/jpeg" | "image/png";
  extension: "pdf" | "jpg" | "png";
  originalName: string;
  sizeBytes: number;
  sha256: string;
};

export type StoredUpload = Omit<CheckedUpload, "bytes"> & { storedName: string };

const extensions = { "application/pdf": "pdf", "image/jpeg": "jpg", "image/png": "png" } as const;

/** The name the person gave the file, kept only for display: no path, no control characters, bounded. */
export function cleanOriginalName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // oxlint-disable-next-line no-control-regex -- stripping control characters is the point
  const cleaned = (base.isWellFormed() ? base : base.toWellFormed()).replace(/[\u0000-\u001F\u007F-\u009F]/g, "").trim();
  return cleaned.slice(-200) || "upload";
}

/** Checks a file by its content; the message is for the form field. */
export async function checkUpload(file: File, kind: UploadKind): Promise<{ ok: true; upload: CheckedUpload } | { ok: false; message: string }> {
  if (file.size > MAX_UPLOAD_BYTES) return { ok: false, message: FILE_TOO_LARGE_MESSAGE };
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength === 0 || bytes.byteLength > MAX_UPLOAD_BYTES) {
    return { ok: false, message: bytes.byteLength === 0 ? typeMessage(kind) : FILE_TOO_LARGE_MESSAGE };
  }
  // file-type (and its tokenizers) is imported at the first upload, not at boot.
  const { fileTypeFromBuffer } = await import("file-type");
  const detected = await fileTypeFromBuffer(bytes);
  const allowed = uploadTypes[kind].mimes as readonly string[];
  if (!detected || !allowed.includes(detected.mime)) return { ok: false, message: typeMessage(kind) };
  const mime = detected.mime as CheckedUpload["mime"];
  return {
    ok: true,
    upload: {
      bytes,
      mime,
      extension: extensions[mime],
      originalName: cleanOriginalName(file.name),
      sizeBytes: bytes.byteLength,
      sha256: sha256Hex(bytes),
    },
  };
}

export function uploadsRoot(dataDir: string): string {
  return path.resolve(dataDir, "uploads");
}

/** Write checked files as <yyyy>/<mm>/<uuid>.<ext>; all or none (a partial set is removed). */
export async function storeUploads(dataDir: string, uploads: readonly CheckedUpload[], now: Date): Promise<StoredUpload[]> {
  // Most forms carry no file: no directory to make (a recursive mkdir is a few system calls on every quote request).
  if (uploads.length === 0) return [];
  const folder = path.posix.join(String(now.getUTCFullYear()), String(now.getUTCMonth() + 1).padStart(2, "0"));
  const stored: StoredUpload[] = [];
  try {
    await mkdir(path.join(uploadsRoot(dataDir), folder), { recursive: true, mode: 0o750 });
    for (const { bytes, ...meta } of uploads) {
      const storedName = path.posix.join(folder, `${randomUUID()}.${meta.extension}`);
      await writeWhole(path.join(uploadsRoot(dataDir), storedName), bytes);
      stored.push({ ...meta, storedName });
    }
    return stored;
  } catch (error) {
    await deleteUploads(dataDir, stored);
    throw error;
  }
}

/**
 * Write under a temporary name, then rename: a failed write (a full disk)
 * leaves no partial file, and a stored name always holds the whole file.
 */
async function writeWhole(target: string, bytes: Uint8Array): Promise<void> {
  const temporary = `${target}.partial`;
  try {
    // "wx": never overwrite; 0o640: not world-readable.
    await writeFile(temporary, bytes, { flag: "wx", mode: 0o640 });
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true }).catch(() => {});
    throw error;
  }
}

export async function deleteUploads(dataDir: string, uploads: readonly Pick<StoredUpload, "storedName">[]): Promise<void> {
  await Promise.all(uploads.map((u) => rm(path.join(uploadsRoot(dataDir), u.storedName), { force: true }).catch(() => {})));
}

/** Absolute path of a stored upload, for the admin console's download route. */
export function uploadPath(dataDir: string, storedName: string): string {
  const root = uploadsRoot(dataDir);
  const full = path.resolve(root, storedName);
  if (!full.startsWith(`${root}${path.sep}`)) throw new Error("Upload path outside the uploads folder");
  return full;
}
