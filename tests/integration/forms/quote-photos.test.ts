/**
 * Photos on a quote request: up to 5, 10 MB in all, judged by their content, stored only as a
 * re-encoding without EXIF or GPS (turned upright first) with a thumbnail; a request whose photos fail is not
 * stored and leaves no file; erasure deletes the rows and the files; the orphan sweep keeps what a row names.
 */
import { submitForm } from "~/web/submit-form.server";
import { existsSync, readdirSync, readFileSync, utimesSync } from "node:fs";
import path from "node:path";
import { and, desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { auditLog, outbox, quoteRequests, requestPhotos } from "~/db/schema";
import { confirmPrivacyRequest } from "~/domain/privacy/confirm-privacy-request.server";
import { requestPrivacy } from "~/domain/privacy/request-privacy.server";
import { handleQuoteRequestSubmission, quoteRequestPost } from "~/domain/quote-requests/handle-quote-request-submission.server";
import { deleteMyData } from "~/domain/privacy/delete-my-data.server";
import { assessQuoteRequest } from "~/domain/quality/assess-quote-request.server";
import { countRequestPhotos } from "~/domain/request-photos/photo-count.server";
import { MAX_PHOTOS_BYTES, photoMessages } from "~/forms/photos";
import { pruneOrphanUploads } from "~/jobs/prune-orphan-uploads.server";
import { notPhotoMessage } from "~/lib/photos.server";
import { uploadPath } from "~/lib/uploads.server";
import { formCases } from "../../support/form-cases";
import { context, countRows, multipartPost } from "../../support/form-requests";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";

const quoteCase = formCases.find((c) => c.name === "quote request")!;
/** The form's two required project answers (forms/project-answers.ts), unless the shared case already sends them. */
const fieldsOf = (n: number): Record<string, string> => ({ timeline: "within-month", ownership: "owner", ...quoteCase.valid(n) });

/** A JPEG as a phone writes it: its camera, its GPS position, and an orientation tag saying "turn me 90°". */
async function phoneJpeg(width = 40, height = 20): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#3366cc" } })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: "TestCam", Model: "Pocket 9" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "40/1 44/1 54/1", GPSLongitudeRef: "W", GPSLongitude: "73/1 59/1 9/1" },
    })
    .jpeg()
    .toBuffer();
}
const png = () =>
  sharp({ create: { width: 30, height: 30, channels: 4, background: { r: 200, g: 10, b: 10, alpha: 0.5 } } })
    .png()
    .toBuffer();
const file = (bytes: Uint8Array | string, name: string, type: string) => new File([bytes as BlobPart], name, { type });

function storedFiles(dataDir: string): string[] {
  const root = path.join(dataDir, "uploads");
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join("/"));
}

let n = 5000;

describe.each(testEngines())("quote request photos on %s", (engine) => {
  const t = useTestDatabase(engine);

  const submit = (photos: File[], overrides: Record<string, string> = {}) => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...fieldsOf(++n), ...overrides })) form.append(name, value);
    for (const photo of photos) form.append("photos", photo);
    return submitForm(quoteRequestPost, handleQuoteRequestSubmission, multipartPost("/get-quotes", form), context(t.db, t.env));
  };
  const requestOf = async (reference: string) => (await t.db.select().from(quoteRequests).where(eq(quoteRequests.reference, reference)))[0]!;
  const photosOf = (id: string) => t.db.select().from(requestPhotos).where(eq(requestPhotos.quoteRequestId, id)).orderBy(requestPhotos.position);

  it("stores a phone's JPEG upright, re-encoded without any EXIF (no GPS, no camera), with a thumbnail; and a PNG", async () => {
    const original = await phoneJpeg();
    expect((await sharp(original).metadata()).exif?.includes(Buffer.from("TestCam"))).toBe(true);
    expect(original.includes(Buffer.from([0x88, 0x25])) || original.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS IFD pointer
    const result = await submit([file(original, "IMG_0001.JPG", "image/jpeg"), file(await png(), "sketch.png", "image/png")]);
    expect(result).toMatchObject({ ok: true, status: 200 });
    if (!result.ok) return;
    const request = await requestOf(result.reference);
    const photos = await photosOf(request.id);
    expect(photos.map((p) => [p.position, p.width, p.height])).toEqual([
      [0, 20, 40], // turned upright from its orientation tag before the tag went
      [1, 30, 30],
    ]);
    for (const photo of photos) {
      for (const name of [photo.storedName, photo.thumbStoredName]) {
        const bytes = readFileSync(uploadPath(t.dataDir, name));
        const meta = await sharp(bytes).metadata();
        expect({ format: meta.format, exif: meta.exif, xmp: meta.xmp, iptc: meta.iptc, orientation: meta.orientation }).toEqual({
          format: "jpeg",
          exif: undefined,
          xmp: undefined,
          iptc: undefined,
          orientation: undefined,
        });
        expect(bytes.includes(Buffer.from("TestCam"))).toBe(false);
      }
      expect(readFileSync(uploadPath(t.dataDir, photo.storedName)).byteLength).toBe(photo.sizeBytes);
    }
    // The score counted them, at creation and when it is worked out again (through the index).
    expect(await countRequestPhotos(t.db, request.id)).toBe(2);
    const again = await assessQuoteRequest(t.db, request);
    expect(typeof again.score).toBe("number");
  });

  it("refuses a renamed text file, a truncated JPEG, six photos, and over 10 MB in all, with the message at the field, storing nothing", async () => {
    const jpeg = await phoneJpeg();
    const before = await countRows(t.db);
    const filesBefore = storedFiles(t.dataDir);
    const cases: [File[], string][] = [
      [[file(jpeg, "ok.jpg", "image/jpeg"), file("just some words, not a photo", "holiday.jpg", "image/jpeg")], await notPhotoMessage()],
      // A JPEG by its first bytes that cannot be decoded: refused at the decoding step.
      [[file(jpeg.subarray(0, 120), "cut.jpg", "image/jpeg")], await notPhotoMessage()],
      [Array.from({ length: 6 }, (_, i) => file(jpeg, `p${i}.jpg`, "image/jpeg")), photoMessages.tooMany],
      [
        [
          file(new Uint8Array(MAX_PHOTOS_BYTES - 1000), "a.jpg", "image/jpeg"),
          file(jpeg, "b.jpg", "image/jpeg"),
          file(new Uint8Array(2000), "c.jpg", "image/jpeg"),
        ],
        photoMessages.tooBig,
      ],
    ];
    for (const [photos, message] of cases) {
      const result = await submit(photos);
      // What was typed comes back with the message.
      expect(result).toMatchObject({ ok: false, status: 422, errors: { photos: [message] }, values: { fullName: expect.any(String) } });
    }
    expect(await countRows(t.db)).toEqual(before);
    expect(storedFiles(t.dataDir)).toEqual(filesBefore);
  });

  it("reads a file input left empty as no photos, however the browser named its empty part", async () => {
    for (const empty of [new File([], ""), new File([], "blob", { type: "application/octet-stream" })]) {
      const result = await submit([empty]);
      expect(result.ok).toBe(true);
      if (!result.ok) continue;
      expect(await photosOf((await requestOf(result.reference)).id)).toEqual([]);
    }
  });

  it("names HEIC in its message only where this sharp decodes it", async () => {
    const heic = (sharp.format.heif.input as { fileSuffix?: string[] }).fileSuffix?.includes(".heic") ?? false;
    expect(await notPhotoMessage()).toBe(heic ? photoMessages.notPhoto : photoMessages.notPhotoNoHeic);
  });

  it("leaves no file behind when the request's transaction fails after the photos were written", async () => {
    const filesBefore = storedFiles(t.dataDir);
    const form = new FormData();
    for (const [name, value] of Object.entries(fieldsOf(++n))) form.append(name, value);
    form.append("photos", file(await phoneJpeg(), "a.jpg", "image/jpeg"));
    const failing = new Proxy(t.db, {
      get(target, prop, receiver) {
        if (prop !== "transaction") return Reflect.get(target, prop, receiver);
        return (work: (tx: unknown) => Promise<unknown>) =>
          target.transaction(async (tx) => {
            await work(tx);
            throw new Error("simulated failure after the request was written");
          });
      },
    });
    await expect(submitForm(quoteRequestPost, handleQuoteRequestSubmission, multipartPost("/get-quotes", form), context(failing, t.env))).rejects.toThrow(
      /simulated/,
    );
    expect(storedFiles(t.dataDir)).toEqual(filesBefore);
  });

  it("keeps the photos a row names from the orphan sweep; erasure deletes the rows and the files", async () => {
    const result = await submit([file(await phoneJpeg(), "a.jpg", "image/jpeg")]);
    if (!result.ok) throw new Error(result.formError);
    const request = await requestOf(result.reference);
    const [photo] = await photosOf(request.id);
    const names = [photo!.storedName, photo!.thumbStoredName];
    // Two days old: the sweep would remove them if no row named them.
    const old = new Date(Date.now() - 2 * 86_400_000);
    for (const name of names) utimesSync(uploadPath(t.dataDir, name), old, old);
    await pruneOrphanUploads(t.db, t.dataDir);
    expect(names.map((name) => existsSync(uploadPath(t.dataDir, name)))).toEqual([true, true]);

    const [mail] = await t.db
      .select({ text: outbox.text })
      .from(outbox)
      .where(and(eq(outbox.to, request.email), eq(outbox.kind, "quote-request.confirmation")))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    const token = /\/my-request\/(\S+)/.exec(mail!.text)?.[1] ?? "";
    const outcome = await deleteMyData({ db: t.db, env: t.env }, token);
    expect(outcome).toMatchObject({ requests: 1, photos: 1 });
    expect(outcome).not.toHaveProperty("photoFiles");
    expect(await photosOf(request.id)).toEqual([]);
    expect(names.map((name) => existsSync(uploadPath(t.dataDir, name)))).toEqual([false, false]);
  });

  it("erasure confirmed from the privacy page's e-mailed link deletes the photos too, after it commits", async () => {
    const result = await submit([file(await phoneJpeg(), "a.jpg", "image/jpeg"), file(await png(), "b.png", "image/png")]);
    if (!result.ok) throw new Error(result.formError);
    const request = await requestOf(result.reference);
    const names = (await photosOf(request.id)).flatMap((p) => [p.storedName, p.thumbStoredName]);
    expect(names).toHaveLength(4);
    await requestPrivacy({ db: t.db, env: t.env, ip: "198.51.100.77" }, { kind: "delete", email: request.email });
    const [mail] = await t.db
      .select({ text: outbox.text })
      .from(outbox)
      .where(and(eq(outbox.to, request.email), eq(outbox.kind, "privacy.confirm")))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    const token = /\/privacy\/confirm\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? "")?.[1] ?? "";
    expect(await confirmPrivacyRequest({ db: t.db, env: t.env }, token)).toContain("deleted");
    expect(await photosOf(request.id)).toEqual([]);
    expect(names.map((name) => existsSync(uploadPath(t.dataDir, name)))).toEqual([false, false, false, false]);
    // The audit entry counts the photos; it names no file.
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, "privacy.completed")).orderBy(desc(auditLog.at)).limit(1);
    expect(entry?.after).toMatchObject({ kind: "delete", photos: 2 });
    expect(JSON.stringify(entry?.after)).not.toContain("uploads");
    expect(names.some((name) => JSON.stringify(entry?.after).includes(name))).toBe(false);
  });
});
