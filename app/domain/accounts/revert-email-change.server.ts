import { and, eq, gt, isNull, ne } from "drizzle-orm";
import { contractors, emailChanges, oneTimeTokens, signInChallenges, users } from "~/db/schema";
import { hashToken } from "~/lib/auth/tokens.server";
import { audit } from "../shared/audit.server";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { DomainError } from "../shared/errors";
import { EMAIL_REVERT_TTL_MS, EMAIL_TAKEN_MESSAGE } from "./change-email.server";
import { INVALID_TOKEN_MESSAGE } from "./errors";
import { endAllSessions } from "./sessions.server";

/**
 * The link in the notice to the OLD address: the account keeps (or gets back)
 * that address, every pending e-mail change is void, every session and
 * half-done sign-in of the account ends, and unused password-reset links
 * (which may have gone to the new address) stop working. Works once, for
 * EMAIL_REVERT_TTL_MS after the request; the page's POST uses it, never a GET.
 */
export async function revertEmailChange(ctx: DomainContext, token: string): Promise<{ email: string }> {
  const now = nowOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const [change] = await tx
      .update(emailChanges)
      .set({ revertedAt: now })
      .where(
        and(
          eq(emailChanges.revertTokenHash, hashToken(token)),
          isNull(emailChanges.revertedAt),
          gt(emailChanges.createdAt, new Date(now.getTime() - EMAIL_REVERT_TTL_MS)),
        ),
      )
      .returning({ userId: emailChanges.userId, oldEmail: emailChanges.oldEmail, newEmail: emailChanges.newEmail });
    if (!change?.oldEmail) throw new DomainError("invalid_token", INVALID_TOKEN_MESSAGE);
    const [user] = await tx.select({ email: users.email, contractorId: users.contractorId }).from(users).where(eq(users.id, change.userId)).for("update");
    if (!user) throw new DomainError("invalid_token", INVALID_TOKEN_MESSAGE);
    if (user.email !== change.oldEmail) {
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, change.oldEmail), ne(users.id, change.userId)));
      if (taken) throw new DomainError("email_taken", EMAIL_TAKEN_MESSAGE);
      await tx.update(users).set({ email: change.oldEmail }).where(eq(users.id, change.userId));
      if (user.contractorId) await tx.update(contractors).set({ email: change.oldEmail }).where(eq(contractors.id, user.contractorId));
    }
    await tx
      .update(emailChanges)
      .set({ usedAt: now })
      .where(and(eq(emailChanges.userId, change.userId), isNull(emailChanges.usedAt)));
    await tx
      .update(oneTimeTokens)
      .set({ usedAt: now })
      .where(and(eq(oneTimeTokens.userId, change.userId), eq(oneTimeTokens.purpose, "password-reset"), isNull(oneTimeTokens.usedAt)));
    await tx.delete(signInChallenges).where(eq(signInChallenges.userId, change.userId));
    await endAllSessions(tx, change.userId);
    await audit(
      tx,
      {
        actorUserId: change.userId,
        action: "account.email-change-reverted",
        entity: "user",
        entityId: change.userId,
        before: { email: user.email },
        after: { email: change.oldEmail, sessionsEnded: true },
      },
      now,
    );
    return { email: change.oldEmail };
  });
}
