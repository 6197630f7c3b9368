/**
 * Photos on a stored quote request for the marketplace and API tests: real JPEGs made with sharp, run through the
 * same check and storage as the quote form's (app/lib/photos.server.ts, storeUploads), then attached to the request.
 */
import sharp from "sharp";
import type { Db } from "~/db/client.server";
import { attachRequestPhotos } from "~/domain/request-photos/attach-request-photos.server";
import type { StoredPhoto } from "~/domain/submissions/process-form-submission.server";
import { checkPhoto } from "~/lib/photos.server";
import { storeUploads } from "~/lib/uploads.server";

export async function samplePhoto(width = 64, height = 48, colour = "#2a6f4e"): Promise<File> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  return new File([bytes as BlobPart], "photo.jpg", { type: "image/jpeg" });
}

/** Attaches `count` photos to the request; returns what was stored. */
export async function attachSamplePhotos(db: Db, dataDir: string, quoteRequestId: string, count: number, now = new Date()): Promise<StoredPhoto[]> {
  const stored: StoredPhoto[] = [];
  for (let i = 0; i < count; i++) {
    const checked = await checkPhoto(await samplePhoto(64 + i, 48));
    if (!checked.ok) throw new Error(checked.message);
    const [photo, thumb] = await storeUploads(dataDir, [checked.photo.photo, checked.photo.thumb], now);
    stored.push({
      storedName: photo!.storedName,
      thumbStoredName: thumb!.storedName,
      width: checked.photo.width,
      height: checked.photo.height,
      sizeBytes: photo!.sizeBytes,
    });
  }
  await db.transaction((tx) => attachRequestPhotos(tx, quoteRequestId, stored, now));
  return stored;
}
