/**
 * The bug: with the disk full (or the data directory read-only)
 * every failed insert logged Drizzle's message, which is the SQL and its
 * parameters (the homeowner's name, e-mail, phone, IP, details), and dropped
 * the reason. A trigger makes the quote request's insert fail the way
 * PostgreSQL does then; a real post goes through the /get-quotes action. The
 * log must say why (SQLSTATE, the driver's message, the statement) and hold
 * none of the submitted values; the homeowner gets the generic message.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { UNEXPECTED_MESSAGE } from "~/forms/form-outcome";
import { createLoadContext } from "~/lib/request-context.server";
import { forgetDatabase, isDataResult, serveDatabase } from "../../support/route-modules";
import { countRows, ORIGIN } from "../../support/form-requests";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";

const dataDir = mkdtempSync(path.join(tmpdir(), "thp-dberror-"));
// Before any module reads env(): the action's settings come from here.
Object.assign(process.env, { NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "info", RATE_LIMIT_FORM_MAX: "1000", PUBLIC_URL: ORIGIN });
delete process.env.DATABASE_URL;

const submitted = {
  fullName: "Zelda Quintessa-Marlowe",
  email: "zelda.quintessa@example.org",
  phone: "(212) 555-2187",
  zip: "10001",
  category: "roofing",
  details: "Hail cracked the slate over the Quintessa sunroom",
  pros: "3",
  timeline: "within-month",
  ownership: "owner",
  consent: "on",
};
const ip = "198.51.100.77";
const userAgent = "QuintessaBrowser/9.9";
/** Every value the homeowner sent, also as stored (the phone in E.164), plus the request's IP and user agent. */
const personal = [
  submitted.fullName,
  "Zelda",
  "Quintessa",
  submitted.email,
  submitted.phone,
  "+12125552187",
  "555-2187",
  submitted.details,
  "slate over",
  ip,
  userAgent,
];

function quotePost(): Request {
  return new Request(`${ORIGIN}/get-quotes`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "user-agent": userAgent, origin: ORIGIN, referer: `${ORIGIN}/get-quotes` },
    body: new URLSearchParams(submitted).toString(),
  });
}

type Answer = { status: number; body: unknown; text: string };
async function answerOf(value: unknown): Promise<Answer> {
  if (value instanceof Response) {
    const text = await value.text();
    return { status: value.status, body: text, text };
  }
  if (isDataResult(value)) return { status: value.init?.status ?? 200, body: value.data, text: JSON.stringify(value.data) };
  return { status: 200, body: value, text: JSON.stringify(value) };
}

/** Runs the /get-quotes action as React Router would, with what was written to stdout and stderr meanwhile. */
async function postQuote(): Promise<{ answer: Answer; log: string }> {
  const written: string[] = [];
  const capture = (chunk: unknown) => (written.push(typeof chunk === "string" ? chunk : Buffer.from(chunk as Uint8Array).toString()), true);
  const out = vi.spyOn(process.stdout, "write").mockImplementation(capture);
  const err = vi.spyOn(process.stderr, "write").mockImplementation(capture);
  const errorConsole = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void written.push(args.map(String).join(" ")));
  try {
    const { action } = await import("~/routes/get-quotes");
    const request = quotePost();
    const args = { request, params: {}, context: createLoadContext({ nonce: "n", ip }), unstable_pattern: "/get-quotes" };
    // A thrown Response or data() is an answer; anything else thrown would be React Router's 500 page.
    const answer = await action(args as never).then(answerOf, (thrown: unknown) =>
      thrown instanceof Response || isDataResult(thrown) ? answerOf(thrown) : { status: 500, body: "uncaught", text: String(thrown) },
    );
    return { answer, log: written.join("") };
  } finally {
    out.mockRestore();
    err.mockRestore();
    errorConsole.mockRestore();
  }
}

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe.each(testEngines())("a failed insert on %s", (engine) => {
  const t = useTestDatabase(engine);
  beforeAll(() => serveDatabase(t.handle));
  afterAll(() => forgetDatabase());
  afterEach(async () => {
    await t.db.execute(sql.raw(`drop trigger if exists fail_insert on quote_requests`));
    await t.db.execute(sql.raw(`drop function if exists fail_insert()`));
  });

  /** Makes every insert into quote_requests fail with this PL/pgSQL `raise` (NEW is the row with the homeowner's data). */
  async function failInserts(raise: string) {
    await t.db.execute(sql.raw(`create function fail_insert() returns trigger language plpgsql as $$ begin ${raise}; return new; end $$`));
    await t.db.execute(sql.raw(`create trigger fail_insert before insert on quote_requests for each row execute function fail_insert()`));
  }

  it("disk full: logs SQLSTATE 53100, the reason and the statement, none of the submitted values; the homeowner gets the generic message", async () => {
    // As PostgreSQL reports a full disk; the detail carries row values, as a unique violation's does.
    await failInserts(
      `raise exception using errcode = 'disk_full', message = 'could not extend file "base/16384/24576": No space left on device', detail = 'Failing row contains (' || new.full_name || ', ' || new.email || ', ' || new.phone || ').'`,
    );
    const before = await countRows(t.db);
    const { answer, log } = await postQuote();

    expect(answer.status).toBe(500);
    expect(answer.body).toMatchObject({ ok: false, formError: UNEXPECTED_MESSAGE });
    expect(answer.text).not.toMatch(/No space left|53100|insert into|at .*\.ts:\d+/);
    expect(await countRows(t.db)).toEqual(before);

    const line = log.split("\n").find((l) => l.includes('"form action failed"'));
    expect(line).toBeDefined();
    expect(JSON.parse(line!)).toMatchObject({
      level: "error",
      form: "quote-request",
      error: {
        name: "DrizzleQueryError",
        code: "53100",
        message: expect.stringContaining("No space left on device"),
        statement: 'insert into "quote_requests"',
      },
    });
    expect(personal.filter((value) => log.includes(value))).toEqual([]);
    expect(log).not.toContain("Failing row");
  });

  it("a driver message that quotes a value: logged without it", async () => {
    await failInserts(`raise exception using errcode = 'invalid_text_representation', message = format('invalid input syntax for type uuid: "%s"', new.email)`);
    const { answer, log } = await postQuote();

    expect(answer.status).toBe(500);
    const line = JSON.parse(log.split("\n").find((l) => l.includes('"form action failed"'))!) as { error: Record<string, unknown> };
    expect(line.error).toMatchObject({ code: "22P02", message: 'invalid input syntax for type uuid: "…"', statement: 'insert into "quote_requests"' });
    expect(personal.filter((value) => log.includes(value))).toEqual([]);
  });
});
