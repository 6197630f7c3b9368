/**
 * Helpers for the end-to-end tests of the public forms (tests/e2e/forms-*.spec.ts).
 */
import { expect, type Locator, type Page } from "@playwright/test";

let counter = 0;

/** A value unique to this test run and call, for e-mails and business names (repeats would be deduplicated). */
export function unique(): string {
  counter += 1;
  return `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
}

/** A distinct, valid US mobile number (212 area code, 555 exchange). */
export function uniquePhone(): string {
  const n = 1000 + Math.floor(Math.random() * 9000);
  return `(212) 555-${n}`;
}

/** A small but well-formed PDF (header, catalog, page tree, one page, xref, trailer). */
export function minimalPdf(): Buffer {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

/** A 1x1 PNG. */
export function minimalPng(): Buffer {
  return Buffer.from(
    "89504E470D0A1A0A0000000D49484452000000010000000108060000001F15C4890000000D4944415478DA63F8CFC0F01F0005000201A5F6E2D40000000049454E44AE426082",
    "hex",
  );
}

export const pdfFile = (name: string) => ({ name, mimeType: "application/pdf", buffer: minimalPdf() });
export const pngFile = (name: string) => ({ name, mimeType: "image/png", buffer: minimalPng() });
/** Bytes that are not a PDF, under a .pdf name and type: only the server's content check can tell. */
export const renamedTextAsPdf = (name: string) => ({
  name,
  mimeType: "application/pdf",
  buffer: Buffer.from("This is a plain text file, renamed to look like a PDF.\n"),
});
export const renamedPngAsPdf = (name: string) => ({ name, mimeType: "application/pdf", buffer: minimalPng() });

/** Waits until the page is hydrated and the form's browser check (the shared schema) is loaded. */
export async function clientValidationReady(form: Locator) {
  await expect(form).toHaveAttribute("data-client-validation", "ready");
}

/** The message shown next to a control: the element its aria-describedby names as `<id>-error`. */
export async function expectFieldError(page: Page, control: Locator, message: string) {
  await expect(control).toHaveAttribute("aria-invalid", "true");
  const id = await control.getAttribute("id");
  await expect(page.locator(`[id="${id}-error"]`)).toHaveText(message);
  await expect(control).toHaveAttribute("aria-describedby", new RegExp(`(^| )${id}-error( |$)`));
}

/** A sonner toast by its title. */
export function toast(page: Page, title: string): Locator {
  return page.locator("[data-sonner-toast]").filter({ has: page.locator("[data-title]", { hasText: title }) });
}

/** Records the form posts a page makes (document or data requests). */
export function recordPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on("request", (req) => {
    if (req.method() === "POST") posts.push(new URL(req.url()).pathname);
  });
  return posts;
}
