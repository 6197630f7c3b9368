/** The limits of a request's phone codes (decision 0048), and the words the confirmation page says about them. */

/** A code lasts 10 minutes: long enough to read a text that arrives late, short enough that a guesser gets few tries. */
export const PHONE_CODE_TTL_MS = 10 * 60 * 1000;
/** Tries per code, the right one included. */
export const PHONE_CODE_MAX_ATTEMPTS = 5;
/** Codes per number in any hour, so the form cannot be used to flood someone's phone. */
export const PHONE_CODES_PER_HOUR = 3;
export const PHONE_CODE_WINDOW_MS = 60 * 60 * 1000;

export const CODE_PATTERN = /^\d{6}$/;

export function phoneCodeText(code: string): string {
  return `Trusted Home Pros: your code is ${code}. Enter it on your quote request page within 10 minutes. If you did not ask for quotes, ignore this text.`;
}

export function wrongCodeMessage(triesLeft: number): string {
  if (triesLeft <= 0) return "That code is not right, and that was its last try. Send a new code below.";
  return `That code is not right. ${triesLeft} ${triesLeft === 1 ? "try" : "tries"} left.`;
}

export const NO_CODE_MESSAGE = "No code is waiting for this request. Send a new code below.";
export const EXPIRED_CODE_MESSAGE = "This code has expired (codes last 10 minutes). Send a new code below.";
export const USED_UP_MESSAGE = "This code has had its 5 tries. Send a new code below.";
export const CLOSED_MESSAGE = "This request has closed, so its phone can no longer be verified. You are welcome to send a new request.";

export function tooManyCodesMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `We have sent 3 codes to this number in the last hour. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}
