/**
 * Structured one-line JSON logs. Callers pass only non-personal fields (ids,
 * paths, counts); never names, e-mails, phones or addresses.
 *
 * An Error given as a field is logged through errorFields(): a database
 * error's message lists the query's parameters (personal data), so no
 * error's own message, detail or raw stack reaches the log.
 */
import { errorFields } from "./log-error.server";
import { currentRequestId } from "./request-id.server";

type Level = "debug" | "info" | "warn" | "error";
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

function threshold(): number {
  const level = process.env.LOG_LEVEL as Level | undefined;
  return order[level ?? "info"] ?? order.info;
}

/** Any Error, and whatever is passed as `error` (a thrown value may be anything), goes through errorFields(). */
function safe(fields: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!fields) return undefined;
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, value instanceof Error || (key === "error" && value !== undefined) ? errorFields(value) : value]),
  );
}

function write(level: Level, msg: string, fields?: Record<string, unknown>) {
  if (order[level] < threshold()) return;
  // The request (or the job a request queued) this line belongs to, so one request's lines can be found together.
  const requestId = currentRequestId();
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...(requestId ? { requestId } : {}), ...safe(fields) });
  if (level === "error" || level === "warn") process.stderr.write(`${line}\n`);
  else process.stdout.write(`${line}\n`);
}

export const logger = {
  debug: (msg: string, fields?: Record<string, unknown>) => write("debug", msg, fields),
  info: (msg: string, fields?: Record<string, unknown>) => write("info", msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => write("warn", msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => write("error", msg, fields),
};
