import { eq, sql } from "drizzle-orm";
import { users } from "~/db/schema";
import { hashPassword, verifyPassword } from "~/lib/auth/password.server";
import { hitRateLimit } from "~/lib/rate-limit.server";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { INVALID_CREDENTIALS_MESSAGE, TOO_MANY_ATTEMPTS_MESSAGE } from "./errors";
import { createSession, type SessionUser } from "./sessions.server";

export const MAX_FAILED_LOGINS = 10;
export const LOCKOUT_MS = 15 * 60 * 1000;
const WINDOW_SECONDS = 15 * 60;
/** Attempts per account per window, whatever the IP (slows a distributed guess). */
const PER_ACCOUNT_MAX = 20;

let dummyHash: Promise<string> | undefined;

export type SignInResult =
  | { ok: true; user: SessionUser; setCookie: string }
  | { ok: false; status: 401 | 429; error: string; retryAfterSeconds?: number };

/**
 * Check the credentials and open a new session (a new id at every login, so
 * a planted cookie is never promoted). Unknown e-mail, wrong password,
 * locked account and an invited user without a password all answer the same
 * 'Invalid email or password', after the same scrypt work. Ten failures in a
 * row lock the account for 15 minutes; attempts are also rate-limited per IP
 * and per account in the database (so across processes).
 */
export async function signIn(ctx: DomainContext, input: { email: string; password: string; ip: string | null | undefined }): Promise<SignInResult> {
  const now = nowOf(ctx);
  const email = input.email.trim().toLowerCase();
  const window = { windowSeconds: WINDOW_SECONDS };
  const byIp = await hitRateLimit(ctx.db, `login-ip:${input.ip ?? "unknown"}`, { ...window, max: ctx.env.RATE_LIMIT_LOGIN_MAX }, now);
  const byAccount = await hitRateLimit(ctx.db, `login-account:${email}`, { ...window, max: PER_ACCOUNT_MAX }, now);
  if (!byIp.allowed || !byAccount.allowed) {
    return { ok: false, status: 429, error: TOO_MANY_ATTEMPTS_MESSAGE, retryAfterSeconds: Math.max(byIp.retryAfterSeconds, byAccount.retryAfterSeconds) };
  }
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
  if (!user || !user.passwordHash) {
    dummyHash ??= hashPassword("timing-equalizer-not-a-password");
    await verifyPassword(input.password, await dummyHash);
    return { ok: false, status: 401, error: INVALID_CREDENTIALS_MESSAGE };
  }
  const locked = user.lockedUntil !== null && user.lockedUntil > now;
  const valid = await verifyPassword(input.password, user.passwordHash);
  if (locked) return { ok: false, status: 401, error: INVALID_CREDENTIALS_MESSAGE };
  if (!valid) {
    // One atomic update, so concurrent failures all count.
    const nowIso = now.toISOString();
    const lockExpired = sql`(${users.lockedUntil} is not null and ${users.lockedUntil} <= ${nowIso}::timestamptz)`;
    await ctx.db
      .update(users)
      .set({
        // After a lockout ends, counting starts again from this failure.
        failedLogins: sql`case when ${lockExpired} then 1 else ${users.failedLogins} + 1 end`,
        lockedUntil: sql`case when ${lockExpired} then null when ${users.failedLogins} + 1 >= ${MAX_FAILED_LOGINS} then ${new Date(now.getTime() + LOCKOUT_MS).toISOString()}::timestamptz else ${users.lockedUntil} end`,
      })
      .where(eq(users.id, user.id));
    return { ok: false, status: 401, error: INVALID_CREDENTIALS_MESSAGE };
  }
  const setCookie = await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ failedLogins: 0, lockedUntil: null }).where(eq(users.id, user.id));
    return createSession(tx, ctx, user.id);
  });
  return { ok: true, user: { id: user.id, email: user.email, role: user.role, contractorId: user.contractorId }, setCookie };
}
