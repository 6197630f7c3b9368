import { DrizzleQueryError } from "drizzle-orm/errors";
import { afterEach, describe, expect, it, vi } from "vitest";
import { errorFields, scrubMessage, statementName } from "./log-error.server";
import { logger } from "./logger.server";

const params = ["Zelda Quintessa", "zelda.q@example.org", "+12125552199", "203.0.113.7", "Leaky\n    at roof (attic.js:1:1)"];

/** A pg / PGlite DatabaseError as the drivers shape it. */
function pgError(message: string, fields: Record<string, string>) {
  return Object.assign(new Error(message), { name: "error", severity: "ERROR", ...fields });
}

describe("errorFields", () => {
  it("logs the cause, SQLSTATE and statement of a failed query, never its parameters or detail", () => {
    const cause = pgError("could not extend file: No space left on device", {
      code: "53100",
      detail: `Key (email)=(${params[1]}) already exists`,
      table: "quote_requests",
    });
    const error = new DrizzleQueryError('insert into "quote_requests" ("full_name", "email") values ($1, $2)', params, cause);
    const fields = errorFields(error);
    expect(fields).toMatchObject({
      name: "DrizzleQueryError",
      code: "53100",
      message: "could not extend file: No space left on device",
      statement: 'insert into "quote_requests"',
      table: "quote_requests",
    });
    expect(fields.stack?.length).toBeGreaterThan(0);
    const text = JSON.stringify(fields);
    for (const value of [...params, "Key (email)", "roof (attic.js"]) expect(text).not.toContain(value);
  });

  it("never uses a query wrapper's own message, even without a driver error under it", () => {
    const fields = errorFields(new DrizzleQueryError('update "leads" set "notes" = $1', params, undefined));
    expect(fields.message).toBe("query failed");
    expect(fields.statement).toBe('update "leads"');
    expect(JSON.stringify(fields)).not.toContain("Zelda");
  });

  it("keeps Node's system error code of the cause (disk full, read-only)", () => {
    const cause = Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
    expect(errorFields(new Error("write failed", { cause }))).toMatchObject({ syscallCode: "ENOSPC", message: "ENOSPC: no space left on device, write" });
  });

  it("logs the kind of a thrown non-error, not its text", () => {
    expect(errorFields("zelda.q@example.org")).toEqual({ name: "string", message: "a string was thrown" });
  });
});

describe("scrubMessage", () => {
  it.each([
    ['invalid input syntax for type uuid: "zelda"', 'invalid input syntax for type uuid: "…"'],
    ['invalid input value for enum lead_status: "Zelda Quintessa"', 'invalid input value for enum lead_status: "…"'],
    ['duplicate key value violates unique constraint "users_email_unique"', 'duplicate key value violates unique constraint "users_email_unique"'],
    [
      'null value in column "email" of relation "quote_requests" violates not-null constraint',
      'null value in column "email" of relation "quote_requests" violates not-null constraint',
    ],
    ["Unexpected token 'Z', \"Zelda Quintessa\" is not valid JSON", "Unexpected token '…', \"…\" is not valid JSON"],
  ])("%s", (message, scrubbed) => {
    expect(scrubMessage(message)).toBe(scrubbed);
  });
});

describe("statementName", () => {
  it.each([
    ['insert into "quote_requests" ("a") values ($1)', 'insert into "quote_requests"'],
    ['update "leads" set "status" = $1 where "id" = $2', 'update "leads"'],
    ['delete from "sessions" where "id" = $1', 'delete from "sessions"'],
    ['select "id", "email" from "users" where "email" = $1', 'select … from "users"'],
    ["select pg_advisory_xact_lock($1::bigint)", "select"],
  ])("%s", (query, name) => {
    expect(statementName(query)).toBe(name);
  });
});

describe("logger", () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes any Error field through errorFields", () => {
    const written: string[] = [];
    vi.spyOn(process.stderr, "write").mockImplementation((chunk) => (written.push(String(chunk)), true));
    const error = new DrizzleQueryError(
      'insert into "quote_requests" values ($1)',
      params,
      pgError("permission denied for table quote_requests", { code: "42501" }),
    );
    logger.error("form action failed", { form: "quote-request", error, other: new Error(`bad ${params[1]}`, { cause: error }) });
    const line = JSON.parse(written.join("")) as Record<string, { code?: string; message?: string }>;
    expect(line.error).toMatchObject({ code: "42501", message: "permission denied for table quote_requests" });
    expect(line.other).toMatchObject({ code: "42501" });
    for (const value of params) expect(written.join("")).not.toContain(value.split("\n")[0]);
  });
});
