/**
 * What every form must do whatever its fields
 * (decision 0002): refuse what is not a browser form post, refuse oversized and
 * repeated fields, fake success for the honeypot, rate-limit per IP, and never
 * store a double click twice. Each case checks that nothing was written.
 */
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "~/forms/honeypot";
import { RATE_LIMIT_MESSAGE } from "~/lib/rate-limit.server";
import { NOT_A_FORM_MESSAGE, REPEATED_FIELD_MESSAGE, TOO_LARGE_MESSAGE, FIELD_TOO_LONG_MESSAGE, UNREADABLE_FORM_MESSAGE } from "~/lib/form-data.server";
import { formCases, postOf } from "../../support/form-cases";
import { context, countRows, formDataOf, multipartPost, nextIp, ORIGIN, testEnv } from "../../support/form-requests";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";

function filesIn(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => e.name);
  } catch {
    return [];
  }
}

describe.each(testEngines())("form protections on %s", (engine) => {
  const t = useTestDatabase(engine);
  let n = 0;

  describe.each(formCases)("$name", (form) => {
    async function expectNothingWritten(run: () => Promise<void>) {
      const before = await countRows(t.db);
      const filesBefore = filesIn(t.dataDir).length;
      await run();
      expect(await countRows(t.db)).toEqual(before);
      expect(filesIn(t.dataDir).length).toBe(filesBefore);
    }

    it("stores a valid submission exactly once, with its e-mail, even when sent twice", async () => {
      const fields = form.valid(++n);
      const before = await countRows(t.db);
      const ctx = context(t.db, t.env);
      const first = await form.handle(postOf(form, fields), ctx);
      expect(first.ok).toBe(true);
      const second = await form.handle(postOf(form, fields), { ...ctx, ip: nextIp() });
      expect(second).toEqual(first);
      const after = await countRows(t.db);
      expect(after[form.table]).toBe(before[form.table]! + 1);
      expect(after.outbox).toBe(before.outbox! + (form.messages ?? 1));
      expect(after.form_submissions).toBe(before.form_submissions! + 1);
    });

    it("answers a JSON body with 415 and writes nothing", async () => {
      await expectNothingWritten(async () => {
        const request = new Request(`${ORIGIN}${form.path}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(form.valid(++n)),
        });
        const result = await form.handle(request, context(t.db, t.env));
        expect(result).toMatchObject({ ok: false, status: 415, formError: NOT_A_FORM_MESSAGE });
      });
    });

    it.each(["text/plain", "", "multipart/form-data", "application/x-www-form-urlencoded-evil"])("answers content type %j with 415", async (type) => {
      await expectNothingWritten(async () => {
        const request = new Request(`${ORIGIN}${form.path}`, {
          method: "POST",
          headers: type ? { "content-type": type } : {},
          body: new URLSearchParams(form.valid(++n)).toString(),
        });
        if (!type) request.headers.delete("content-type");
        const result = await form.handle(request, context(t.db, t.env));
        expect(result).toMatchObject({ ok: false, status: 415 });
      });
    });

    it("answers a broken multipart body with 400", async () => {
      await expectNothingWritten(async () => {
        const request = new Request(`${ORIGIN}${form.path}`, {
          method: "POST",
          headers: { "content-type": "multipart/form-data; boundary=xyz" },
          body: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated',
        });
        const result = await form.handle(request, context(t.db, t.env));
        expect(result).toMatchObject({ ok: false, status: 400, formError: UNREADABLE_FORM_MESSAGE });
      });
    });

    it("answers a repeated field with 400", async () => {
      await expectNothingWritten(async () => {
        const fields = form.valid(++n);
        const [first] = Object.keys(fields);
        const formData = formDataOf({ ...fields, ...(form.files?.() ?? {}) });
        formData.append(first!, "again");
        const request = form.multipart
          ? multipartPost(form.path, formData)
          : new Request(`${ORIGIN}${form.path}`, {
              method: "POST",
              headers: { "content-type": "application/x-www-form-urlencoded" },
              body: new URLSearchParams([...Object.entries(fields), [first!, "again"]]).toString(),
            });
        const result = await form.handle(request, context(t.db, t.env));
        expect(result).toMatchObject({ ok: false, status: 400, formError: REPEATED_FIELD_MESSAGE });
        expect(result.ok === false && result.errors[first!]).toEqual([REPEATED_FIELD_MESSAGE]);
      });
    });

    it("answers a 100 KB field with 413 and names the field", async () => {
      await expectNothingWritten(async () => {
        const fields = form.valid(++n);
        const [first] = Object.keys(fields);
        const result = await form.handle(postOf(form, { ...fields, [first!]: "x".repeat(100_000) }), context(t.db, t.env));
        expect(result).toMatchObject({ ok: false, status: 413, formError: FIELD_TOO_LONG_MESSAGE });
        expect(result.ok === false && result.errors[first!]).toEqual([FIELD_TOO_LONG_MESSAGE]);
      });
    });

    it("answers an unknown 100 KB field with 413, and ignores small unknown fields", async () => {
      await expectNothingWritten(async () => {
        const result = await form.handle(postOf(form, { ...form.valid(++n), junk: "x".repeat(100_000) }), context(t.db, t.env));
        expect(result).toMatchObject({ ok: false, status: 413, formError: TOO_LARGE_MESSAGE });
      });
      const ok = await form.handle(postOf(form, { ...form.valid(++n), intent: "submit" }), context(t.db, t.env));
      expect(ok.ok).toBe(true);
    });

    it("answers a body over the form's limit with 413, even without a Content-Length", async () => {
      await expectNothingWritten(async () => {
        const big = new Uint8Array(13 * 1024 * 1024).fill(97);
        const stream = new ReadableStream({
          start(controller) {
            for (let i = 0; i < big.length; i += 1024 * 1024) controller.enqueue(big.subarray(i, i + 1024 * 1024));
            controller.close();
          },
        });
        const request = new Request(`${ORIGIN}${form.path}`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: stream,
          duplex: "half",
        } as RequestInit);
        const result = await form.handle(request, context(t.db, t.env));
        expect(result).toMatchObject({ ok: false, status: 413, formError: TOO_LARGE_MESSAGE });
      });
    });

    it("fakes success for a filled honeypot and stores nothing", async () => {
      await expectNothingWritten(async () => {
        const result = await form.handle(postOf(form, { ...form.valid(++n), [HONEYPOT_FIELD]: "http://spam.example" }), context(t.db, t.env));
        expect(result.ok).toBe(true);
      });
    });

    it("validates even when the honeypot is filled (a bot learns nothing from it)", async () => {
      const result = await form.handle(postOf(form, { [HONEYPOT_FIELD]: "x" }, {}), context(t.db, t.env));
      expect(result).toMatchObject({ ok: false, status: 422 });
      expect(result.ok === false && HONEYPOT_FIELD in result.values).toBe(false);
    });

    it("rate-limits per IP with 429 and the message, without writing", async () => {
      const limited = testEnv({ RATE_LIMIT_FORM_MAX: "2", RATE_LIMIT_FORM_WINDOW_SECONDS: "600" });
      const ip = nextIp();
      const now = new Date("2026-06-01T12:00:00Z");
      for (let i = 0; i < 2; i++) {
        const ok = await form.handle(postOf(form, form.valid(++n)), { db: t.db, env: limited.env, ip, now });
        expect(ok.ok).toBe(true);
      }
      await expectNothingWritten(async () => {
        const result = await form.handle(postOf(form, form.valid(++n)), { db: t.db, env: limited.env, ip, now });
        expect(result).toMatchObject({ ok: false, status: 429, formError: RATE_LIMIT_MESSAGE, errors: { "": [RATE_LIMIT_MESSAGE] } });
        expect(result.ok === false && result.retryAfterSeconds).toBeGreaterThan(0);
      });
      // Another IP, or the same IP in the next window, is served.
      expect((await form.handle(postOf(form, form.valid(++n)), { db: t.db, env: limited.env, ip: nextIp(), now })).ok).toBe(true);
      const later = new Date(now.getTime() + 601_000);
      expect((await form.handle(postOf(form, form.valid(++n)), { db: t.db, env: limited.env, ip, now: later })).ok).toBe(true);
      limited.cleanup();
    });

    it("answers a repeat with its first result even at the limit, and does not count it", async () => {
      const limited = testEnv({ RATE_LIMIT_FORM_MAX: "2", RATE_LIMIT_FORM_WINDOW_SECONDS: "600" });
      const ip = nextIp();
      const now = new Date("2026-06-02T12:00:00Z");
      const fields = form.valid(++n);
      const first = await form.handle(postOf(form, fields), { db: t.db, env: limited.env, ip, now });
      expect(first.ok).toBe(true);
      for (let i = 0; i < 3; i++) {
        expect(await form.handle(postOf(form, fields), { db: t.db, env: limited.env, ip, now })).toEqual(first);
      }
      // Only the first counted: a second different submission is still allowed, a third is not.
      expect((await form.handle(postOf(form, form.valid(++n)), { db: t.db, env: limited.env, ip, now })).ok).toBe(true);
      expect(await form.handle(postOf(form, form.valid(++n)), { db: t.db, env: limited.env, ip, now })).toMatchObject({ ok: false, status: 429 });
      expect(await form.handle(postOf(form, fields), { db: t.db, env: limited.env, ip, now })).toEqual(first);
      limited.cleanup();
    });

    it("does not count invalid submissions against the rate limit", async () => {
      const limited = testEnv({ RATE_LIMIT_FORM_MAX: "1" });
      const ip = nextIp();
      for (let i = 0; i < 3; i++) {
        const bad = await form.handle(postOf(form, {}, {}), { db: t.db, env: limited.env, ip });
        expect(bad).toMatchObject({ ok: false, status: 422 });
      }
      expect((await form.handle(postOf(form, form.valid(++n)), { db: t.db, env: limited.env, ip })).ok).toBe(true);
      limited.cleanup();
    });

    it("returns the first result for a resubmission within 15 minutes, and stores a new one after", async () => {
      const fields = form.valid(++n);
      const start = new Date("2026-07-01T10:00:00Z");
      const first = await form.handle(postOf(form, fields), context(t.db, t.env, { now: start }));
      const before = await countRows(t.db);
      const repeat = await form.handle(postOf(form, fields), context(t.db, t.env, { now: new Date(start.getTime() + 14 * 60_000) }));
      expect(repeat).toEqual(first);
      expect(await countRows(t.db)).toEqual(before);
      const later = await form.handle(postOf(form, fields), context(t.db, t.env, { now: new Date(start.getTime() + 16 * 60_000) }));
      expect(later.ok).toBe(true);
      expect((await countRows(t.db))[form.table]).toBe(before[form.table]! + 1);
    });

    it("stores concurrent identical submissions (a double click) once", async () => {
      const fields = form.valid(++n);
      const before = await countRows(t.db);
      const results = await Promise.all(Array.from({ length: 4 }, () => form.handle(postOf(form, fields), context(t.db, t.env))));
      for (const r of results) expect(r).toEqual(results[0]);
      expect((await countRows(t.db))[form.table]).toBe(before[form.table]! + 1);
    });
  });
});
