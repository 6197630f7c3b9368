import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { databaseErrorFields } from "./database-error-fields.server";

/** A server error as pg reports it: a message, and the SQLSTATE as `code`. */
function serverError(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

describe("databaseErrorFields", () => {
  it("keeps a failed query's SQLSTATE but neither its parameters nor the server's message", () => {
    const cause = serverError('invalid input syntax for type uuid: "jane@example.com"', "22P02");
    const error = new DrizzleQueryError("insert into quote_requests (email) values ($1)", ["jane@example.com"], cause);
    expect(databaseErrorFields(error)).toEqual({ code: "22P02", error: "Error" });
    expect(JSON.stringify(databaseErrorFields(error))).not.toContain("jane");
  });

  it("keeps nothing of a query error without a cause (its message lists the parameters)", () => {
    expect(databaseErrorFields(new DrizzleQueryError("select $1", ["(212) 555-1000"]))).toEqual({ error: "DrizzleQueryError" });
  });

  it("keeps the code and message of connection errors", () => {
    expect(databaseErrorFields(serverError("terminating connection due to administrator command", "57P01"))).toEqual({
      code: "57P01",
      message: "terminating connection due to administrator command",
    });
    expect(databaseErrorFields(serverError("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"))).toEqual({ code: "ECONNREFUSED", message: "connect ECONNREFUSED 127.0.0.1:5432" });
    expect(databaseErrorFields(new DrizzleQueryError("select 1", [], new Error("Connection terminated unexpectedly")))).toEqual({
      code: undefined,
      message: "Connection terminated unexpectedly",
    });
  });

  it("reads pg-boss's copies of errors the same way", () => {
    const failed = new DrizzleQueryError("select $1", ["jane@example.com"], serverError("deadlock detected", "40P01"));
    expect(databaseErrorFields({ ...failed, message: failed.message, queue: "leads-auto-buy" })).toEqual({ code: "40P01", error: "Error" });
    expect(databaseErrorFields({ message: "Connection terminated unexpectedly", queue: "email-deliver" })).toEqual({ code: undefined, message: "Connection terminated unexpectedly" });
  });
});
