import { and, eq, isNull } from "drizzle-orm";
import { emailChanges, oneTimeTokens, privacyRequests, quoteRequests, requestLinks, reviewInvitations, users, type TokenPurpose } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import { hashToken, newToken } from "~/lib/auth/tokens.server";
import { EMAIL_CHANGE_TTL_MS } from "../accounts/change-email.server";
import { issueToken } from "../accounts/one-time-tokens.server";
import { REQUEST_LINK_TTL_MS } from "../request-links/request-links.server";
import { PRIVACY_LINK_TTL_MS } from "../privacy/request-privacy.server";
import { invitationExpiresAt } from "../reviews/review-rules";
import { DomainError } from "../shared/errors";
import { credentialsIn, type TokenLinkPath } from "../outbox/link-tokens";

const GONE = "This link can no longer be sent again: the record it opened is gone. Ask the person to start again from the site.";
const cannot = (message: string) => new DomainError("invalid_transition", message);

/** The message's recipient (an address or a number), and when. */
type Issue = (tx: Executor, token: string, message: { to: string; now: Date }) => Promise<string>;

/**
 * A one-time token of the accounts (issueToken voids every earlier unused one of the same purpose, the old link
 * included). Only to the account's address of now: a reset link re-sent to an address the account has left would
 * hand it to whoever holds that address.
 */
const accountToken =
  (purpose: TokenPurpose, check?: (user: { passwordHash: string | null }) => void): Issue =>
  async (tx, token, { to, now }) => {
    const [row] = await tx
      .select({ userId: oneTimeTokens.userId })
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.tokenHash, hashToken(token)), eq(oneTimeTokens.purpose, purpose)));
    if (!row) throw cannot(GONE);
    const [user] = await tx.select({ email: users.email, passwordHash: users.passwordHash }).from(users).where(eq(users.id, row.userId));
    if (!user) throw cannot(GONE);
    if (user.email !== to.toLowerCase()) throw cannot("This account has another e-mail address now: the link is not sent to the old one.");
    check?.(user);
    return issueToken(tx, row.userId, purpose, now);
  };

/** How each link path's token is issued again, the old one ending in the same transaction. */
const issuers: Record<TokenLinkPath, Issue> = {
  invite: accountToken("invitation", (user) => {
    if (user.passwordHash) throw new DomainError("already_decided", "This contractor has already set a password; they can reset it from the sign-in page.");
  }),
  "reset-password": accountToken("password-reset"),
  unlock: accountToken("unlock"),
  "account/email": async (tx, token, { now }) => {
    const [change] = await tx
      .select()
      .from(emailChanges)
      .where(eq(emailChanges.tokenHash, hashToken(token)));
    if (!change) throw cannot(GONE);
    // Used, or voided by a newer request or an undo: sending it again would bring back a change that ended.
    if (change.usedAt)
      throw new DomainError(
        "already_decided",
        "This address change was confirmed, undone or replaced by a newer one; the contractor asks again from their account if needed.",
      );
    // The same change under a new token (the old link ends), as a new request would; the old address's undo link stays.
    await tx
      .update(emailChanges)
      .set({ usedAt: now })
      .where(and(eq(emailChanges.userId, change.userId), isNull(emailChanges.usedAt)));
    const fresh = newToken();
    await tx.insert(emailChanges).values({
      ...change,
      tokenHash: fresh.hash,
      revertTokenHash: null,
      usedAt: null,
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS),
      createdAt: now,
    });
    return fresh.token;
  },
  "account/email/revert": async (tx, token) => {
    const fresh = newToken();
    const [row] = await tx
      .update(emailChanges)
      .set({ revertTokenHash: fresh.hash })
      .where(and(eq(emailChanges.revertTokenHash, hashToken(token)), isNull(emailChanges.revertedAt)))
      .returning({ userId: emailChanges.userId });
    if (!row) throw cannot("This change was already undone, or its link is gone.");
    return fresh.token;
  },
  "privacy/confirm": async (tx, token, { now }) => {
    const fresh = newToken();
    const [row] = await tx
      .update(privacyRequests)
      .set({ tokenHash: fresh.hash, expiresAt: new Date(now.getTime() + PRIVACY_LINK_TTL_MS) })
      .where(and(eq(privacyRequests.tokenHash, hashToken(token)), isNull(privacyRequests.completedAt)))
      .returning({ id: privacyRequests.id });
    if (!row) throw cannot("This privacy request is already carried out, or its link is gone.");
    return fresh.token;
  },
  "my-request": async (tx, token, { now }) => {
    const [link] = await tx
      .select({ id: requestLinks.id, quoteRequestId: requestLinks.quoteRequestId, erasedAt: quoteRequests.erasedAt })
      .from(requestLinks)
      .innerJoin(quoteRequests, eq(quoteRequests.id, requestLinks.quoteRequestId))
      .where(eq(requestLinks.tokenHash, hashToken(token)));
    if (!link || link.erasedAt) throw cannot(GONE);
    // A request has a link per e-mail that carried one: only this message's link ends (it expires now).
    await tx.update(requestLinks).set({ expiresAt: now }).where(eq(requestLinks.id, link.id));
    const fresh = newToken();
    await tx
      .insert(requestLinks)
      .values({ quoteRequestId: link.quoteRequestId, tokenHash: fresh.hash, expiresAt: new Date(now.getTime() + REQUEST_LINK_TTL_MS), createdAt: now });
    return fresh.token;
  },
  reviews: async (tx, token, { now }) => {
    const fresh = newToken();
    const [row] = await tx
      .update(reviewInvitations)
      .set({ tokenHash: fresh.hash, expiresAt: invitationExpiresAt(now) })
      .where(and(eq(reviewInvitations.tokenHash, hashToken(token)), isNull(reviewInvitations.usedAt)))
      .returning({ purchaseId: reviewInvitations.purchaseId });
    if (!row) throw cannot("The review was already written, or its link is gone.");
    return fresh.token;
  },
  // A contractor's one unsubscribe token is in every alert they were sent, and one-click unsubscribe must keep
  // working from each of them: it is not rotated. It can only turn alert e-mails off.
  "alerts/unsubscribe": async (_tx, token) => token,
};

/**
 * "Re-send" of a stored message (redeliverOutboxMessage): every private or one-time link in it is issued again in
 * the caller's transaction, the old token ending, and `swap` rewrites the message's text (subject, body, headers)
 * with the new ones. A credential nothing can issue again (a code sent by text, a token-shaped string outside a
 * known link) is refused rather than sent again.
 */
export async function reissueLinkTokens(
  tx: Executor,
  message: { to: string; text: string },
  now: Date,
): Promise<{ swap: (s: string) => string; reissued: number }> {
  const fresh = new Map<string, string>();
  for (const found of credentialsIn(message.text)) {
    if (found.kind === "code") throw cannot("A code is not sent again: the contractor asks for a new one from their account.");
    if (found.kind === "unknown") throw cannot("This message holds a link the outbox cannot issue again, so it is not re-sent.");
    const token = await issuers[found.path](tx, found.token, { to: message.to, now });
    if (token !== found.token) fresh.set(found.token, token);
  }
  const swap = (s: string) => {
    let out = s;
    for (const [before, after] of fresh) out = out.replaceAll(before, after);
    return out;
  };
  return { swap, reissued: fresh.size };
}
