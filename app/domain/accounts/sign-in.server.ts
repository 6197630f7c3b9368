import { eq } from "drizzle-orm";
import { users } from "~/db/schema";
import { hashPassword, verifyPassword } from "~/lib/auth/password.server";
import { hashToken } from "~/lib/auth/tokens.server";
import { hitRateLimit, refundRateLimit } from "~/lib/rate-limit.server";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { ACCOUNT_LOCKED_MESSAGE, INVALID_CREDENTIALS_MESSAGE, TOO_MANY_ATTEMPTS_MESSAGE } from "./errors";
import { isKnownDevice, rememberDevice } from "./known-devices.server";
import { sendUnlockEmail } from "./send-unlock-email.server";
import { createSession, type SessionUser } from "./sessions.server";
import { startChallenge } from "./sign-in-challenge.server";
import { claimAttempt, clearClientFailures, countTowardAccountLock, releaseAttempt } from "./sign-in-throttle.server";
import type { IssuedToken } from "./issued-token";

const IP_WINDOW = { windowSeconds: 15 * 60 };
export const CODE_NEEDED_MESSAGE = "Please enter the code from your authenticator app.";

let dummyHash: Promise<string> | undefined;

export type SignInInput = {
  email: string;
  password: string;
  ip: string | null | undefined;
  /** The browser's `thp_device` token, when it sent one. */
  deviceToken?: string;
};

export type SignInResult =
  /** Signed in: the new session's token and the browser's device token (kept or new), for the browser to keep. */
  | { ok: true; user: SessionUser; session: IssuedToken; device: IssuedToken }
  | { ok: false; status: 401 | 429; error: string; retryAfterSeconds?: number; restart?: true }
  /** The password was right and the account has two-factor sign-in: the code is asked next (sign-in-challenge.server.ts). */
  | { ok: false; status: 200; secondFactor: true; challenge: IssuedToken; error: string };

/**
 * Check the credentials and open a new session (a new id at every login, so
 * a planted cookie is never promoted). Throttling (decision 0011), all
 * counted in the database so it holds across processes, and none of it
 * counting successful sign-ins:
 * - per IP, RATE_LIMIT_LOGIN_MAX failed attempts per 15 minutes (any e-mail);
 * - per (e-mail, client), a growing wait after 5 failures, refused before the
 *   password is checked (each attempt is claimed first, atomically, and given
 *   back when it is right); other clients are not affected;
 * - per e-mail, a lock against new devices after a distributed attack, with
 *   one e-mail to the owner; known devices still sign in.
 * Unknown e-mail, wrong password and an invited user without a password all
 * answer the same 'Invalid email or password' after the same scrypt work,
 * and unknown e-mails are throttled and locked exactly like known ones.
 */
export async function signIn(ctx: DomainContext, input: SignInInput): Promise<SignInResult> {
  const now = nowOf(ctx);
  const email = input.email.trim().toLowerCase();
  const ipKey = `login-ip:${input.ip ?? "unknown"}`;
  const ipLimit = { ...IP_WINDOW, max: ctx.env.RATE_LIMIT_LOGIN_MAX };
  // Counted now (exact under concurrency), given back when the attempt succeeds.
  const byIp = await hitRateLimit(ctx.db, ipKey, ipLimit, now);
  if (!byIp.allowed) return { ok: false, status: 429, error: TOO_MANY_ATTEMPTS_MESSAGE, retryAfterSeconds: byIp.retryAfterSeconds };

  const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
  const known = user ? await isKnownDevice(ctx.db, user.id, input.deviceToken) : false;
  // A known device is its own client, so others behind the same address (an office, a carrier NAT) do not slow it down.
  const client = known && input.deviceToken ? `device:${hashToken(input.deviceToken)}` : `ip:${input.ip ?? "unknown"}`;
  // Claimed (counted as a failure) before the password is checked, so parallel guesses cannot all pass one read of the counter.
  const claim = await claimAttempt(ctx.db, email, client, now);
  if (!claim.allowed) return { ok: false, status: 429, error: TOO_MANY_ATTEMPTS_MESSAGE, retryAfterSeconds: claim.retryAfterSeconds };

  const valid = user?.passwordHash ? await verifyPassword(input.password, user.passwordHash) : await verifyDummy(input.password);
  const locked = claim.accountLocked && !known;
  if (!valid) {
    const { accountJustLocked } = await countTowardAccountLock(ctx.db, email, claim, now);
    if (accountJustLocked && user) await sendUnlockEmail(ctx.db, ctx.env, user, now);
    return { ok: false, status: 401, error: locked || accountJustLocked ? ACCOUNT_LOCKED_MESSAGE : INVALID_CREDENTIALS_MESSAGE };
  }
  // The same answer whether the password was right or not: a lock must not confirm a guess (the claim stays counted too).
  if (locked || !user) return { ok: false, status: 401, error: ACCOUNT_LOCKED_MESSAGE };

  await refundRateLimit(ctx.db, ipKey, IP_WINDOW, now);
  // No session yet: the client's failures are cleared only when the code is right too; this right password gives its claim back.
  if (user.totpEnabledAt) {
    await releaseAttempt(ctx.db, email, client, claim);
    return { ok: false, status: 200, secondFactor: true, challenge: await startChallenge(ctx.db, ctx, user.id), error: CODE_NEEDED_MESSAGE };
  }
  const { session, device } = await ctx.db.transaction(async (tx) => {
    await clearClientFailures(tx, email, client);
    return { session: await createSession(tx, ctx, user.id), device: await rememberDevice(tx, user.id, input.deviceToken, now) };
  });
  return { ok: true, user: { id: user.id, email: user.email, role: user.role, contractorId: user.contractorId }, session, device };
}

/** The same scrypt work as a real check, for an e-mail without a password. */
async function verifyDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword("timing-equalizer-not-a-password");
  await verifyPassword(password, await dummyHash);
  return false;
}
