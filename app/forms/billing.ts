/**
 * The forms of /pro/billing (decision 0027) and the admin's Enterprise queue. `intent` is a button's value;
 * `idempotencyKey` a hidden uuid per rendered page (a double click starts one Stripe checkout, not two).
 */
import { z } from "zod";
import { choice, trimmedString, uuidField } from "./fields";

export const PLAN_CHANGES = ["start-trial", "subscribe", "pay-as-you-go", "keep-professional"] as const;
export const ENTERPRISE_DECISIONS = ["complete", "decline"] as const;

export const planChangeSchema = z.object({
  intent: choice(PLAN_CHANGES, "Please choose a plan."),
  idempotencyKey: trimmedString().refine((v) => /^[\w-]{8,100}$/.test(v)),
});

export const enterpriseRequestSchema = z.object({
  note: trimmedString().refine((v) => v.length <= 2000, "Please keep the note under 2,000 characters."),
});

export const enterpriseDecisionSchema = z.object({
  requestId: uuidField("This request could not be found."),
  decision: choice(ENTERPRISE_DECISIONS, "Please choose a decision."),
});
