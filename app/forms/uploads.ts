/**
 * Upload rules shared by the browser and the server. The browser can only
 * look at a file's size and declared type; the server decides by the bytes
 * (app/lib/uploads.server.ts), so a renamed file is caught there.
 */

/** Spec section 9: "upload size limit shown 5MB". */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export const FILE_TOO_LARGE_MESSAGE = "File must be 5MB or smaller";
export const DOCUMENT_TYPE_MESSAGE = "File must be a PDF, JPG or PNG";
export const RESUME_TYPE_MESSAGE = "Résumé must be a PDF file";
export const PDF_TYPE_MESSAGE = "The attachment must be a PDF file";

export type UploadKind = "document" | "resume" | "pdf";

export const uploadTypes = {
  document: { mimes: ["application/pdf", "image/jpeg", "image/png"], extensions: ["pdf", "jpg", "jpeg", "png"] },
  resume: { mimes: ["application/pdf"], extensions: ["pdf"] },
  pdf: { mimes: ["application/pdf"], extensions: ["pdf"] },
} as const satisfies Record<UploadKind, { mimes: readonly string[]; extensions: readonly string[] }>;

export function typeMessage(kind: UploadKind): string {
  return kind === "resume" ? RESUME_TYPE_MESSAGE : kind === "pdf" ? PDF_TYPE_MESSAGE : DOCUMENT_TYPE_MESSAGE;
}

/** A browser sends an empty, nameless file for a file input left empty. */
export function isEmptyFile(value: unknown): boolean {
  return value === undefined || value === null || value === "" || (isFile(value) && value.size === 0 && value.name === "");
}

export function isFile(value: unknown): value is File {
  return typeof File !== "undefined" && value instanceof File;
}

/**
 * The check the browser can make: the declared type or the name's extension
 * is an allowed one. Lenient on purpose (a phone may send a scan with a
 * generic type); the server's check of the content is the one that counts.
 */
export function declaredTypeAllowed(file: File, kind: UploadKind): boolean {
  const { mimes, extensions } = uploadTypes[kind];
  const extension = file.name.includes(".") ? (file.name.split(".").pop()?.toLowerCase() ?? "") : "";
  return (mimes as readonly string[]).includes(file.type) || (extensions as readonly string[]).includes(extension);
}
