import { eq } from "drizzle-orm";
import { users } from "~/db/schema";
import { sendEmail } from "~/domain/outbox/queue-email.server";
import { hitRateLimit } from "~/lib/rate-limit.server";
import { signalOutbox } from "~/lib/wakeups/outbox-signal.server";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { setPasswordWithToken } from "./invitations.server";
import { issueToken } from "./one-time-tokens.server";
import type { IssuedToken } from "./issued-token";

export const PASSWORD_RESET_SENT_MESSAGE = "If an account exists for that e-mail, we have sent a link to reset the password.";

/**
 * Mail a reset link (valid 1 hour) when the account exists. The answer is
 * the same either way, so the form does not reveal who has an account;
 * at most 3 mails per address per hour.
 */
export async function requestPasswordReset(ctx: DomainContext, email: string): Promise<{ message: string }> {
  const now = nowOf(ctx);
  const address = email.trim().toLowerCase();
  const limit = await hitRateLimit(ctx.db, `password-reset:${address}`, { max: 3, windowSeconds: 3600 }, now);
  if (limit.allowed) {
    await ctx.db.transaction(async (tx) => {
      const [user] = await tx.select({ id: users.id, passwordHash: users.passwordHash }).from(users).where(eq(users.email, address));
      if (!user) return;
      const token = await issueToken(tx, user.id, "password-reset", now);
      const link = `${ctx.env.PUBLIC_URL}/reset-password/${token}`;
      await sendEmail(
        tx,
        ctx.env,
        {
          kind: "account.password-reset",
          to: address,
          subject: "Reset your Trusted Home Pros password",
          text: `Someone (hopefully you) asked to reset the password of your Trusted Home Pros account.\n\nChoose a new password here:\n\n${link}\n\nThe link works once and expires in 1 hour. If you did not ask for this, ignore this e-mail.`,
        },
        now,
      );
    });
    signalOutbox();
  }
  return { message: PASSWORD_RESET_SENT_MESSAGE };
}

/** Set a new password from a reset link; every other session ends and a new one starts. */
export async function resetPassword(ctx: DomainContext, token: string, password: string): Promise<{ userId: string; session: IssuedToken }> {
  return setPasswordWithToken(ctx, token, password, "password-reset");
}
