/**
 * The decisions an admin takes on /admin/contractors/:id, and the reason an admin gives for a decision on a contractor (suspend or
 * reactivate, plan change, licence and insurance dates, balance adjustment, an exception to the 4-star rule):
 * required, trimmed, 3 to 500 characters of plain text, like the reasons of
 * the other admin decisions (mark a lead invalid). It goes into the audit
 * log, so it is checked on the server too: the same schema runs in the
 * browser (admin-contractor.tsx) and in updateContractorByAdmin.
 */
import { z } from "zod";
import { CONTRACTOR_PLANS } from "~/db/enums";
import { dollarsField, field } from "./fields";
import { normalizeText, textProblem } from "./text-rules";
import { ADMIN_REASON_MIN, ADMIN_REASON_MAX } from "./text-limits";

export { ADMIN_REASON_MIN, ADMIN_REASON_MAX };

export const ADMIN_REASON_MESSAGE = `Please give a reason (${ADMIN_REASON_MIN} to ${ADMIN_REASON_MAX} characters).`;

export const adminReason = z.unknown().transform((raw, ctx): string => {
  const value = typeof raw === "string" ? normalizeText(raw) : "";
  const problem = value.length < ADMIN_REASON_MIN || value.length > ADMIN_REASON_MAX ? ADMIN_REASON_MESSAGE : textProblem(value);
  if (problem) {
    ctx.issues.push({ code: "custom", message: problem, input: raw });
    return z.NEVER;
  }
  return value;
});

/** Each decision form on /admin/contractors/:id has this field (other fields are checked by their own rules). */
export const adminReasonSchema = z.object({ reason: adminReason });

export const ADJUST_AMOUNT_MESSAGE = "Please enter a non-zero amount in dollars, e.g. 25 or -10.50.";
export const UNKNOWN_PLAN_MESSAGE = "Unknown plan.";
export const ISO_DATE_MESSAGE = "Dates must be YYYY-MM-DD.";

/**
 * What an admin may set with the plan control (decision 0032): Pay-As-You-Go only. Professional is a paid subscription the
 * contractor starts itself on /pro/billing (an admin setting it charged nothing and told nobody); Enterprise is set
 * by completing the contractor's Enterprise request. Undefined when allowed, else the message shown.
 */
export function adminPlanProblem(plan: string): string | undefined {
  if (plan === "pay-as-you-go") return undefined;
  if (plan === "professional") return "Professional is a monthly subscription the contractor starts itself on its Billing page; an admin cannot set it.";
  if (plan === "enterprise") return "Enterprise is set by completing the contractor's Enterprise request (Admin → Enterprise requests).";
  return UNKNOWN_PLAN_MESSAGE;
}

export const TERRITORY_MAX_ZIPS = 500;
export const TERRITORY_ZIPS_MESSAGE = `Please list 5-digit ZIP codes separated by commas or spaces (at most ${TERRITORY_MAX_ZIPS}); leave it empty to clear the territory.`;

/** An exclusive territory as typed: 5-digit ZIPs separated by commas, spaces or lines; sorted, each once; empty clears it. */
export const territoryZips = field((raw) => {
  const parts = (typeof raw === "string" ? raw : "").split(/[\s,;]+/).filter(Boolean);
  const zips = [...new Set(parts)].toSorted();
  return parts.every((zip) => /^\d{5}$/.test(zip)) && zips.length <= TERRITORY_MAX_ZIPS
    ? { ok: true as const, value: zips }
    : { ok: false as const, message: TERRITORY_ZIPS_MESSAGE };
});

/** A date input's value (YYYY-MM-DD); blank clears the date (null). */
export const optionalIsoDate = field((raw) => {
  const value = typeof raw === "string" ? raw.trim() : "";
  if (value === "") return { ok: true as const, value: null };
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))
    ? { ok: true as const, value }
    : { ok: false as const, message: ISO_DATE_MESSAGE };
});

/**
 * One schema per decision form, told apart by the hidden `intent`. The reason
 * comes first in each, so its message is the one shown when several fields
 * are wrong (it is the field next to the button). Resending an invitation is
 * not a decision about the contractor: no reason.
 */
export const adminContractorDecisionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.enum(["suspend", "reactivate"]), reason: adminReason }),
  z.object({
    intent: z.literal("plan"),
    reason: adminReason,
    plan: z.enum(CONTRACTOR_PLANS, { error: UNKNOWN_PLAN_MESSAGE }).superRefine((plan, ctx) => {
      const problem = adminPlanProblem(plan);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
  }),
  z.object({ intent: z.literal("territory"), reason: adminReason, zips: territoryZips }),
  z.object({ intent: z.literal("compliance"), reason: adminReason, licenseExpiresOn: optionalIsoDate, insuranceExpiresOn: optionalIsoDate }),
  z.object({
    intent: z.literal("adjust"),
    reason: adminReason,
    amount: dollarsField({ signed: true, invalid: ADJUST_AMOUNT_MESSAGE }).refine((cents) => cents !== 0, ADJUST_AMOUNT_MESSAGE),
  }),
  // An exception to the 4-star rule (domain/contractors/rating-bar.ts), granted or revoked with a reason.
  z.object({ intent: z.enum(["grant-rating-exception", "revoke-rating-exception"]), reason: adminReason }),
  z.object({ intent: z.literal("resend") }),
]);
export type AdminContractorDecision = z.output<typeof adminContractorDecisionSchema>;
