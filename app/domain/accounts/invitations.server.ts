import { eq } from "drizzle-orm";
import { users } from "~/db/schema";
import type { Env } from "~/env.server";
import type { Executor } from "~/db/types.server";
import { assertPasswordPolicy, hashPassword } from "~/lib/auth/password.server";
import { sendEmail } from "~/domain/outbox/queue-email.server";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { DomainError } from "../shared/errors";
import { INVALID_TOKEN_MESSAGE } from "./errors";
import { consumeToken, issueToken } from "./one-time-tokens.server";
import { createSession, endAllSessions } from "./sessions.server";
import { clearAccountFailures } from "./sign-in-throttle.server";
import type { IssuedToken } from "./issued-token";

/**
 * Send the user an invitation link (PUBLIC_URL/invite/<token>, valid 7 days)
 * in the caller's transaction; a new invitation voids the previous one.
 */
export async function issueInvitation(
  tx: Executor,
  env: Pick<Env, "PUBLIC_URL" | "SMTP_URL">,
  userId: string,
  now: Date = new Date(),
): Promise<{ token: string }> {
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) throw new DomainError("not_found", "This account could not be found.");
  const token = await issueToken(tx, userId, "invitation", now);
  const link = `${env.PUBLIC_URL}/invite/${token}`;
  await sendEmail(
    tx,
    env,
    {
      kind: "account.invitation",
      to: user.email,
      subject: "Your Trusted Home Pros contractor account is ready",
      text: `Welcome to Trusted Home Pros!\n\nYour application was approved. Set your password to open your contractor dashboard:\n\n${link}\n\nThe link works once and expires in 7 days.`,
    },
    now,
  );
  return { token };
}

/** Set the first password from an invitation link and sign in. */
export async function acceptInvitation(ctx: DomainContext, token: string, password: string): Promise<{ userId: string; session: IssuedToken }> {
  return setPasswordWithToken(ctx, token, password, "invitation");
}

export async function setPasswordWithToken(
  ctx: DomainContext,
  token: string,
  password: string,
  purpose: "invitation" | "password-reset",
): Promise<{ userId: string; session: IssuedToken }> {
  const now = nowOf(ctx);
  // Check the policy before using up the token, so a weak password does not burn the link.
  assertPasswordPolicy(password);
  const passwordHash = await hashPassword(password);
  return ctx.db.transaction(async (tx) => {
    const userId = await consumeToken(tx, token, purpose, now);
    if (!userId) throw new DomainError("invalid_token", INVALID_TOKEN_MESSAGE);
    const [user] = await tx.update(users).set({ passwordHash }).where(eq(users.id, userId)).returning({ email: users.email });
    // Failed guesses were at the old password: the throttles and a new-device lock of this account end.
    if (user) await clearAccountFailures(tx, user.email);
    await endAllSessions(tx, userId);
    return { userId, session: await createSession(tx, ctx, userId) };
  });
}
