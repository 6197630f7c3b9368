/**
 * Helpers for the end-to-end tests of the public forms (tests/e2e/forms-*.spec.ts).
 */
import { expect, type Locator, type Page } from "@playwright/test";
import { minimalPdf, minimalPng } from "../support/sample-files";

let counter = 0;

/** A value unique to this test run and call, for e-mails and business names (repeats would be deduplicated). */
export function unique(): string {
  counter += 1;
  return `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
}

/** A distinct, valid US mobile number (212 area code, 555 exchange). */
export function uniquePhone(): string {
  // From 2000: 555-01xx is fictional and 555-1212 directory assistance, both refused.
  const n = 2000 + Math.floor(Math.random() * 8000);
  return `(212) 555-${n}`;
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

/**
 * Waits until the page is hydrated and the form's browser check (the shared schema) is loaded. The schema loads
 * when the visitor first focuses the form (app/components/forms/use-form-validation.ts), so this focuses its
 * first field, as a visitor starting to type would.
 */
export async function clientValidationReady(form: Locator) {
  await expect(form).toHaveAttribute("data-client-validation", /^(armed|ready)$/);
  await form.locator("input:not([type=hidden]):not([tabindex='-1']), select, textarea").first().focus();
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
