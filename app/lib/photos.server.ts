/**
 * Quote-request photos: a file is taken when its bytes are a JPEG or PNG (or HEIC/HEIF, where this
 * build of sharp decodes it) and sharp can decode it; what is kept is a re-encoding, never the upload. sharp turns it
 * upright from its EXIF orientation first, then writes a JPEG without any metadata (sharp drops EXIF, GPS, XMP, IPTC
 * and ICC unless asked to keep them), so where and when a photo was taken does not travel with it to a buyer.
 */
import type { Sharp, SharpOptions } from "sharp";
import { photoMessages } from "~/forms/photos";
import { sha256Hex } from "./fingerprint.server";
import type { CheckedUpload } from "./uploads.server";

/** A photo ready to store: its re-encoded bytes and thumbnail, as uploads (uploads.server.ts storeUploads). */
export type CheckedPhoto = { photo: CheckedUpload; thumb: CheckedUpload; width: number; height: number; sha256: string };

/** Longest side kept: plenty to judge a roof or a leak; a 48-megapixel phone photo shrinks to a few hundred KB. */
const MAX_EDGE = 2048;
const THUMB_EDGE = 320;
/** A decompression bomb (a tiny file that claims a huge canvas) is refused before it is decoded. */
const MAX_INPUT_PIXELS = 100_000_000;

let sharpModule: Promise<typeof import("sharp")> | undefined;
/** sharp (libvips) is loaded at the first photo, not at boot (docs/patterns.md §6). */
const loadSharp = () => (sharpModule ??= import("sharp"));

/** Whether this build of sharp decodes HEIC (the prebuilt one decodes AVIF only, HEVC being patent-encumbered). */
export async function readsHeic(): Promise<boolean> {
  const { default: sharp } = await loadSharp();
  const suffixes = (sharp.format.heif.input as { fileSuffix?: string[] }).fileSuffix ?? [];
  return suffixes.includes(".heic");
}

export async function notPhotoMessage(): Promise<string> {
  return (await readsHeic()) ? photoMessages.notPhoto : photoMessages.notPhotoNoHeic;
}

async function acceptedMimes(): Promise<string[]> {
  return ["image/jpeg", "image/png", ...((await readsHeic()) ? ["image/heic", "image/heif"] : [])];
}

function asUpload(bytes: Uint8Array): CheckedUpload {
  return { bytes, mime: "image/jpeg", extension: "jpg", originalName: "photo.jpg", sizeBytes: bytes.byteLength, sha256: sha256Hex(bytes) };
}

/** Upright, flattened onto white (a PNG's transparency has no JPEG equivalent), re-encoded: nothing of the file's metadata survives. */
function reencode(image: Sharp, edge: number, quality: number): Sharp {
  return image
    .clone()
    .resize({ width: edge, height: edge, fit: "inside", withoutEnlargement: true })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality, mozjpeg: true });
}

/** A file whose bytes are an accepted image type: cheap to find (a few bytes read), before any decoding. */
export type SniffedPhoto = { bytes: Uint8Array; sha256: string };

/** Every file's type by its bytes, and its hash (a repeat of the same submission is recognised by what was sent). */
export async function sniffPhotos(files: readonly File[]): Promise<{ ok: true; photos: SniffedPhoto[] } | { ok: false; message: string }> {
  const { fileTypeFromBuffer } = await import("file-type");
  const accepted = await acceptedMimes();
  const photos: SniffedPhoto[] = [];
  for (const file of files) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const detected = bytes.byteLength > 0 ? await fileTypeFromBuffer(bytes) : undefined;
    if (!detected || !accepted.includes(detected.mime)) return { ok: false, message: await notPhotoMessage() };
    photos.push({ bytes, sha256: sha256Hex(bytes) });
  }
  return { ok: true, photos };
}

/** One sniffed photo decoded and re-encoded; the message is for the form field. */
async function reencodePhoto({ bytes, sha256 }: SniffedPhoto): Promise<{ ok: true; photo: CheckedPhoto } | { ok: false; message: string }> {
  const { default: sharp } = await loadSharp();
  const options: SharpOptions = { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" };
  try {
    // rotate() with no angle applies the EXIF orientation, before the metadata is dropped.
    const upright = sharp(bytes, options).rotate();
    const [full, thumb] = await Promise.all([
      reencode(upright, MAX_EDGE, 82).toBuffer({ resolveWithObject: true }),
      reencode(upright, THUMB_EDGE, 70).toBuffer(),
    ]);
    return {
      ok: true,
      photo: { photo: asUpload(new Uint8Array(full.data)), thumb: asUpload(new Uint8Array(thumb)), width: full.info.width, height: full.info.height, sha256 },
    };
  } catch {
    // A truncated or corrupt image, an unsupported coding inside a valid container, a canvas over the pixel limit.
    return { ok: false, message: await notPhotoMessage() };
  }
}

/**
 * The decoding step, the costly one (the form pipeline runs it after the rate limit): every photo in order; the first
 * that cannot be decoded stops the rest.
 */
export async function reencodePhotos(sniffed: readonly SniffedPhoto[]): Promise<{ ok: true; photos: CheckedPhoto[] } | { ok: false; message: string }> {
  const photos: CheckedPhoto[] = [];
  // One at a time: each decode may use a few hundred MB for a large photo, and the machine is shared.
  for (const one of sniffed) {
    const outcome = await reencodePhoto(one);
    if (!outcome.ok) return outcome;
    photos.push(outcome.photo);
  }
  return { ok: true, photos };
}

/** Both steps, for a single file (tests, seeds). */
export async function checkPhoto(file: File): Promise<{ ok: true; photo: CheckedPhoto } | { ok: false; message: string }> {
  const sniffed = await sniffPhotos([file]);
  if (!sniffed.ok) return sniffed;
  const done = await reencodePhotos(sniffed.photos);
  return done.ok ? { ok: true, photo: done.photos[0]! } : done;
}
