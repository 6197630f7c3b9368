/**
 * An admin's decision on a contractor application (/admin/applications/:id):
 * approve, mark in review, or reject with a reason that is e-mailed to the
 * applicant. The reason's rule is shared with rejectApplication, which
 * checks it again.
 */
import { z } from "zod";
import { field } from "./fields";

export const REJECT_REASON_MIN = 3;
export const REJECT_REASON_MAX = 2000;
export const REJECT_REASON_MESSAGE = "Please give a reason (3 to 2,000 characters).";

/** The reason, trimmed, 3 to 2,000 characters. */
export const applicationRejectReason = field((raw) => {
  const value = typeof raw === "string" ? raw.trim() : "";
  return value.length >= REJECT_REASON_MIN && value.length <= REJECT_REASON_MAX ? { ok: true as const, value } : { ok: false as const, message: REJECT_REASON_MESSAGE };
});

export const applicationDecisionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("approve") }),
  z.object({ intent: z.literal("reject"), reason: applicationRejectReason }),
  z.object({ intent: z.literal("review") }),
]);
