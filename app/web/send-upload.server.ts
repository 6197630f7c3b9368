import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { Readable } from "node:stream";
import { uploadPath } from "~/lib/uploads.server";

/**
 * Stream one stored upload from DATA_DIR/uploads as a download with its stored
 * type. X-Content-Type-Options: nosniff and a strict CSP are added to every
 * response by app/server/security-headers.ts.
 */
export async function sendUpload(dataDir: string, file: { storedName: string; originalName: string; mime: string }): Promise<Response> {
  const full = uploadPath(dataDir, file.storedName);
  const info = await stat(full).catch(() => undefined);
  if (!info?.isFile()) throw new Response("Not Found", { status: 404 });
  const asciiName = file.originalName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return new Response(Readable.toWeb(createReadStream(full)) as ReadableStream, {
    headers: {
      "Content-Type": file.mime,
      "Content-Length": String(info.size),
      "Content-Disposition": `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.originalName)}`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
