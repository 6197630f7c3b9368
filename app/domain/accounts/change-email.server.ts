import { and, eq, gt, isNull, ne } from "drizzle-orm";
import { contractors, emailChanges, users } from "~/db/schema";
import { sendEmail } from "~/domain/outbox/queue-email.server";
import { hashToken, newToken } from "~/lib/auth/tokens.server";
import { hitRateLimit } from "~/lib/rate-limit.server";
import { signalOutbox } from "~/lib/wakeups/outbox-signal.server";
import { audit } from "../shared/audit.server";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { DomainError } from "../shared/errors";
import { INVALID_TOKEN_MESSAGE } from "./errors";

export const EMAIL_CHANGE_TTL_MS = 24 * 3600 * 1000;
/** How long the old address's link can undo the change (revert-email-change.server.ts). */
export const EMAIL_REVERT_TTL_MS = 14 * 24 * 3600 * 1000;
export const EMAIL_TAKEN_MESSAGE = "Another account uses this e-mail address.";
export const OTHER_ACCOUNT_LINK_MESSAGE =
  "This link is for another account. Sign out, sign in to the account that asked for the new address, then open the link again.";

/**
 * Ask to move the sign-in e-mail: a link goes to the NEW address (proving it
 * is theirs), a notice to the OLD one with a link that undoes the change and
 * signs every session out (so a hijacker cannot move it quietly, nor keep it).
 * Nothing changes until the link is used, in a session of this account; a
 * newer request voids older links. The caller has made the session confirm
 * who it is (app/web/require-fresh-identity.server.ts).
 */
export async function requestEmailChange(ctx: DomainContext, userId: string, newEmail: string): Promise<void> {
  const now = nowOf(ctx);
  const address = newEmail.trim().toLowerCase();
  const limit = await hitRateLimit(ctx.db, `email-change:${userId}`, { max: 5, windowSeconds: 3600 }, now);
  if (!limit.allowed) throw new DomainError("rate_limited", "Too many e-mail changes asked for. Please wait an hour and try again.");
  await ctx.db.transaction(async (tx) => {
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (!user) throw new DomainError("not_found", "This account could not be found.");
    if (user.email === address) throw new DomainError("invalid_input", "This is already your e-mail address.", { field: "email" });
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, address));
    if (taken) throw new DomainError("email_taken", EMAIL_TAKEN_MESSAGE, { field: "email" });
    await tx
      .update(emailChanges)
      .set({ usedAt: now })
      .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt)));
    const { token, hash } = newToken();
    const revert = newToken();
    await tx.insert(emailChanges).values({
      tokenHash: hash,
      userId,
      newEmail: address,
      oldEmail: user.email,
      revertTokenHash: revert.hash,
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS),
      createdAt: now,
    });
    const link = `${ctx.env.PUBLIC_URL}/account/email/${token}`;
    const revertLink = `${ctx.env.PUBLIC_URL}/account/email/revert/${revert.token}`;
    await sendEmail(
      tx,
      ctx.env,
      {
        kind: "account.email-change",
        to: address,
        subject: "Confirm your new Trusted Home Pros e-mail address",
        text: `Please confirm that you want to sign in to Trusted Home Pros with this e-mail address:\n\n${link}\n\nOpen the link in the browser where you are signed in to your account. It works once and expires in 24 hours. Until then your account keeps its current address.`,
      },
      now,
    );
    await sendEmail(
      tx,
      ctx.env,
      {
        kind: "account.email-change-notice",
        to: user.email,
        subject: "Your Trusted Home Pros e-mail address is being changed",
        text: `Someone signed in to your account asked to change its e-mail address to ${address}.\n\nThe change happens only when the link sent to that address is used. If this was not you, open this link to keep this address (or get it back) and sign out every session of your account:\n\n${revertLink}\n\nThe link works for 14 days. Then reset your password with "Forgot password" on the sign-in page.`,
      },
      now,
    );
    await audit(tx, { actorUserId: userId, action: "account.email-change-requested", entity: "user", entityId: userId, after: { newEmail: address } }, now);
  });
  signalOutbox();
}

/**
 * The link from the new address, opened in a session of the account that
 * asked (whoever reads the new address's mail cannot take the account from
 * another browser): the sign-in e-mail and (for a contractor) the contact
 * e-mail change together. Unknown, used or expired links fail the same way;
 * the link works once, and a try from another account does not use it up.
 */
export async function confirmEmailChange(ctx: DomainContext, token: string, signedInUserId: string): Promise<{ email: string }> {
  const now = nowOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const valid = and(eq(emailChanges.tokenHash, hashToken(token)), isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, now));
    const [pending] = await tx.select({ userId: emailChanges.userId }).from(emailChanges).where(valid);
    if (!pending) throw new DomainError("invalid_token", INVALID_TOKEN_MESSAGE);
    if (pending.userId !== signedInUserId) throw new DomainError("forbidden", OTHER_ACCOUNT_LINK_MESSAGE);
    const [change] = await tx
      .update(emailChanges)
      .set({ usedAt: now })
      .where(and(valid, eq(emailChanges.userId, signedInUserId)))
      .returning({ userId: emailChanges.userId, newEmail: emailChanges.newEmail });
    if (!change) throw new DomainError("invalid_token", INVALID_TOKEN_MESSAGE);
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, change.newEmail), ne(users.id, change.userId)));
    if (taken) throw new DomainError("email_taken", EMAIL_TAKEN_MESSAGE);
    const [before] = await tx.select({ email: users.email, contractorId: users.contractorId }).from(users).where(eq(users.id, change.userId));
    if (!before) throw new DomainError("invalid_token", INVALID_TOKEN_MESSAGE);
    await tx.update(users).set({ email: change.newEmail }).where(eq(users.id, change.userId));
    if (before.contractorId) await tx.update(contractors).set({ email: change.newEmail }).where(eq(contractors.id, before.contractorId));
    await audit(
      tx,
      {
        actorUserId: change.userId,
        action: "account.email-changed",
        entity: "user",
        entityId: change.userId,
        before: { email: before.email },
        after: { email: change.newEmail },
      },
      now,
    );
    return { email: change.newEmail };
  });
}
