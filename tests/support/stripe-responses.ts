/** Answers as the Stripe API gives them, shared by the Checkout and the Billing parts of the Stripe stand-in. */
import { randomUUID } from "node:crypto";
import type { StandInResponse } from "./http-stand-in";

/** A JSON answer with the request-id header Stripe puts on every response. */
export const stripeJson = (status: number, body: unknown): StandInResponse => ({
  status,
  body: JSON.stringify(body),
  headers: { "request-id": `req_${randomUUID().slice(0, 8)}` },
});

export const stripeError = (status: number, message: string, code?: string): StandInResponse =>
  stripeJson(status, { error: { type: "invalid_request_error", ...(code ? { code } : {}), message } });
