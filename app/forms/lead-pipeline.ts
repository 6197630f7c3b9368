/**
 * A contractor's follow-up on a bought lead (/pro/leads/:purchaseId): its
 * pipeline status, notes, and the job value once won. `leadStatusUpdateSchema`
 * states the rules on typed values (the domain checks them again);
 * `leadPipelineSchema` reads the form into them.
 */
import { z } from "zod";
import { PIPELINE_STATUSES } from "~/db/enums";
import { choice, optionalDollarsField, trimmedString } from "./fields";

export const NOTES_MAX = 5000;
/** $1,000,000: above any home job, and its cents fit the column. */
export const JOB_VALUE_MAX_CENTS = 100_000_000;
export const JOB_VALUE_MESSAGE = "Please enter the job value in dollars, e.g. 12500.";

const STATUS_MESSAGE = "Please choose a status.";

export const leadStatusUpdateSchema = z
  .object({
    status: z.enum(PIPELINE_STATUSES, { error: STATUS_MESSAGE }),
    notes: z.string().trim().max(NOTES_MAX, "Please keep notes under 5,000 characters.").default(""),
    jobValueCents: z.number().int().min(0).max(JOB_VALUE_MAX_CENTS).nullable().default(null),
  })
  .refine((v) => v.status === "won" || v.jobValueCents === null, { path: ["jobValueCents"], error: "A job value is only kept for won jobs." });
export type LeadStatusUpdate = z.input<typeof leadStatusUpdateSchema>;

const jobValue = optionalDollarsField({ invalid: JOB_VALUE_MESSAGE });

/** The status form: the job value is read only for a won job (the field stays filled in when the status changes). */
export const leadPipelineSchema = z
  .object({ status: choice(PIPELINE_STATUSES, STATUS_MESSAGE), notes: trimmedString(), jobValue: z.unknown().optional() })
  .transform(({ status, notes, jobValue: raw }, ctx): LeadStatusUpdate => {
    if (status !== "won") return { status, notes, jobValueCents: null };
    const cents = jobValue.safeParse(raw);
    if (!cents.success) {
      ctx.issues.push({ code: "custom", path: ["jobValue"], message: JOB_VALUE_MESSAGE, input: raw });
      return z.NEVER;
    }
    return { status, notes, jobValueCents: cents.data };
  })
  .pipe(leadStatusUpdateSchema);
