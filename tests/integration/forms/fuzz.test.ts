/**
 * Property-based abuse of every form handler (required: "bad input of any
 * kind ... gets a 4xx with a clear message, never a 500, and writes
 * nothing"). Generated posts mix valid fields with random strings (any code
 * point, control characters, lone surrogates, 100 KB values, HTML, SQL),
 * unknown and repeated fields, random bytes, JSON and other content types.
 * Each run checks: no exception, a known status, and on failure a message and
 * not a single row or file written.
 */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "~/forms/honeypot";
import { formCases, type FormCase } from "../../support/form-cases";
import { context, countRows, ORIGIN } from "../../support/form-requests";
import { minimalPdf, minimalPng } from "../../support/sample-files";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";

const RUNS = Number(process.env.FUZZ_RUNS ?? 40);

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));
const control = fc
  .integer({ min: 0, max: 0x9f })
  .filter((c) => c < 0x20 || c >= 0x7f)
  .map((c) => String.fromCharCode(c));
const nastyUnit = fc.oneof(fc.string({ unit: "binary", minLength: 1, maxLength: 1 }), loneSurrogate, control);

const nastyString = fc.oneof(
  fc.string({ unit: "binary", maxLength: 80 }),
  fc.string({ unit: nastyUnit, maxLength: 40 }),
  fc.constantFrom(
    "",
    "   ",
    "<script>alert(1)</script>",
    '"><img src=x onerror=alert(1)>',
    "javascript:alert(document.cookie)",
    "'; DROP TABLE quote_requests; --",
    "1' OR '1'='1",
    "\u0000",
    "\uFFFD",
    "\u202Eevil",
    "%00%0d%0a",
    '{"$ne":null}',
    "../../etc/passwd",
    "x".repeat(100_000),
    "é".repeat(9_000),
    "10001",
    "on",
    "3",
  ),
);

/** A post: mostly valid fields with some replaced, removed, repeated or added. */
const fieldEdits = (form: FormCase) => {
  const names = [...Object.keys(form.valid(0)), HONEYPOT_FIELD, "junk", "a".repeat(200)];
  return fc.record({
    replace: fc.dictionary(fc.constantFrom(...names), nastyString, { maxKeys: 4 }),
    remove: fc.subarray(Object.keys(form.valid(0))),
    repeat: fc.subarray(names, { maxLength: 2 }),
  });
};

const fileValue = fc.oneof(
  fc.constant(undefined),
  fc.uint8Array({ maxLength: 2048 }).map((b) => new File([b as BlobPart], "random.pdf", { type: "application/pdf" })),
  fc.constant(new File([minimalPdf() as BlobPart], "ok.pdf", { type: "application/pdf" })),
  fc.constant(new File([minimalPng() as BlobPart], "renamed.pdf", { type: "application/pdf" })),
  fc.constant(new File(["<html><script>alert(1)</script></html>"], "page.pdf", { type: "application/pdf" })),
  nastyString.map((name) => new File([minimalPdf() as BlobPart], name.slice(0, 300), { type: "application/pdf" })),
);

type Edits = { replace: Record<string, string>; remove: string[]; repeat: string[] };

function buildEntries(form: FormCase, n: number, edits: Edits): [string, string][] {
  const fields: Record<string, string> = { ...form.valid(n), ...edits.replace };
  for (const name of edits.remove) if (!(name in edits.replace)) delete fields[name];
  const entries = Object.entries(fields);
  for (const name of edits.repeat) entries.push([name, fields[name] ?? "again"]);
  return entries;
}

function filesIn(dataDir: string): number {
  const root = path.join(dataDir, "uploads");
  return existsSync(root) ? readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length : 0;
}

const KNOWN_STATUSES = [200, 400, 413, 415, 422, 429];

describe.each(testEngines())("fuzzing the form handlers on %s", (engine) => {
  const t = useTestDatabase(engine);
  let n = 20_000;

  /** Broken invariants of one handled post (an empty list when all hold). */
  async function check(form: FormCase, request: Request): Promise<string[]> {
    const before = await countRows(t.db);
    const filesBefore = filesIn(t.dataDir);
    const result = await form.handle(request, context(t.db, t.env));
    const after = await countRows(t.db);
    const broken: string[] = [];
    if (!KNOWN_STATUSES.includes(result.status)) broken.push(`status ${result.status}`);
    if (result.ok) {
      // At most one record, with at most its messages (one e-mail; a quote request's phone code too).
      if (result.status !== 200) broken.push("success without 200");
      if (after[form.table]! - before[form.table]! > 1) broken.push("more than one record");
      if (after.outbox! - before.outbox! > (form.messages ?? 1)) broken.push("more messages than one submission queues");
    } else {
      if (result.status < 400) broken.push("failure without 4xx");
      if (!result.formError) broken.push("no message");
      if (Object.keys(result.errors).length === 0) broken.push("no errors");
      if (JSON.stringify(after) !== JSON.stringify(before)) broken.push("rows written");
      if (filesIn(t.dataDir) !== filesBefore) broken.push("files written");
      // Echoed values are the submitter's own text, never the honeypot.
      if (HONEYPOT_FIELD in result.values) broken.push("honeypot echoed");
    }
    return broken;
  }

  describe.each(formCases)("$name", (form) => {
    it("survives generated form posts (urlencoded and multipart)", async () => {
      expect.hasAssertions();
      await fc.assert(
        fc.asyncProperty(
          fieldEdits(form),
          fc.boolean(),
          fc.dictionary(fc.constantFrom(...Object.keys(form.files?.() ?? { none: 1 })), fileValue),
          async (edits, multipart, files) => {
            const entries = buildEntries(form, ++n, edits);
            let request: Request;
            if (multipart || form.multipart) {
              const body = new FormData();
              for (const [k, v] of entries) body.append(k, v);
              for (const [k, v] of Object.entries(form.files ? { ...form.files(), ...files } : {})) if (v) body.append(k, v);
              request = new Request(`${ORIGIN}${form.path}`, { method: "POST", body });
            } else {
              request = new Request(`${ORIGIN}${form.path}`, {
                method: "POST",
                headers: { "content-type": "application/x-www-form-urlencoded" },
                body: new URLSearchParams(entries).toString(),
              });
            }
            expect(await check(form, request)).toEqual([]);
          },
        ),
        { numRuns: RUNS },
      );
    });

    it("survives random bodies and content types, including JSON", async () => {
      expect.hasAssertions();
      const contentType = fc.constantFrom(
        "application/x-www-form-urlencoded",
        "application/x-www-form-urlencoded; charset=latin1",
        "multipart/form-data; boundary=----x",
        "application/json",
        "text/plain",
        "application/xml",
        "",
      );
      const body = fc.oneof(
        fc.uint8Array({ maxLength: 4096 }),
        fc.string({ unit: "binary", maxLength: 500 }).map((s) => new TextEncoder().encode(s)),
        fc.constant(new TextEncoder().encode(JSON.stringify(form.valid(1)))),
        fc.constant(new TextEncoder().encode("fullName=%ED%A0%80&email=%C3%28&phone=%FF%FE")),
        fc.constant(new TextEncoder().encode('------x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.co\r\n------x--\r\n')),
      );
      await fc.assert(
        fc.asyncProperty(contentType, body, async (type, bytes) => {
          const request = new Request(`${ORIGIN}${form.path}`, {
            method: "POST",
            headers: type ? { "content-type": type } : {},
            body: bytes as BodyInit,
          });
          if (!type) request.headers.delete("content-type");
          const before = await countRows(t.db);
          const result = await form.handle(request, context(t.db, t.env));
          expect(result.ok).toBe(false);
          expect(KNOWN_STATUSES).toContain(result.status);
          expect(await countRows(t.db)).toEqual(before);
        }),
        { numRuns: RUNS },
      );
    });
  });
});
