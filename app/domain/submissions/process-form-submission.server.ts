/**
 * The one path every public form takes, so each form handler only says what
 * is particular to it. In order:
 *
 *  1. (before this) the web layer read the post defensively (content type, size, repeated fields) into a
 *     FormSubmission (app/web/form-submission.server.ts);
 *  2. validate with the form's shared zod schema, then server-only checks;
 *  3. honeypot filled: a normal-looking success, nothing written;
 *  4. check uploads by their content (photos: their type only; they are decoded after step 5);
 *  5. an identical submission in the last 15 minutes: return its result;
 *     otherwise count it against the per-IP rate limit (one statement for both);
 *     then decode the photos and re-encode them without their metadata (the costly
 *     step, so a flood of posts is refused before it);
 *  6. write the files, then one transaction: advisory locks on the content's
 *     fingerprint (and the form's own, in the same statement), re-check, create
 *     the record and its e-mail, remember the fingerprint (the inserts create()
 *     leaves to `write` go with that last one, in one statement). Files are
 *     removed if the transaction fails or is not needed.
 *
 * A submission is acknowledged only after its transaction commits.
 */
import type { z } from "zod";
import { formSubmissions } from "~/db/schema";
import { issuesToErrors, type FieldErrors } from "~/forms/form-errors";
import { formFailure as failure, type FormResult } from "~/forms/submission-result";
import { signalNewLeads } from "~/lib/wakeups/new-leads-signal.server";
import { signalOutbox } from "~/lib/wakeups/outbox-signal.server";
import type { Tx } from "~/db/types.server";
import { batchWrites, flushWrites } from "~/db/write-batch.server";
import { lockAll } from "~/lib/advisory-locks.server";
import { submissionFingerprint } from "~/lib/fingerprint.server";
import { logger } from "~/logging/logger.server";
import { RATE_LIMIT_MESSAGE, rateLimitHit } from "~/lib/rate-limit.server";
import type { RequestMeta } from "~/lib/request-meta.server";
import { checkUpload, deleteUploads, storeUploads, type CheckedUpload, type StoredUpload } from "~/lib/uploads.server";
import { photoFiles } from "~/forms/photos";
import { reencodePhotos, sniffPhotos, type CheckedPhoto, type SniffedPhoto } from "~/lib/photos.server";
import { findRecentOrHitRateLimit, findRecentSubmission } from "./find-recent-submission.server";
import type { SubmissionContext } from "./submission-context.server";
import type { FormPost, FormSubmission, MeasuredRequest } from "./form-submission";

export type Prepared<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

/** A stored photo: its re-encoded file and thumbnail under DATA_DIR/uploads. */
export type StoredPhoto = { storedName: string; thumbStoredName: string; width: number; height: number; sizeBytes: number };

export type CreateInput<T> = {
  data: T;
  uploads: Record<string, StoredUpload>;
  /** The photos of the definition's `photos` field, in the order sent (none without one). */
  photos: StoredPhoto[];
  /** The page's render token as posted (app/forms/render-token.ts), for the quality score; checked by its reader. */
  renderToken: string | undefined;
  /** How the post was sent, when its route measured it (the quality score's signals). */
  measured: MeasuredRequest | undefined;
  meta: RequestMeta;
  now: Date;
  ctx: SubmissionContext;
};

/**
 * A form's post (what the web layer reads) and its handling. With `photos`, the schema field gets the files as a list
 * and checks their count and size; here each is decoded and re-encoded (app/lib/photos.server.ts) before anything is stored.
 */
export type FormDefinition<Parsed, Data, Result extends object> = FormPost & {
  schema: z.ZodType<Parsed, unknown>;
  /** Field messages also shown at the form level (e.g. 'All fields are required'). */
  formLevelMessages?: readonly string[];
  /** Server-only checks and lookups after the schema (ZIP exists, calculator lead exists). */
  prepare?: (parsed: Parsed, ctx: SubmissionContext, now: Date) => Promise<Prepared<Data>>;
  /** The normalized values that identify a repeat of this submission. */
  fingerprint: (data: Data) => unknown;
  /**
   * Advisory locks (lockAll names) create() would take first, taken with the fingerprint's in one statement instead.
   * Only locks create() takes before any row lock, or the order of locks between transactions would change.
   */
  locks?: (data: Data) => readonly string[];
  /** The success a bot sees when it fills the honeypot: as a real one would look, but nothing is stored. */
  decoy: (data: Data) => Result | Promise<Result>;
  /** Inside the transaction: store the record, its e-mail; return its id and the public result. */
  create: (tx: Tx, input: CreateInput<Data>) => Promise<{ recordId: string; result: Result }>;
};

export async function processFormSubmission<Parsed, Data, Result extends object>(
  submission: FormSubmission,
  ctx: SubmissionContext,
  definition: FormDefinition<Parsed, Data, Result>,
): Promise<FormResult<Result>> {
  const now = ctx.now ?? new Date();
  const fileKinds = definition.files ?? {};
  const { values, honeypot, renderToken } = submission;

  const parsed = definition.schema.safeParse({ ...values, ...submission.files, ...submission.lists });
  if (!parsed.success) {
    const errors = issuesToErrors(parsed.error.issues, { formLevel: definition.formLevelMessages });
    return failure(422, errors, values);
  }
  const prepared = definition.prepare ? await definition.prepare(parsed.data, ctx, now) : ({ ok: true, value: parsed.data as unknown as Data } as const);
  if (!prepared.ok) return failure(422, prepared.errors, values);
  // After validation, so the decoy looks exactly like a real success (a bot learns nothing).
  if (honeypot && honeypot.trim() !== "") {
    logger.info("form honeypot filled", { form: definition.form });
    return { ok: true, status: 200, ...(await definition.decoy(prepared.value)) };
  }

  const checked: Record<string, CheckedUpload> = {};
  for (const [name, kind] of Object.entries(fileKinds)) {
    const file = submission.files[name];
    if (!file) continue;
    const outcome = await checkUpload(file, kind);
    if (!outcome.ok) return failure(422, { [name]: [outcome.message] }, values);
    checked[name] = outcome.upload;
  }
  let sniffed: SniffedPhoto[] = [];
  if (definition.photos) {
    // The empty part of an input left empty is no photo (photoFiles): only chosen files are sniffed.
    const outcome = await sniffPhotos(photoFiles(submission.lists[definition.photos] ?? []));
    if (!outcome.ok) return failure(422, { [definition.photos]: [outcome.message] }, values);
    sniffed = outcome.photos;
  }

  const fingerprint = submissionFingerprint(definition.form, {
    data: definition.fingerprint(prepared.value),
    files: Object.fromEntries(Object.entries(checked).map(([name, u]) => [name, u.sha256])),
    ...(sniffed.length ? { photos: sniffed.map((p) => p.sha256) } : {}),
  });
  const hit = await rateLimitHit(
    ctx.db,
    `form:${definition.form}:${ctx.ip?.trim() || "unknown"}`,
    { max: ctx.env.RATE_LIMIT_FORM_MAX, windowSeconds: ctx.env.RATE_LIMIT_FORM_WINDOW_SECONDS },
    now,
  );
  const { earlier, limit } = await findRecentOrHitRateLimit(ctx.db, fingerprint, now, hit);
  if (!limit) return { ok: true, status: 200, ...(earlier as Result) };
  if (!limit.allowed) {
    logger.warn("form rate limit reached", { form: definition.form });
    return failure(429, { "": [RATE_LIMIT_MESSAGE] }, values, { retryAfterSeconds: limit.retryAfterSeconds });
  }

  let photos: CheckedPhoto[] = [];
  if (definition.photos && sniffed.length) {
    const outcome = await reencodePhotos(sniffed);
    if (!outcome.ok) return failure(422, { [definition.photos]: [outcome.message] }, values);
    photos = outcome.photos;
  }
  const names = Object.keys(checked);
  // One call, so a failure part-way removes every file already written (storeUploads: all or none).
  const stored = await storeUploads(ctx.env.DATA_DIR, [...Object.values(checked), ...photos.flatMap((p) => [p.photo, p.thumb])], now);
  const uploads = Object.fromEntries(names.map((name, i) => [name, stored[i] as StoredUpload]));
  const storedPhotos = photos.map((p, i): StoredPhoto => {
    const [photo, thumb] = [stored[names.length + 2 * i], stored[names.length + 2 * i + 1]] as [StoredUpload, StoredUpload];
    return { storedName: photo.storedName, thumbStoredName: thumb.storedName, width: p.width, height: p.height, sizeBytes: photo.sizeBytes };
  });
  let outcome: { created: boolean; result: Result };
  try {
    outcome = await ctx.db.transaction(async (tx) => {
      await lockAll(tx, [`form:${fingerprint}`, ...(definition.locks?.(prepared.value) ?? [])]);
      const repeat = await findRecentSubmission(tx, fingerprint, now);
      if (repeat) return { created: false, result: repeat as Result };
      const meta = submission.client;
      // The record's e-mail, link and the like wait to go with the fingerprint's row, in one statement.
      batchWrites(tx);
      const { recordId, result } = await definition.create(tx, {
        data: prepared.value,
        uploads,
        photos: storedPhotos,
        renderToken,
        measured: submission.measured,
        meta,
        now,
        ctx,
      });
      await flushWrites(tx, tx.insert(formSubmissions).values({ form: definition.form, fingerprint, recordId, result, createdAt: now }));
      logger.info("form stored", { form: definition.form, recordId });
      return { created: true, result };
    });
  } catch (error) {
    await deleteUploads(ctx.env.DATA_DIR, stored);
    throw error;
  }
  if (!outcome.created) await deleteUploads(ctx.env.DATA_DIR, stored);
  signalOutbox();
  if (outcome.created) signalNewLeads();
  return { ok: true, status: 200, ...outcome.result };
}
