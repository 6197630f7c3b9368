import { and, eq } from "drizzle-orm";
import { sessions } from "~/db/schema";
import type { ConfirmIdentityInput } from "~/forms/confirm-identity-step";
import { hitRateLimit, refundRateLimit } from "~/lib/rate-limit.server";
import { audit } from "../shared/audit.server";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { DomainError } from "../shared/errors";
import { assertCurrentPassword } from "./current-password.server";
import { useSecondFactor } from "./use-second-factor.server";

/** Wrong second-factor codes one user may give the confirm step per window: a 6-digit code must not be guessable. */
const CODE_WINDOW = { max: 5, windowSeconds: 15 * 60 };
export const CONFIRM_CODE_REQUIRED_MESSAGE = "Please enter the code from your authenticator app or a recovery code.";
export const CONFIRM_WRONG_CODE_MESSAGE = "This code is not right. Try the newest code from your app, or a recovery code.";
export const CONFIRM_TOO_MANY_CODES_MESSAGE = "Too many wrong codes. Please wait a few minutes and try again.";

/**
 * "Confirm it's you" for this session: the current password (wrong answers
 * counted per user, as for every password asked again) and, with two-factor
 * sign-in on, a code (wrong codes counted per user too). A right answer marks
 * the session; readIdentityFreshness then lets sensitive changes through for a
 * few minutes. Only a session of this user can be marked.
 */
export async function confirmIdentity(ctx: DomainContext, who: { userId: string; sessionId: string }, input: ConfirmIdentityInput): Promise<void> {
  const now = nowOf(ctx);
  const user = await assertCurrentPassword(ctx, who.userId, input.password).catch((error: unknown) => {
    // The confirm form names its password field differently from the password-change form.
    if (error instanceof DomainError && error.details.field === "currentPassword")
      throw new DomainError(error.code, error.message, { field: "confirmPassword" });
    throw error;
  });
  if (user.totpEnabledAt && user.totpSecret) {
    if (!input.code) throw new DomainError("invalid_input", CONFIRM_CODE_REQUIRED_MESSAGE, { field: "confirmCode" });
    const key = `confirm-identity-code:${who.userId}`;
    const limit = await hitRateLimit(ctx.db, key, CODE_WINDOW, now);
    if (!limit.allowed) throw new DomainError("rate_limited", CONFIRM_TOO_MANY_CODES_MESSAGE, { field: "confirmCode" });
    if (!(await useSecondFactor(ctx.db, { id: user.id, totpSecret: user.totpSecret, totpLastStep: user.totpLastStep }, input.code, now))) {
      throw new DomainError("invalid_input", CONFIRM_WRONG_CODE_MESSAGE, { field: "confirmCode" });
    }
    await refundRateLimit(ctx.db, key, CODE_WINDOW, now);
  }
  await ctx.db.transaction(async (tx) => {
    const [marked] = await tx
      .update(sessions)
      .set({ reauthenticatedAt: now })
      .where(and(eq(sessions.id, who.sessionId), eq(sessions.userId, who.userId)))
      .returning({ id: sessions.id });
    if (!marked) throw new DomainError("authentication_required", "Please sign in again.");
    await audit(
      tx,
      {
        actorUserId: who.userId,
        action: "account.identity-confirmed",
        entity: "user",
        entityId: who.userId,
        after: { twoFactor: Boolean(user.totpEnabledAt) },
      },
      now,
    );
  });
}
