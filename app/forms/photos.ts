/**
 * Photos on a quote request: the limits and messages, shared by the browser and the server, without
 * zod (the form renders them on every page load). The browser can count the files and add up their sizes; what a
 * file is, is decided on the server by its bytes and by decoding it (app/lib/photos.server.ts).
 */

export const MAX_PHOTOS = 5;
/** "10 MB in all": the files as chosen, before re-encoding. */
export const MAX_PHOTOS_BYTES = 10 * 1024 * 1024;
/** The quote form's file input. */
export const PHOTOS_FIELD = "photos";

export const photoMessages = {
  tooMany: `You can attach up to ${MAX_PHOTOS} photos. Please choose fewer.`,
  tooBig: "Your photos are over 10 MB in all. Please choose fewer or smaller photos.",
  notPhoto: "That file is not a photo we can read. Please choose a JPEG, PNG or HEIC photo.",
  /** When the server's image library cannot decode HEIC (the prebuilt sharp reads AVIF but not HEVC-coded HEIC). */
  notPhotoNoHeic: "That file is not a photo we can read. Please choose a JPEG or PNG photo.",
} as const;

/**
 * What the file input offers. HEIC is not listed: iPhones then hand the browser a JPEG copy of a HEIC photo, which
 * every server decodes; a server whose sharp reads HEIC also takes one sent as is.
 */
export const PHOTO_ACCEPT = "image/jpeg,image/png,.jpg,.jpeg,.png";

/**
 * The files of a multiple file input as posted: none, one, or several. An input left empty posts one empty part,
 * named "" by a plain form post but "blob" once a script has re-encoded the FormData (the islands' data requests):
 * any empty file is no photo chosen, whatever its name.
 */
export function photoFiles(raw: unknown): File[] {
  const list = Array.isArray(raw) ? raw : raw === undefined || raw === null || raw === "" ? [] : [raw];
  return list.filter((v): v is File => typeof File !== "undefined" && v instanceof File && v.size > 0);
}

/** The count and total-size rules (the content is checked on the server); undefined when they hold. */
export function photoListProblem(files: readonly { size: number }[]): string | undefined {
  if (files.length > MAX_PHOTOS) return photoMessages.tooMany;
  if (files.reduce((sum, f) => sum + f.size, 0) > MAX_PHOTOS_BYTES) return photoMessages.tooBig;
  return undefined;
}
