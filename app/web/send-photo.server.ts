import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { Readable } from "node:stream";
import { uploadPath } from "~/lib/uploads.server";

/**
 * One stored request photo, shown in place (an <img> on the buyer's lead page). Every stored photo is a JPEG made
 * by the server (app/lib/photos.server.ts), so the type is fixed, never taken from the upload. Cached by the buyer's
 * browser only, and briefly: a credited return or an erasure takes the photo back.
 */
export async function sendPhoto(dataDir: string, storedName: string, cache = "private, max-age=600"): Promise<Response> {
  const full = uploadPath(dataDir, storedName);
  const info = await stat(full).catch(() => undefined);
  if (!info?.isFile()) throw new Response("Not Found", { status: 404 });
  return new Response(Readable.toWeb(createReadStream(full)) as ReadableStream, {
    headers: {
      "Content-Type": "image/jpeg",
      "Content-Length": String(info.size),
      "Content-Disposition": "inline",
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": cache,
      "X-Robots-Tag": "noindex",
    },
  });
}

/** The size a photo URL's last segment asks for: none (the photo) or "thumbnail"; anything else is not a photo URL. */
export function photoSizeOf(segment: string | undefined): "full" | "thumb" | undefined {
  if (segment === undefined) return "full";
  return segment === "thumbnail" ? "thumb" : undefined;
}
