import { and, eq, gt, lt, sql } from "drizzle-orm";
import { signInChallenges, users } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import { hashToken, newToken } from "~/lib/auth/tokens.server";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { TOO_MANY_ATTEMPTS_MESSAGE } from "./errors";
import { rememberDevice } from "./known-devices.server";
import { createSession } from "./sessions.server";
import { claimAttempt, clearClientFailures, countTowardAccountLock, releaseAttempt } from "./sign-in-throttle.server";
import type { SignInResult } from "./sign-in.server";
import type { IssuedToken } from "./issued-token";
import { useSecondFactor } from "./use-second-factor.server";

/** Wrong codes one challenge takes before the password is asked again. */
export const CHALLENGE_MAX_FAILURES = 5;
export const WRONG_CODE_MESSAGE = "This code is not right. Try the newest code from your app, or a recovery code.";
export const CHALLENGE_GONE_MESSAGE = "Please sign in again.";
/** How long the code may take after the password: five minutes. */
export const CHALLENGE_TTL_SECONDS = 5 * 60;

/** After a right password: a challenge instead of a session; returns its token for the browser (`thp_2fa`). */
export async function startChallenge(db: Executor, ctx: Pick<DomainContext, "now">, userId: string): Promise<IssuedToken> {
  const now = nowOf(ctx);
  const { token, hash } = newToken();
  await db.insert(signInChallenges).values({ id: hash, userId, expiresAt: new Date(now.getTime() + CHALLENGE_TTL_SECONDS * 1000), createdAt: now });
  return { token, maxAgeSeconds: CHALLENGE_TTL_SECONDS };
}

export type ChallengeInput = { challengeToken: string | undefined; code: string; ip: string | null | undefined; deviceToken?: string };

/**
 * The second step: a TOTP code (not one used before) or an unused recovery
 * code (used up here). Throttled like passwords (decision 0011): wrong codes
 * count as failed sign-ins of the same e-mail and client, so the growing wait
 * and the account lock apply; and a challenge dies after 5 wrong codes.
 * Both limits are claimed, each by one atomic statement, before the code is
 * checked: however many answers arrive at once, at most 5 are ever checked.
 */
export async function answerChallenge(ctx: DomainContext, input: ChallengeInput): Promise<SignInResult> {
  const now = nowOf(ctx);
  const gone = { ok: false, status: 401, error: CHALLENGE_GONE_MESSAGE, restart: true } as const;
  if (!input.challengeToken) return gone;
  const id = hashToken(input.challengeToken);
  const [row] = await ctx.db
    .select({
      userId: signInChallenges.userId,
      email: users.email,
      role: users.role,
      contractorId: users.contractorId,
      secret: users.totpSecret,
      lastStep: users.totpLastStep,
    })
    .from(signInChallenges)
    .innerJoin(users, eq(users.id, signInChallenges.userId))
    .where(and(eq(signInChallenges.id, id), gt(signInChallenges.expiresAt, now)));
  if (!row?.secret) return gone;
  const client = `ip:${input.ip ?? "unknown"}`;
  const throttle = await claimAttempt(ctx.db, row.email, client, now);
  if (!throttle.allowed) return { ok: false, status: 429, error: TOO_MANY_ATTEMPTS_MESSAGE, retryAfterSeconds: throttle.retryAfterSeconds };
  // One of the challenge's attempts, taken in one statement: none is left once 5 were taken, whoever read what before.
  const [taken] = await ctx.db
    .update(signInChallenges)
    .set({ failures: sql`${signInChallenges.failures} + 1` })
    .where(and(eq(signInChallenges.id, id), gt(signInChallenges.expiresAt, now), lt(signInChallenges.failures, CHALLENGE_MAX_FAILURES)))
    .returning({ failures: signInChallenges.failures });
  if (!taken) {
    // Spent by other answers meanwhile: nothing was checked, so the client's claim goes back.
    await releaseAttempt(ctx.db, row.email, client, throttle);
    return gone;
  }

  // A TOTP step later than the last one used, or an unused recovery code (one shared check with "Confirm it's you").
  const ok = await useSecondFactor(ctx.db, { id: row.userId, totpSecret: row.secret, totpLastStep: row.lastStep }, input.code.trim(), now);
  if (!ok) {
    await countTowardAccountLock(ctx.db, row.email, throttle, now);
    if (taken.failures >= CHALLENGE_MAX_FAILURES) {
      await ctx.db.delete(signInChallenges).where(eq(signInChallenges.id, id));
      return gone;
    }
    return { ok: false, status: 401, error: WRONG_CODE_MESSAGE };
  }
  return ctx.db.transaction(async (tx) => {
    await tx.delete(signInChallenges).where(eq(signInChallenges.id, id));
    await clearClientFailures(tx, row.email, client);
    const session = await createSession(tx, ctx, row.userId);
    const device = await rememberDevice(tx, row.userId, input.deviceToken, now);
    return { ok: true, user: { id: row.userId, email: row.email, role: row.role, contractorId: row.contractorId }, session, device } as const;
  });
}
