/**
 * A message in a bought lead's thread, from the pro's lead page or the homeowner's request page (decision 0052): text
 * and up to 3 files (PDF, JPEG or PNG, 5 MB each), which the server then checks by content. The limits live here and
 * thread-rules.ts applies them, so the form and every other way in say the same.
 */
import { z } from "zod";
import { MESSAGE_ACCEPT, MESSAGE_MAX_ATTACHMENTS, MESSAGE_MAX_CHARS } from "./text-limits";
import { field, type Checked } from "./fields";
import { photoFiles } from "./photos";
import { FILE_TOO_LARGE_MESSAGE, MAX_UPLOAD_BYTES } from "./uploads";

export { MESSAGE_ACCEPT, MESSAGE_MAX_ATTACHMENTS, MESSAGE_MAX_CHARS };
export const MESSAGE_FIELD_NAMES = { body: "body", attachments: "attachments" } as const;
/** The largest message form: every file at its limit, plus the text and the framing. */
export const MESSAGE_FORM_MAX_FILE_BYTES = MESSAGE_MAX_ATTACHMENTS * MAX_UPLOAD_BYTES;

const attachments = field((raw): Checked<File[]> => {
  // An empty file input posts one empty part: no file chosen (photos.ts explains).
  const files = photoFiles(raw);
  if (files.length > MESSAGE_MAX_ATTACHMENTS) return { ok: false, message: `Attach at most ${MESSAGE_MAX_ATTACHMENTS} files to one message.` };
  if (files.some((f) => f.size > MAX_UPLOAD_BYTES)) return { ok: false, message: FILE_TOO_LARGE_MESSAGE };
  return { ok: true, value: files };
});

export const messageFields = {
  body: z
    .string()
    .optional()
    .transform((v) => (v ?? "").trim())
    .pipe(z.string().max(MESSAGE_MAX_CHARS, { error: `Please keep a message to ${MESSAGE_MAX_CHARS.toLocaleString("en-US")} characters.` })),
  attachments,
};

export const purchaseMessageSchema = z
  .object(messageFields)
  .refine((m) => m.body.length > 0 || m.attachments.length > 0, { path: ["body"], error: "Please write a message." });
export type PurchaseMessageForm = z.output<typeof purchaseMessageSchema>;
