import { privacyRequests } from "~/db/schema";
import type { PrivacyRequestInput } from "~/forms/privacy-request";
import { newToken } from "~/lib/auth/tokens.server";
import { hitRateLimit, RATE_LIMIT_MESSAGE } from "~/lib/rate-limit.server";
import { signalOutbox } from "~/lib/wakeups/outbox-signal.server";
import { lines, signature } from "../emails/email-format";
import { sendEmail } from "../outbox/queue-email.server";
import { audit } from "../shared/audit.server";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { DomainError } from "../shared/errors";

/** A confirmation link works for a day: long enough to find the e-mail, short enough that an old inbox is no key. */
export const PRIVACY_LINK_TTL_MS = 24 * 3600 * 1000;

export const PRIVACY_REQUEST_SENT =
  "Thank you. If that address is yours, check your inbox: we have e-mailed a link to confirm your request. Nothing happens until you open it.";

const action = { delete: "delete the personal data we hold about you", "do-not-sell": "stop selling or sharing your personal information" } as const;

/**
 * A privacy request from /privacy: stored with the hash of a one-day token,
 * and a confirmation link e-mailed to the address. Nothing is erased or
 * changed until the link is opened (so nobody can erase someone else's data
 * by typing their address). The answer is the same whether or not we know
 * the address. Rate-limited per client like every public form, and 3 an hour
 * per address. The admin audit log records the request without the address.
 */
export async function requestPrivacy(ctx: DomainContext & { ip: string | null }, input: PrivacyRequestInput): Promise<string> {
  const now = nowOf(ctx);
  const perClient = await hitRateLimit(
    ctx.db,
    `form:privacy:${ctx.ip?.trim() || "unknown"}`,
    { max: ctx.env.RATE_LIMIT_FORM_MAX, windowSeconds: ctx.env.RATE_LIMIT_FORM_WINDOW_SECONDS },
    now,
  );
  if (!perClient.allowed) throw new DomainError("rate_limited", RATE_LIMIT_MESSAGE, { retryAfterSeconds: perClient.retryAfterSeconds });
  const address = input.email.toLowerCase();
  const perAddress = await hitRateLimit(ctx.db, `privacy:${address}`, { max: 3, windowSeconds: 3600 }, now);
  if (!perAddress.allowed) return PRIVACY_REQUEST_SENT;
  const { token, hash } = newToken();
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(privacyRequests)
      .values({ kind: input.kind, email: address, tokenHash: hash, expiresAt: new Date(now.getTime() + PRIVACY_LINK_TTL_MS), createdAt: now })
      .returning({ id: privacyRequests.id });
    await audit(tx, { actorUserId: null, action: "privacy.requested", entity: "privacy_request", entityId: row!.id, after: { kind: input.kind } }, now);
    await sendEmail(
      tx,
      ctx.env,
      {
        kind: "privacy.confirm",
        to: address,
        subject: "Confirm your privacy request",
        text: lines(
          `Someone (hopefully you) asked us to ${action[input.kind]}, for this e-mail address.`,
          "",
          "To confirm, open this link within 24 hours:",
          `${ctx.env.PUBLIC_URL}/privacy/confirm/${token}`,
          "",
          "If you did not ask for this, ignore this e-mail: nothing changes.",
          "",
          signature,
        ),
      },
      now,
    );
  });
  signalOutbox();
  return PRIVACY_REQUEST_SENT;
}
