/**
 * The REST API's write requests on a purchase (docs/api.md): the pipeline
 * update (PATCH /api/v1/purchases/{id}) and the return (POST
 * /api/v1/purchases/{id}/returns), with the answers they give. The rules are
 * the dashboard's (lead-pipeline.ts, lead-return.ts); these schemas only read
 * JSON into their inputs. Strict objects: a misspelt field ("jobValue") is a
 * 400 naming it, not a silent no-op.
 */
import { z } from "zod";
import { returnReasons } from "~/content/return-reasons";
import { PIPELINE_STATUSES, RETURN_STATUSES } from "~/db/enums";
import { JOB_VALUE_MAX_CENTS, NOTES_MAX } from "./lead-pipeline";
import { RETURN_NOTE_MAX } from "./lead-return";
import { apiPurchaseSchema } from "./api-v1";

/** 'new' is where a purchase starts; a client moves it on from there. */
export const API_PIPELINE_STATUSES = PIPELINE_STATUSES.filter((s) => s !== "new") as ["contacted", "quoted", "won", "lost"];

const JOB_VALUE_REQUIRED = "'jobValueCents' is required when the status is 'won': the job's value in US cents, e.g. 1250000 for $12,500.";

export const purchaseUpdateSchema = z
  .strictObject({
    status: z
      .enum(API_PIPELINE_STATUSES, { error: `'status' must be one of ${API_PIPELINE_STATUSES.join(", ")}.` })
      .meta({ description: "Your follow-up status." }),
    jobValueCents: z
      .int({ error: "'jobValueCents' must be a whole number of US cents." })
      .min(0, { error: "'jobValueCents' must not be negative." })
      .max(JOB_VALUE_MAX_CENTS, { error: `'jobValueCents' must be at most ${JOB_VALUE_MAX_CENTS}.` })
      .optional()
      .meta({ description: "The job's value in US cents: required for 'won', refused for the other statuses." }),
    notes: z
      .string()
      .max(NOTES_MAX, { error: `'notes' must be at most ${NOTES_MAX} characters.` })
      .optional()
      .meta({ description: "Your private notes; left as they are when absent." }),
  })
  .refine((v) => v.status !== "won" || v.jobValueCents !== undefined, { path: ["jobValueCents"], error: JOB_VALUE_REQUIRED })
  .refine((v) => v.status === "won" || v.jobValueCents === undefined, { path: ["jobValueCents"], error: "'jobValueCents' is only kept for the status 'won'." })
  .meta({ description: "The new pipeline status of a lead you bought." });
export type PurchaseUpdate = z.output<typeof purchaseUpdateSchema>;

export const returnFilingSchema = z
  .strictObject({
    reasonCode: z
      .enum(returnReasons, { error: `'reasonCode' must be one of ${returnReasons.join(", ")}.` })
      .meta({ description: "Why the lead is not good: the reasons the dashboard offers." }),
    note: z
      .string()
      .max(RETURN_NOTE_MAX, { error: `'note' must be at most ${RETURN_NOTE_MAX} characters.` })
      .optional()
      .meta({ description: "What is wrong with the lead; required for 'other'." }),
  })
  .meta({ description: "A return of a lead you bought, within the return window." });
export type ReturnFiling = z.output<typeof returnFilingSchema>;

const replayed = z
  .boolean()
  .meta({ description: "true when this answers an earlier request with the same Idempotency-Key again: nothing was changed this time." });

export const apiPurchaseUpdateResultSchema = z.object({ purchase: apiPurchaseSchema, replayed });

export const apiReturnSchema = z
  .object({
    returnId: z.guid(),
    purchaseId: z.guid(),
    reasonCode: z.enum(returnReasons),
    note: z.string(),
    status: z.enum(RETURN_STATUSES).meta({
      description:
        "'credited' when the system saw the fault itself and credited the price at once; otherwise 'pending' until an admin decides (the return.decided webhook tells you).",
    }),
    creditedCents: z.int().min(0).meta({ description: "Credited to your balance so far, in US cents." }),
    createdAt: z.iso.datetime(),
  })
  .meta({ description: "A return you filed." });

export const apiReturnResultSchema = z.object({ return: apiReturnSchema, replayed });

export type ApiReturn = z.output<typeof apiReturnSchema>;
