/**
 * The two forms with files: the contractor application (license and
 * insurance: PDF, JPG or PNG) and the career application (résumé: PDF).
 * Files are judged by their bytes, stored under generated names outside the
 * web root, and never left behind when nothing is stored.
 */
import { submitForm } from "~/web/submit-form.server";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { applicationFiles, careerApplications, contractorApplications, outbox } from "~/db/schema";
import { handleCareerApplicationSubmission, careerApplicationPost } from "~/domain/career-applications/handle-career-application-submission.server";
import {
  handleContractorApplicationSubmission,
  contractorApplicationPost,
} from "~/domain/contractor-applications/handle-contractor-application-submission.server";
import { contractorApplicationMessages } from "~/forms/contractor-application";
import { DOCUMENT_TYPE_MESSAGE, FILE_TOO_LARGE_MESSAGE, MAX_UPLOAD_BYTES, RESUME_TYPE_MESSAGE } from "~/forms/uploads";
import { sha256Hex } from "~/lib/fingerprint.server";
import { uploadPath } from "~/lib/uploads.server";
import { formCases } from "../../support/form-cases";
import { context, countRows, formDataOf, multipartPost } from "../../support/form-requests";
import { minimalPdf, minimalPng } from "../../support/sample-files";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";

const applicationCase = formCases.find((c) => c.name === "contractor application")!;
const careerCase = formCases.find((c) => c.name === "career application")!;

const file = (bytes: Uint8Array | string, name: string, type = "application/pdf") => new File([bytes as BlobPart], name, { type });
const pdf = (name = "license.pdf") => file(minimalPdf(), name);
const pngNamedPdf = () => file(minimalPng(), "scan.pdf");
const textNamedPdf = () => file("This is not a PDF, just text.", "license.pdf");
const oversized = () => {
  const bytes = new Uint8Array(MAX_UPLOAD_BYTES + 1);
  bytes.set(minimalPdf());
  return file(bytes, "big.pdf");
};

function storedFiles(dataDir: string): string[] {
  const root = path.join(dataDir, "uploads");
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

/** A database whose transactions run the work and then fail, as a crash or constraint error would. */
function failingTransactions(db: Db): Db {
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop !== "transaction") return Reflect.get(target, prop, receiver);
      return (work: (tx: unknown) => Promise<unknown>) =>
        target.transaction(async (tx) => {
          await work(tx);
          throw new Error("simulated failure after the record was written");
        });
    },
  });
}

let n = 1000;

describe.each(testEngines())("uploads on %s", (engine) => {
  const t = useTestDatabase(engine);

  const apply = (files: Record<string, File>, overrides: Record<string, string> = {}, db: Db = t.db) =>
    submitForm(
      contractorApplicationPost,
      handleContractorApplicationSubmission,
      multipartPost("/contractor-application", formDataOf({ ...applicationCase.valid(++n), ...overrides, ...files })),
      context(db, t.env),
    );

  it("stores an application with a real PDF and a PNG, under generated names, with an acknowledgment", async () => {
    const licence = pdf("My License <final>.pdf");
    const insurance = file(minimalPng(), "insurance.png", "image/png");
    const result = await apply({ licenseFile: licence, insuranceFile: insurance });
    expect(result).toEqual({ ok: true, status: 200, received: true });

    const [application] = await t.db
      .select()
      .from(contractorApplications)
      .where(eq(contractorApplications.licenseNumber, `NY-${n}`));
    expect(application).toMatchObject({
      status: "submitted",
      phone: expect.stringMatching(/^\+1212555\d{4}$/),
      yearsInBusiness: 12,
      website: "https://acme.com",
    });
    const files = await t.db.select().from(applicationFiles).where(eq(applicationFiles.applicationId, application!.id));
    const byKind = Object.fromEntries(files.map((f) => [f.kind, f]));
    expect(byKind.license).toMatchObject({
      mime: "application/pdf",
      originalName: "My License <final>.pdf",
      sizeBytes: minimalPdf().byteLength,
      sha256: sha256Hex(minimalPdf()),
    });
    expect(byKind.insurance).toMatchObject({ mime: "image/png", originalName: "insurance.png", sha256: sha256Hex(minimalPng()) });
    expect(byKind.license!.storedName).toMatch(/^\d{4}\/\d{2}\/[0-9a-f-]{36}\.pdf$/);
    expect(byKind.insurance!.storedName).toMatch(/^\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
    expect(readFileSync(uploadPath(t.dataDir, byKind.license!.storedName))).toEqual(Buffer.from(minimalPdf()));

    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, application!.email));
    expect(mail!.text).toContain("We'll review your application and get back to you within 24-48 hours.");
  });

  it("accepts a PNG named .pdf as the image it is (documents may be PDF, JPG or PNG)", async () => {
    const result = await apply({ licenseFile: pngNamedPdf(), insuranceFile: pdf() });
    expect(result.ok).toBe(true);
    const [row] = await t.db.select().from(applicationFiles).where(eq(applicationFiles.originalName, "scan.pdf"));
    expect(row).toMatchObject({ mime: "image/png" });
    expect(row!.storedName.endsWith(".png")).toBe(true);
  });

  it.each([
    ["a text file named .pdf", () => ({ licenseFile: textNamedPdf(), insuranceFile: pdf() }), "licenseFile", DOCUMENT_TYPE_MESSAGE],
    ["a file over 5 MB", () => ({ licenseFile: pdf(), insuranceFile: oversized() }), "insuranceFile", FILE_TOO_LARGE_MESSAGE],
    ["an empty file input", () => ({ licenseFile: new File([], ""), insuranceFile: pdf() }), "licenseFile", contractorApplicationMessages.licenseFile],
    ["a missing insurance certificate", () => ({ licenseFile: pdf() }), "insuranceFile", contractorApplicationMessages.insuranceFile],
  ])("rejects %s with its message, storing nothing", async (_name, files, field, message) => {
    const before = await countRows(t.db);
    const filesBefore = storedFiles(t.dataDir);
    const result = await apply(files());
    expect(result).toMatchObject({ ok: false, status: 422, errors: { [field]: [message] } });
    expect(await countRows(t.db)).toEqual(before);
    expect(storedFiles(t.dataDir)).toEqual(filesBefore);
  });

  it("requires certification on the server too", async () => {
    const before = await countRows(t.db);
    const result = await apply({ licenseFile: pdf(), insuranceFile: pdf() }, { certify: "" });
    expect(result).toMatchObject({ ok: false, status: 422, formError: contractorApplicationMessages.certify });
    expect(await countRows(t.db)).toEqual(before);
  });

  it("refuses a service-area ZIP code with no centroid (matching could never place it), storing nothing", async () => {
    const before = await countRows(t.db);
    const result = await apply({ licenseFile: pdf(), insuranceFile: pdf() }, { serviceAreas: "Manhattan 10001, nowhere 00601" });
    expect(result).toMatchObject({ ok: false, status: 422, errors: { serviceAreas: ["ZIP code 00601 was not found. Please check it."] } });
    expect(await countRows(t.db)).toEqual(before);
  });

  it("reports the spec's first message for the 'Validation Error' toast", async () => {
    const result = await apply({ licenseFile: pdf(), insuranceFile: pdf() }, { businessName: " ", email: "x" });
    expect(result).toMatchObject({ ok: false, status: 422, formError: "Business name is required" });
    expect(result.ok === false && result.errors.email).toEqual(["Invalid email address"]);
  });

  it("removes the written files when the transaction fails", async () => {
    const before = await countRows(t.db);
    const filesBefore = storedFiles(t.dataDir);
    await expect(apply({ licenseFile: pdf(), insuranceFile: pdf() }, {}, failingTransactions(t.db))).rejects.toThrow(/simulated failure/);
    expect(await countRows(t.db)).toEqual(before);
    expect(storedFiles(t.dataDir)).toEqual(filesBefore);
  });

  it("keeps one copy of the files when the same application is sent twice", async () => {
    const fields = applicationCase.valid(++n);
    const post = () =>
      submitForm(
        contractorApplicationPost,
        handleContractorApplicationSubmission,
        multipartPost("/contractor-application", formDataOf({ ...fields, licenseFile: pdf(), insuranceFile: pdf() })),
        context(t.db, t.env),
      );
    const filesBefore = storedFiles(t.dataDir).length;
    expect((await post()).ok).toBe(true);
    expect((await post()).ok).toBe(true);
    expect(storedFiles(t.dataDir).length).toBe(filesBefore + 2);
  });

  describe("career application", () => {
    const applyCareer = (resume: File | undefined, overrides: Record<string, string> = {}) =>
      submitForm(
        careerApplicationPost,
        handleCareerApplicationSubmission,
        multipartPost("/careers", formDataOf({ ...careerCase.valid(++n), ...overrides, ...(resume ? { resume } : {}) })),
        context(t.db, t.env),
      );

    it("stores the application with its résumé PDF", async () => {
      const result = await applyCareer(pdf("Priya Patel CV.pdf"), { positionId: "senior-full-stack-engineer" });
      expect(result).toEqual({ ok: true, status: 200, received: true });
      const [row] = await t.db
        .select()
        .from(careerApplications)
        .where(eq(careerApplications.email, `priya${n}@example.com`));
      expect(row).toMatchObject({ positionId: "senior-full-stack-engineer", resumeMime: "application/pdf", resumeOriginalName: "Priya Patel CV.pdf" });
      expect(existsSync(uploadPath(t.dataDir, row!.resumeStoredName))).toBe(true);
      const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, row!.email));
      expect(mail!.text).toContain("Senior Full-Stack Engineer");
    });

    it.each([
      ["a PNG renamed .pdf", () => pngNamedPdf(), RESUME_TYPE_MESSAGE],
      ["a text file renamed .pdf", () => textNamedPdf(), RESUME_TYPE_MESSAGE],
      ["a PDF over 5 MB", () => oversized(), FILE_TOO_LARGE_MESSAGE],
      ["no résumé", () => undefined, "Please attach your résumé as a PDF"],
    ])("rejects %s, storing nothing", async (_name, resume, message) => {
      const before = await countRows(t.db);
      const filesBefore = storedFiles(t.dataDir);
      const result = await applyCareer(resume());
      expect(result).toMatchObject({ ok: false, status: 422, errors: { resume: [message] } });
      expect(await countRows(t.db)).toEqual(before);
      expect(storedFiles(t.dataDir)).toEqual(filesBefore);
    });
  });
});
