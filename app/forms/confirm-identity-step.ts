/**
 * "Confirm it's you": the password (and, with two-factor sign-in on, a code)
 * asked again before a sensitive change (e-mail, two-factor off, an API key,
 * the webhook URL, payment and plan settings). One right answer is good for
 * this session for IDENTITY_FRESH_MINUTES; the fields ride along with the
 * change they were asked for, so the change goes through in the same post.
 *
 * Zod-free: the confirm form ships in the pages of every sensitive change, which load no schema for it
 * (confirm-identity.ts holds the server's).
 */
export const IDENTITY_FRESH_MINUTES = 10;

/** The fields the confirm step adds to the form it resubmits; never echoed back to the page. */
export const CONFIRM_PASSWORD_FIELD = "confirmPassword";
export const CONFIRM_CODE_FIELD = "confirmCode";

export type ConfirmIdentityInput = { password: string; code?: string };

/**
 * What a sensitive action answers when the session has not confirmed recently:
 * the page shows the confirm form, which resubmits `resubmit` (what was typed,
 * secrets left out) with the password and code.
 */
export type IdentityCheck = {
  twoFactor: boolean;
  resubmit: [name: string, value: string][];
  /** The confirm step's own problem (wrong password or code, too many tries). */
  error?: string;
  field?: typeof CONFIRM_PASSWORD_FIELD | typeof CONFIRM_CODE_FIELD;
};

export const CONFIRM_IDENTITY_MESSAGE = `Confirm it's you: enter your password to make this change. We will not ask again for ${IDENTITY_FRESH_MINUTES} minutes.`;
export const CONFIRM_IDENTITY_TWO_FACTOR_MESSAGE = `Confirm it's you: enter your password and a code from your authenticator app to make this change. We will not ask again for ${IDENTITY_FRESH_MINUTES} minutes.`;

/** The confirm step's answer inside an action's data, whatever else that data holds. */
export function identityCheckOf(outcome: unknown): (IdentityCheck & { intent: string; message: string }) | undefined {
  if (!outcome || typeof outcome !== "object" || !("identityCheck" in outcome)) return undefined;
  const check = (outcome as { identityCheck?: IdentityCheck }).identityCheck;
  if (!check) return undefined;
  const intent = (outcome as { intent?: unknown }).intent;
  return {
    ...check,
    intent: typeof intent === "string" ? intent : "",
    message: check.twoFactor ? CONFIRM_IDENTITY_TWO_FACTOR_MESSAGE : CONFIRM_IDENTITY_MESSAGE,
  };
}
