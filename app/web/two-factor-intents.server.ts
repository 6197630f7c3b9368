/**
 * The two-factor intents of /pro/account and /account/two-factor (admins'
 * enrolment): start (password), confirm (first code; the recovery codes come
 * back once, beside the message), disable ("Confirm it's you" first).
 */
import { data } from "react-router";
import { confirmTwoFactor, disableTwoFactor, startTwoFactor } from "~/domain/accounts/two-factor.server";
import type { DomainContext } from "~/domain/shared/domain-context.server";
import { twoFactorConfirmSchema, twoFactorDisableSchema, twoFactorStartSchema } from "~/forms/account";
import { requireFreshIdentity } from "./require-fresh-identity.server";
import { runFormIntent } from "./run-intent.server";

export const TWO_FACTOR_INTENTS = ["2fa-start", "2fa-confirm", "2fa-disable"] as const;

export async function runTwoFactorIntent(ctx: DomainContext, who: { userId: string; sessionId: string }, intent: string, form: FormData) {
  const { userId } = who;
  if (intent === "2fa-confirm") {
    let codes: string[] = [];
    const result = await runFormIntent(form, twoFactorConfirmSchema, async (input) => {
      codes = (await confirmTwoFactor(ctx, userId, input.code)).recoveryCodes;
      return "Two-factor sign-in is on. Keep these recovery codes somewhere safe: each works once, and they are shown only now.";
    });
    return data({ ...result.data, recoveryCodes: codes }, result.init ?? undefined);
  }
  if (intent === "2fa-disable") {
    const refusal = await requireFreshIdentity(ctx, who, form, intent, twoFactorDisableSchema);
    if (refusal) return refusal;
    return runFormIntent(form, twoFactorDisableSchema, () => disableTwoFactor(ctx, userId).then(() => "Two-factor sign-in is off."));
  }
  return runFormIntent(form, twoFactorStartSchema, async (input) => {
    await startTwoFactor(ctx, userId, input.currentPassword);
    return "Scan the code with your authenticator app, then type the 6-digit code it shows.";
  });
}
