/** Messages of the accounts area that more than one module shows (the errors themselves are DomainErrors). */
export const INVALID_CREDENTIALS_MESSAGE = "Invalid email or password";
export const INVALID_TOKEN_MESSAGE = "This link is invalid or has expired. Please ask for a new one.";
export const TOO_MANY_ATTEMPTS_MESSAGE = "Too many sign-in attempts. Please wait a few minutes and try again.";
