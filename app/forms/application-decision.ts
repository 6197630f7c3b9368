/**
 * An admin's decision on a contractor application (/admin/applications/:id):
 * approve, mark in review, or reject with a reason that is e-mailed to the
 * applicant. The reason's rule is shared with rejectApplication, which
 * checks it again.
 */
import { z } from "zod";
import { adminReason, optionalIsoDate } from "./admin-contractor";
import { field } from "./fields";
import { stateByCode } from "~/content/us-states";

export const LICENSE_STATE_MESSAGE = "Choose the state that issued the licence.";

export const REJECT_REASON_MIN = 3;
export const REJECT_REASON_MAX = 2000;
export const REJECT_REASON_MESSAGE = "Please give a reason (3 to 2,000 characters).";

/** The reason, trimmed, 3 to 2,000 characters. */
export const applicationRejectReason = field((raw) => {
  const value = typeof raw === "string" ? raw.trim() : "";
  return value.length >= REJECT_REASON_MIN && value.length <= REJECT_REASON_MAX
    ? { ok: true as const, value }
    : { ok: false as const, message: REJECT_REASON_MESSAGE };
});

export const MISSING_EXPIRY_MESSAGE = {
  licenseExpiresOn: "Enter the licence expiry date from the document, or give a reason to approve without it.",
  insuranceExpiresOn: "Enter the insurance expiry date from the certificate, or give a reason to approve without it.",
} as const;

/** Blank is "no override"; anything typed follows the admin-reason rule (kept in the audit log). */
const optionalOverrideReason = field((raw): { ok: true; value: string | undefined } | { ok: false; message: string } => {
  if (typeof raw !== "string" || raw.trim() === "") return { ok: true, value: undefined };
  const checked = adminReason.safeParse(raw);
  return checked.success ? { ok: true, value: checked.data } : { ok: false, message: checked.error.issues[0]?.message ?? "Please give a reason." };
});

/**
 * Approval records the licence and insurance expiry dates an admin read on
 * the documents: without them Compliance could never warn. An
 * admin may approve without a date only by giving a reason.
 */
/** The state that issued the licence; empty: the state of the application's first service ZIP. */
const licenseState = z
  .string()
  .trim()
  .refine((v) => v === "" || stateByCode(v) !== undefined, { message: LICENSE_STATE_MESSAGE })
  .transform((v) => (v === "" ? undefined : v.toUpperCase()))
  .optional();

const approveDecision = z
  .object({
    intent: z.literal("approve"),
    licenseState,
    licenseExpiresOn: optionalIsoDate,
    insuranceExpiresOn: optionalIsoDate,
    overrideReason: optionalOverrideReason,
  })
  .superRefine((value, ctx) => {
    if (value.overrideReason) return;
    for (const key of ["licenseExpiresOn", "insuranceExpiresOn"] as const) {
      if (!value[key]) ctx.addIssue({ code: "custom", path: [key], message: MISSING_EXPIRY_MESSAGE[key] });
    }
  });
export type ApprovalTerms = { licenseState?: string | undefined; licenseExpiresOn: string | null; insuranceExpiresOn: string | null; overrideReason?: string };

export const applicationDecisionSchema = z.discriminatedUnion("intent", [
  approveDecision,
  z.object({ intent: z.literal("reject"), reason: applicationRejectReason }),
  z.object({ intent: z.literal("review") }),
]);
