/**
 * The top-up form on /pro/balance: an amount in dollars and the form's
 * idempotency key (a hidden uuid, so a double click starts one payment).
 * The allowed range is the domain's (payments/top-up.server.ts), which
 * answers with its own message.
 */
import { z } from "zod";
import { dollarsField, trimmedString } from "./fields";

export const TOP_UP_AMOUNT_MESSAGE = "Please enter an amount in dollars, e.g. 250.";

export const topUpSchema = z.object({
  amount: dollarsField({ invalid: TOP_UP_AMOUNT_MESSAGE }).refine((cents) => cents > 0, TOP_UP_AMOUNT_MESSAGE),
  idempotencyKey: trimmedString(),
});
