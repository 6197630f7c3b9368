/**
 * Sign-in throttling (decision 0011). Failures are counted per (e-mail,
 * client), never per account alone, so nobody can lock someone else out:
 * a client that keeps failing for an e-mail waits longer and longer (1 s,
 * 2 s, 4 s … 15 min) and no other client notices. Across all clients, only
 * each client's first few failures count toward the account-wide lock, which
 * therefore needs many clients (a distributed attack); it shuts out new
 * devices only, and mails the owner an unlock link.
 * Keys are the e-mail as typed, whether or not an account has it, so an
 * unknown e-mail answers exactly like a known one.
 */
import { and, eq, lt, or, sql, type SQL } from "drizzle-orm";
import { signInThrottles } from "~/db/schema";
import { rowsOf, type Executor } from "~/db/types.server";

/** Failures a client may make for one e-mail before each further one makes it wait. */
export const CLIENT_FREE_FAILURES = 5;
/** The longest wait, in seconds (NIST 800-63B 5.2.2 allows any delay; 15 minutes keeps it humane). */
export const CLIENT_MAX_DELAY_SECONDS = 15 * 60;
/** Failures (each client's first CLIENT_FREE_FAILURES only) that lock the account against new devices. */
export const ACCOUNT_LOCK_FAILURES = 50;
export const ACCOUNT_LOCK_MS = 24 * 3600 * 1000;
/** A counter with no failure for this long starts again from zero. */
export const FORGET_AFTER_MS = 24 * 3600 * 1000;

const ACCOUNT = "*";

export type ThrottleState = { retryAfterSeconds?: number; accountLocked: boolean };

/** Whether this client must wait (seconds), and whether the account is locked against new devices. */
export async function readThrottle(db: Executor, email: string, client: string, now: Date): Promise<ThrottleState> {
  const rows = await db
    .select({ client: signInThrottles.client, blockedUntil: signInThrottles.blockedUntil })
    .from(signInThrottles)
    .where(and(eq(signInThrottles.email, email), or(eq(signInThrottles.client, client), eq(signInThrottles.client, ACCOUNT))));
  const until = (which: string) => rows.find((r) => r.client === which)?.blockedUntil?.getTime() ?? 0;
  const wait = until(client) - now.getTime();
  return { accountLocked: until(ACCOUNT) > now.getTime(), ...(wait > 0 ? { retryAfterSeconds: Math.ceil(wait / 1000) } : {}) };
}

/**
 * Count one failure of this client for this e-mail (one atomic upsert per
 * counter, so concurrent failures in any process each count). Returns true
 * exactly once per lock: for the failure that locks the account.
 */
export async function recordFailure(db: Executor, email: string, client: string, now: Date): Promise<{ accountJustLocked: boolean }> {
  const nowIso = now.toISOString();
  const cutoff = new Date(now.getTime() - FORGET_AFTER_MS).toISOString();
  const fresh = sql`case when sign_in_throttles.last_failure_at < ${cutoff}::timestamptz then 1 else sign_in_throttles.failures + 1 end`;
  // The delay doubles with each failure past the free ones: 1 s, 2 s, 4 s … capped.
  const delay = (failures: SQL) =>
    sql`case when ${failures} >= ${CLIENT_FREE_FAILURES}::int then ${nowIso}::timestamptz + make_interval(secs => least(power(2, ${failures} - ${CLIENT_FREE_FAILURES}::int), ${CLIENT_MAX_DELAY_SECONDS}::int)) end`;
  const clientResult = await db.execute(sql`
    insert into sign_in_throttles (email, client, failures, last_failure_at, blocked_until)
    values (${email}, ${client}, 1, ${nowIso}::timestamptz, ${delay(sql`1`)})
    on conflict (email, client) do update set
      failures = ${fresh},
      last_failure_at = excluded.last_failure_at,
      blocked_until = ${delay(fresh)}
    returning failures`);
  const failures = Number(rowsOf<{ failures: number }>(clientResult)[0]?.failures ?? 0);
  // A client that is already being slowed down adds nothing more: one client alone never locks the account.
  if (failures > CLIENT_FREE_FAILURES) return { accountJustLocked: false };

  // The count restarts after a quiet day or once a lock has run out.
  const restart = sql`(sign_in_throttles.last_failure_at < ${cutoff}::timestamptz or (sign_in_throttles.blocked_until is not null and sign_in_throttles.blocked_until <= ${nowIso}::timestamptz))`;
  const lockUntil = new Date(now.getTime() + ACCOUNT_LOCK_MS).toISOString();
  const accountResult = await db.execute(sql`
    insert into sign_in_throttles (email, client, failures, last_failure_at, blocked_until)
    values (${email}, ${ACCOUNT}, 1, ${nowIso}::timestamptz, null)
    on conflict (email, client) do update set
      failures = case when ${restart} then 1 else sign_in_throttles.failures + 1 end,
      last_failure_at = excluded.last_failure_at,
      blocked_until = case
        when ${restart} then null
        when sign_in_throttles.blocked_until is not null then sign_in_throttles.blocked_until
        when sign_in_throttles.failures + 1 >= ${ACCOUNT_LOCK_FAILURES}::int then ${lockUntil}::timestamptz
        else null end
    returning failures`);
  const total = Number(rowsOf<{ failures: number }>(accountResult)[0]?.failures ?? 0);
  return { accountJustLocked: total === ACCOUNT_LOCK_FAILURES };
}

/** A successful sign-in: this client starts again from zero. */
export async function clearClientFailures(db: Executor, email: string, client: string): Promise<void> {
  await db.delete(signInThrottles).where(and(eq(signInThrottles.email, email), eq(signInThrottles.client, client)));
}

/** A new password: every counter and the lock of this e-mail go (guesses at the old password are moot). */
export async function clearAccountFailures(db: Executor, email: string): Promise<void> {
  await db.delete(signInThrottles).where(eq(signInThrottles.email, email));
}

/** Counters forgotten (no failure for a day) and not blocking anyone any more. */
export async function pruneSignInThrottles(db: Executor, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - FORGET_AFTER_MS);
  const deleted = await db
    .delete(signInThrottles)
    .where(and(lt(signInThrottles.lastFailureAt, cutoff), or(sql`${signInThrottles.blockedUntil} is null`, lt(signInThrottles.blockedUntil, now))))
    .returning({ email: signInThrottles.email });
  return deleted.length;
}
