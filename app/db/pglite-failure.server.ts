/**
 * Notice when the embedded database can no longer be trusted, and stop using it.
 *
 * PGlite is Postgres in this process with no postmaster to restart it. After
 * some write failures (a full disk while the WAL grows, an fsync error, a WASM
 * abort) every later query hangs or fails until the process restarts, while
 * prerendered pages still answer 200. So the first such error marks the
 * instance failed: later calls reject at once, and the process exits non-zero
 * for its supervisor to restart it (Postgres then recovers from its WAL).
 */
import { pgErrorOf } from "~/db/pg-errors.server";
import { logger } from "~/logging/logger.server";

export class DatabaseUnusableError extends Error {
  constructor(cause: unknown) {
    super("The embedded database failed a write and stopped serving queries until the server restarts.", { cause });
    this.name = "DatabaseUnusableError";
  }
}

/**
 * SQLSTATE classes that mean the instance itself is in trouble, not the query:
 * 53 insufficient resources (disk full, out of memory), 58 system error (I/O),
 * XX internal error (data corrupted, PANIC). Errors with no SQLSTATE that come
 * from the WASM runtime or its file system (RuntimeError: Aborted, ErrnoError)
 * mean the same.
 */
export function isFatalPgliteError(error: unknown): boolean {
  const code = pgErrorOf(error)?.code;
  if (code) return /^(53|58|XX)/.test(code);
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === "object"; depth++) {
    const name = (current as { name?: unknown }).name;
    if (name === "RuntimeError" || name === "ErrnoError") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

type Guardable = {
  execProtocol(...args: never[]): Promise<unknown>;
  execProtocolStream(...args: never[]): Promise<unknown>;
};

/**
 * Wrap the two calls every PGlite query passes through (query, exec,
 * transaction and listen use them; so do drizzle and pg-boss), so the first
 * fatal error calls onFatal once and every later call rejects with
 * DatabaseUnusableError instead of hanging on a broken instance.
 */
export function guardPgliteClient(client: Guardable, onFatal: (error: unknown) => void): { readonly failed: unknown } {
  const state: { failed: unknown } = { failed: undefined };
  for (const method of ["execProtocol", "execProtocolStream"] as const) {
    const original = (client[method] as (...args: unknown[]) => Promise<unknown>).bind(client);
    const guarded = async (...args: unknown[]) => {
      if (state.failed !== undefined) throw new DatabaseUnusableError(state.failed);
      try {
        return await original(...args);
      } catch (error) {
        if (state.failed === undefined && isFatalPgliteError(error)) {
          state.failed = error;
          onFatal(error);
        }
        throw error;
      }
    };
    Object.defineProperty(client, method, { value: guarded, configurable: true, writable: true });
  }
  return state;
}

/** Exit status for "restart me": EX_SOFTWARE-like, distinct from a bad configuration's 1. */
export const DATABASE_FAILED_EXIT_CODE = 70;

/**
 * The default reaction on a server: log, then exit non-zero. The short grace
 * lets requests already failing run their clean-up (an upload's files are
 * deleted when its row could not be written) before the process goes.
 */
export function exitForRestart(error: unknown): void {
  logger.error("embedded database unusable after a failed write; exiting so the supervisor restarts the server", {
    code: pgErrorOf(error)?.code,
    error: error instanceof Error ? error.message : String(error),
  });
  process.exitCode = DATABASE_FAILED_EXIT_CODE;
  setTimeout(() => process.exit(DATABASE_FAILED_EXIT_CODE), 1000);
}
