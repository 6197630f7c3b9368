import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DOCUMENT_TYPE_MESSAGE, FILE_TOO_LARGE_MESSAGE, MAX_UPLOAD_BYTES, RESUME_TYPE_MESSAGE } from "~/forms/uploads";
import { checkUpload, cleanOriginalName, deleteUploads, storeUploads, uploadPath } from "./uploads.server";

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n");
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
const file = (bytes: Uint8Array | string, name: string) => new File([bytes as BlobPart], name);

describe("checkUpload", () => {
  it("accepts documents by content and reports the detected type", async () => {
    const pdf = await checkUpload(file(PDF, "a.pdf"), "document");
    expect(pdf.ok && { mime: pdf.upload.mime, extension: pdf.upload.extension, size: pdf.upload.sizeBytes }).toEqual({
      mime: "application/pdf",
      extension: "pdf",
      size: PDF.byteLength,
    });
    const jpeg = await checkUpload(file(JPEG, "photo.pdf"), "document");
    expect(jpeg.ok && jpeg.upload.mime).toBe("image/jpeg");
  });

  it.each([
    ["text named .pdf", file("hello", "a.pdf"), "document", DOCUMENT_TYPE_MESSAGE],
    ["a JPEG as a résumé", file(JPEG, "cv.pdf"), "resume", RESUME_TYPE_MESSAGE],
    ["an empty file", file(new Uint8Array(), "a.pdf"), "document", DOCUMENT_TYPE_MESSAGE],
    ["over 5 MB", file(new Uint8Array(MAX_UPLOAD_BYTES + 1), "a.pdf"), "document", FILE_TOO_LARGE_MESSAGE],
  ] as const)("refuses %s", async (_name, f, kind, message) => {
    expect(await checkUpload(f, kind)).toEqual({ ok: false, message });
  });
});

describe("cleanOriginalName", () => {
  it.each([
    ["C:\\Users\\me\\license.pdf", "license.pdf"],
    ["../../etc/passwd", "passwd"],
    ["a\u0000b\u0007.pdf", "ab.pdf"],
    ["", "upload"],
    [`${"x".repeat(300)}.pdf`, `${"x".repeat(196)}.pdf`],
  ])("%j -> %j", (input, output) => {
    expect(cleanOriginalName(input)).toBe(output);
  });
});

describe("storeUploads", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "thp-uploads-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("writes files under generated names by year and month, and deletes them", async () => {
    const checked = await checkUpload(file(PDF, "mine.pdf"), "document");
    if (!checked.ok) throw new Error(checked.message);
    const [stored] = await storeUploads(dir, [checked.upload], new Date("2026-02-03T00:00:00Z"));
    expect(stored!.storedName).toMatch(/^2026\/02\/[0-9a-f-]{36}\.pdf$/);
    expect(readFileSync(uploadPath(dir, stored!.storedName))).toEqual(Buffer.from(PDF));
    await deleteUploads(dir, [stored!]);
    expect(() => readFileSync(uploadPath(dir, stored!.storedName))).toThrow(/ENOENT/);
  });

  it("never resolves a path outside the uploads folder", () => {
    expect(() => uploadPath(dir, "../secret")).toThrow(/outside the uploads folder/);
  });
});
