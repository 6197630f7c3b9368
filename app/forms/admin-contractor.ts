/**
 * The reason an admin gives for a decision on a contractor (suspend or
 * reactivate, plan change, licence and insurance dates, balance adjustment):
 * required, trimmed, 3 to 500 characters of plain text, like the reasons of
 * the other admin decisions (mark a lead invalid). It goes into the audit
 * log, so it is checked on the server too: the same schema runs in the
 * browser (admin-contractor.tsx) and in updateContractorByAdmin.
 */
import { z } from "zod";
import { normalizeText, textProblem } from "./text-rules";

export const ADMIN_REASON_MIN = 3;
export const ADMIN_REASON_MAX = 500;
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
