/** Messages of the accounts area that more than one module shows (the errors themselves are DomainErrors). */
export const INVALID_CREDENTIALS_MESSAGE = "Invalid email or password";
export const INVALID_TOKEN_MESSAGE = "This link is invalid or has expired. Please ask for a new one.";
export const TOO_MANY_ATTEMPTS_MESSAGE = "Too many failed sign-in attempts. Please wait a little and try again, or reset your password.";
export const ACCOUNT_LOCKED_MESSAGE =
  "For your security, signing in to this account from a new browser needs confirmation. If it is your account, open the link we e-mailed you in this browser, or reset your password.";
