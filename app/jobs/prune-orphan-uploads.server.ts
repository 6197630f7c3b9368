/**
 * Files are written before their record's transaction (so nothing
 * half-written is ever committed). If the process dies between the two, a
 * file is left that no record names: remove such files once they are a day old.
 */
import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Db } from "~/db/client.server";
import { inArray } from "drizzle-orm";
import { applicationFiles, careerApplications, contractorDocuments, messageAttachments, quoteFiles, requestPhotos } from "~/db/schema";
import { uploadsRoot } from "~/lib/uploads.server";

const GRACE_MS = 24 * 3600 * 1000;
/** Names looked up per statement. */
const BATCH = 500;

/**
 * The candidates that are request photos or thumbnails, message attachments or quote PDFs still named by a row: looked
 * up by name through their unique indexes, a batch at a time, since photos (up to ten files a request) outnumber every other upload.
 */
async function photosNamed(db: Db, names: string[]): Promise<string[]> {
  const found: string[] = [];
  for (let i = 0; i < names.length; i += BATCH) {
    const batch = names.slice(i, i + BATCH);
    const [photos, thumbs, attached, quoted] = await Promise.all([
      db.select({ name: requestPhotos.storedName }).from(requestPhotos).where(inArray(requestPhotos.storedName, batch)),
      db.select({ name: requestPhotos.thumbStoredName }).from(requestPhotos).where(inArray(requestPhotos.thumbStoredName, batch)),
      // Files of threads and quotes grow with every message, so they are looked up by name the same way.
      db.select({ name: messageAttachments.storedName }).from(messageAttachments).where(inArray(messageAttachments.storedName, batch)),
      db.select({ name: quoteFiles.storedName }).from(quoteFiles).where(inArray(quoteFiles.storedName, batch)),
    ]);
    found.push(...photos.map((r) => r.name), ...thumbs.map((r) => r.name), ...attached.map((r) => r.name), ...quoted.map((r) => r.name));
  }
  return found;
}

export async function pruneOrphanUploads(db: Db, dataDir: string, now = new Date()): Promise<number> {
  const root = uploadsRoot(dataDir);
  let entries;
  try {
    entries = await readdir(root, { recursive: true, withFileTypes: true });
  } catch {
    return 0;
  }
  const candidates: { storedName: string; full: string }[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    if (now.getTime() - (await stat(full)).mtimeMs < GRACE_MS) continue;
    candidates.push({ storedName: path.relative(root, full).split(path.sep).join("/"), full });
  }
  if (candidates.length === 0) return 0;
  const referenced = new Set<string>([
    ...(await db.select({ name: applicationFiles.storedName }).from(applicationFiles)).map((r) => r.name),
    ...(await db.select({ name: careerApplications.resumeStoredName }).from(careerApplications)).map((r) => r.name),
    ...(await db.select({ name: contractorDocuments.storedName }).from(contractorDocuments)).map((r) => r.name),
    ...(await photosNamed(
      db,
      candidates.map((c) => c.storedName),
    )),
  ]);
  let removed = 0;
  for (const { storedName, full } of candidates) {
    if (referenced.has(storedName)) continue;
    await rm(full, { force: true });
    removed += 1;
  }
  return removed;
}
