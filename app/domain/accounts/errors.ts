/** Account and admin failures a route answers, each with a stable code and HTTP status. */
export class AccountError extends Error {
  override readonly name = "AccountError";
  constructor(
    readonly code:
      | "invalid_token"
      | "email_taken"
      | "already_decided"
      | "not_found"
      | "invalid_input"
      | "no_replacement",
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export const INVALID_CREDENTIALS_MESSAGE = "Invalid email or password";
export const INVALID_TOKEN_MESSAGE = "This link is invalid or has expired. Please ask for a new one.";
export const TOO_MANY_ATTEMPTS_MESSAGE = "Too many failed sign-in attempts. Please wait a little and try again, or reset your password.";
export const ACCOUNT_LOCKED_MESSAGE =
  "For your security, signing in to this account from a new browser needs confirmation. If it is your account, open the link we e-mailed you in this browser, or reset your password.";
