import { DrizzleQueryError } from "drizzle-orm/errors";

/**
 * What may be logged about an error that may come from the database.
 * Drizzle's query errors carry the statement's parameters in their message (a
 * homeowner's name, e-mail and phone), and server errors can quote input
 * values ('invalid input syntax for type uuid: "…"'), so of those only the
 * SQLSTATE is kept. Connection errors keep their message (it is about the
 * connection, never the data), as do errors that are not the server's.
 */
export type DatabaseErrorFields = { code?: string; message?: string; error?: string };

/** Node's socket error codes (ECONNREFUSED, ECONNRESET, …): no SQLSTATE class starts with E. */
const SOCKET_CODE = /^E[A-Z_]+$/;
/** A SQLSTATE: five digits or capitals. */
const SQLSTATE = /^[0-9A-Z]{5}$/;
/** SQLSTATEs of a lost or refused connection: class 08, admin/crash shutdown, starting up, too many connections. */
const CONNECTION_SQLSTATE = /^(08...|57P0[1-4]|53300)$/;

type ErrorLike = { name?: unknown; message: string; code?: unknown; cause?: unknown };

/** An Error, or a copy of one: pg-boss emits worker failures as `{ ...error, message, stack }`. */
function isErrorLike(value: unknown): value is ErrorLike {
  return typeof value === "object" && value !== null && typeof (value as { message?: unknown }).message === "string";
}

/** drizzle's failed query, or a copy of one (its `params` are copied along). */
const isQueryError = (error: ErrorLike) => error instanceof DrizzleQueryError || "params" in error;

export function databaseErrorFields(error: unknown): DatabaseErrorFields {
  if (!isErrorLike(error)) return { error: typeof error };
  if (isQueryError(error)) return isErrorLike(error.cause) && !isQueryError(error.cause) ? databaseErrorFields(error.cause) : { error: "DrizzleQueryError" };
  const code = typeof error.code === "string" ? error.code : undefined;
  const fromServer = code !== undefined && !SOCKET_CODE.test(code) && SQLSTATE.test(code);
  if (fromServer && !CONNECTION_SQLSTATE.test(code)) return { code, error: typeof error.name === "string" ? error.name : "Error" };
  return { code, message: error.message };
}
