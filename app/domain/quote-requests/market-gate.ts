import type { Env } from "~/env.server";
import type { MarketStatus } from "~/db/enums";

export type PhoneVerificationMode = "required" | "optional" | "off";

/** LEAD_PHONE_VERIFICATION, or its default: 'required' when an SMS provider is configured, else 'optional'. */
export function phoneVerificationMode(env: Pick<Env, "LEAD_PHONE_VERIFICATION" | "SMS_ACCOUNT_SID">): PhoneVerificationMode {
  return env.LEAD_PHONE_VERIFICATION ?? (env.SMS_ACCOUNT_SID ? "required" : "optional");
}

/**
 * Where a request goes once its facts are known (decision 0048): a request that must be verified waits for its
 * code first (the code is a signal of the score, so the score is only final after it); then a request the score
 * holds waits for an admin; anything else is on the market. A duplicate is never sold, so it is never held or kept
 * waiting: its leads were made 'invalid' and stay so.
 */
export function marketStatusFor(input: { mode: PhoneVerificationMode; phoneVerified: boolean; held: boolean; duplicate: boolean }): MarketStatus {
  if (input.duplicate) return "released";
  if (input.mode === "required" && !input.phoneVerified) return "pending_verification";
  if (input.held) return "held";
  return "released";
}
