import { DomainError, type ErrorDetails } from "~/domain/shared/errors";

export type HttpError = { status: number; code: string; message: string; details: ErrorDetails };

/**
 * The one place a domain failure becomes HTTP: its status, its message (safe
 * to show as it is) and details. Anything that is not a DomainError is a bug
 * or an outage: undefined, so the caller logs it and answers a generic 500.
 */
export function httpErrorOf(error: unknown): HttpError | undefined {
  if (!(error instanceof DomainError)) return undefined;
  return { status: error.status, code: error.code, message: error.message, details: error.details };
}

/** The HTTP status of any thrown value: a domain error's own, otherwise 500. */
export function httpStatusOf(error: unknown): number {
  return httpErrorOf(error)?.status ?? 500;
}
