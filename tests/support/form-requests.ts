/**
 * Building form posts and handler contexts for integration tests of the
 * form handlers (app/domain/**\/handle-*-submission.server.ts).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import type { SubmissionContext } from "~/domain/submissions/submission-context.server";
import { parseEnv, type Env } from "~/env.server";
import { minimalPdf } from "./sample-files";

// The handlers log every stored form; keep test output to warnings.
process.env.LOG_LEVEL ??= "warn";

export const ORIGIN = "http://localhost:3000";

/** An application/x-www-form-urlencoded post, as a browser sends it without JavaScript. */
export function urlencodedPost(pathname: string, fields: Record<string, string> | [string, string][], headers: Record<string, string> = {}): Request {
  const body = new URLSearchParams(Array.isArray(fields) ? fields : Object.entries(fields)).toString();
  return new Request(`${ORIGIN}${pathname}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "user-agent": "vitest", referer: `${ORIGIN}${pathname}`, ...headers },
    body,
  });
}

/** A multipart/form-data post (forms with files). */
export function multipartPost(pathname: string, form: FormData, headers: Record<string, string> = {}): Request {
  return new Request(`${ORIGIN}${pathname}`, {
    method: "POST",
    headers: { "user-agent": "vitest", referer: `${ORIGIN}${pathname}`, ...headers },
    body: form,
  });
}

export function formDataOf(fields: Record<string, string | File>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

/** A test environment with its own DATA_DIR (for uploads); remove it with cleanup(). */
export function testEnv(overrides: Record<string, string> = {}): { env: Env; dataDir: string; cleanup(): void } {
  const dataDir = mkdtempSync(path.join(tmpdir(), "thp-forms-"));
  const env = parseEnv({ NODE_ENV: "test", DATA_DIR: dataDir, RATE_LIMIT_FORM_MAX: "1000", ...overrides });
  return { env, dataDir, cleanup: () => rmSync(dataDir, { recursive: true, force: true }) };
}

let ipCounter = 0;
/** A distinct client IP per call, so tests do not share a rate-limit window unless they mean to. */
export function nextIp(): string {
  ipCounter += 1;
  return `203.0.113.${(ipCounter % 250) + 1}`;
}

export function context(db: Db, env: Env, overrides: Partial<SubmissionContext> = {}): SubmissionContext {
  return { db, env, ip: nextIp(), ...overrides };
}

/** Row counts of every table a form writes, to prove a rejected post wrote nothing. */
export const FORM_TABLES = [
  "quote_requests",
  "leads",
  "calculator_leads",
  "contractor_applications",
  "application_files",
  "contact_messages",
  "pricing_requests",
  "career_applications",
  "outbox",
  "form_submissions",
] as const;

export async function countRows(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of FORM_TABLES) {
    const result = await db.execute(sql.raw(`select count(*)::int as n from ${table}`));
    counts[table] = (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? -1;
  }
  return counts;
}

export function pdfFile(name = "license.pdf"): File {
  return new File([minimalPdf() as BlobPart], name, { type: "application/pdf" });
}
