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

export function databaseErrorFields(error: unknown): DatabaseErrorFields {
  if (error instanceof DrizzleQueryError && !(error.cause instanceof Error)) return { error: "DrizzleQueryError" };
  const cause = error instanceof DrizzleQueryError ? error.cause : error;
  if (!(cause instanceof Error)) return { error: typeof cause };
  const raw = (cause as { code?: unknown }).code;
  const code = typeof raw === "string" ? raw : undefined;
  const fromServer = code !== undefined && !SOCKET_CODE.test(code) && SQLSTATE.test(code);
  if (fromServer && !CONNECTION_SQLSTATE.test(code)) return { code, error: cause.name };
  return { code, message: cause.message };
}
