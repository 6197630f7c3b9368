/**
 * Sign-in throttling (decision 0011). Failures are counted per (e-mail,
 * client), never per account alone, so nobody can lock someone else out:
 * a client that keeps failing for an e-mail waits longer and longer (1 s,
 * 2 s, 4 s … 15 min) and no other client notices. Across all clients, only
 * each client's first few failures count toward the account-wide lock, which
 * therefore needs many clients (a distributed attack); it shuts out new
 * devices only, and mails the owner an unlock link.
 * Keys are the e-mail as typed, whether or not an account has it, so an
 * unknown e-mail answers exactly like a known one; both the e-mail and the
 * client are stored as keyed hashes (lib/limit-keys), so the table names
 * nobody and holds no address.
 */
import { and, eq, lt, or, sql, type SQL } from "drizzle-orm";
import { signInThrottles } from "~/db/schema";
import { rowsOf, type Executor } from "~/db/types.server";
import { limitKey } from "~/lib/limit-keys.server";

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

/** The stored e-mail and client of a counter; the account-wide `*` stays as it is. */
const emailKey = (db: Executor, email: string) => limitKey(db, `sign-in-email:${email}`);
const clientKey = async (db: Executor, client: string) => (client === ACCOUNT ? ACCOUNT : limitKey(db, `sign-in-client:${client}`));

/** A claimed attempt (see claimAttempt): what releaseAttempt needs to give it back. */
export type AttemptClaim = { allowed: true; failures: number; blockedUntil: Date | null; accountLocked: boolean };
export type AttemptRefused = { allowed: false; retryAfterSeconds: number };

/** A time the statement returned as epoch milliseconds (a number or numeric text, by driver). */
const msOrNull = (value: unknown): Date | null => (value === null || value === undefined ? null : new Date(Math.round(Number(value))));

/**
 * Claim one attempt of this client for this e-mail, BEFORE its password or
 * code is checked: one atomic upsert counts it as a failure, unless the client
 * must wait, in which case nothing is counted and it gets the wait (429).
 * Concurrent attempts in any process therefore each see the count the others
 * left: 150 at once are checked exactly as many times as a client is allowed,
 * never as many as had read the counter before anyone wrote it. A right
 * answer then clears the counter (clearClientFailures) or gives its claim
 * back (releaseAttempt); a wrong one keeps it and may count toward the
 * account-wide lock (countTowardAccountLock).
 */
export async function claimAttempt(db: Executor, typedEmail: string, typedClient: string, now: Date): Promise<AttemptClaim | AttemptRefused> {
  const [email, client] = [await emailKey(db, typedEmail), await clientKey(db, typedClient)];
  const nowIso = now.toISOString();
  const cutoff = new Date(now.getTime() - FORGET_AFTER_MS).toISOString();
  const fresh = sql`case when sign_in_throttles.last_failure_at < ${cutoff}::timestamptz then 1 else sign_in_throttles.failures + 1 end`;
  // The delay doubles with each failure past the free ones: 1 s, 2 s, 4 s … capped.
  const delay = (failures: SQL) =>
    sql`case when ${failures} >= ${CLIENT_FREE_FAILURES}::int then ${nowIso}::timestamptz + make_interval(secs => least(power(2, ${failures} - ${CLIENT_FREE_FAILURES}::int), ${CLIENT_MAX_DELAY_SECONDS}::int)) end`;
  const claimed = await db.execute(sql`
    insert into sign_in_throttles (email, client, failures, last_failure_at, blocked_until)
    values (${email}, ${client}, 1, ${nowIso}::timestamptz, ${delay(sql`1`)})
    on conflict (email, client) do update set
      failures = ${fresh},
      last_failure_at = excluded.last_failure_at,
      blocked_until = ${delay(fresh)}
    where sign_in_throttles.blocked_until is null or sign_in_throttles.blocked_until <= ${nowIso}::timestamptz
    returning failures, extract(epoch from blocked_until) * 1000 as blocked_ms,
      (select extract(epoch from account.blocked_until) * 1000 from sign_in_throttles account where account.email = ${email} and account.client = ${ACCOUNT}) as account_blocked_ms`);
  const [row] = rowsOf<{ failures: number; blocked_ms: unknown; account_blocked_ms: unknown }>(claimed);
  if (row) {
    const accountUntil = msOrNull(row.account_blocked_ms);
    return {
      allowed: true,
      failures: Number(row.failures),
      blockedUntil: msOrNull(row.blocked_ms),
      accountLocked: accountUntil !== null && accountUntil > now,
    };
  }
  // Nothing counted: the client is waiting. (Its row may be gone by now, after a success elsewhere: wait a second.)
  const [waiting] = await db
    .select({ blockedUntil: signInThrottles.blockedUntil })
    .from(signInThrottles)
    .where(and(eq(signInThrottles.email, email), eq(signInThrottles.client, client)));
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(((waiting?.blockedUntil?.getTime() ?? 0) - now.getTime()) / 1000)) };
}

/**
 * Give back a claim whose answer was right but is not a sign-in yet (the
 * password of an account with two-factor sign-in: its code is still to come,
 * so the counter is not cleared). The wait the claim set, if nobody has
 * changed it since, goes too: the client was not waiting when it claimed.
 */
export async function releaseAttempt(db: Executor, typedEmail: string, typedClient: string, claim: AttemptClaim): Promise<void> {
  const [email, client] = [await emailKey(db, typedEmail), await clientKey(db, typedClient)];
  const set = claim.blockedUntil?.toISOString() ?? null;
  await db.execute(sql`
    update sign_in_throttles set
      failures = greatest(failures - 1, 0),
      blocked_until = case when blocked_until is not distinct from ${set}::timestamptz then null else blocked_until end
    where email = ${email} and client = ${client}`);
}

/**
 * A claimed attempt turned out wrong: count it toward the account-wide lock,
 * once per failure and only for each client's first CLIENT_FREE_FAILURES.
 * Returns true exactly once per lock: for the failure that locks the account.
 */
export async function countTowardAccountLock(db: Executor, typedEmail: string, claim: AttemptClaim, now: Date): Promise<{ accountJustLocked: boolean }> {
  // A client that is already being slowed down adds nothing more: one client alone never locks the account.
  if (claim.failures > CLIENT_FREE_FAILURES) return { accountJustLocked: false };
  const email = await emailKey(db, typedEmail);
  const nowIso = now.toISOString();
  const cutoff = new Date(now.getTime() - FORGET_AFTER_MS).toISOString();

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
  await db.delete(signInThrottles).where(and(eq(signInThrottles.email, await emailKey(db, email)), eq(signInThrottles.client, await clientKey(db, client))));
}

/** A new password: every counter and the lock of this e-mail go (guesses at the old password are moot). */
export async function clearAccountFailures(db: Executor, email: string): Promise<void> {
  await db.delete(signInThrottles).where(eq(signInThrottles.email, await emailKey(db, email)));
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
