/**
 * The webhooks about a purchase after its sale (docs/api.md "Webhooks"), in
 * the same Standard Webhooks shape as lead.purchased (lead-webhook.ts):
 * `purchase.updated` when its pipeline status changes through the API, and
 * `return.decided` when a return of it is credited, replaced or rejected
 * (at once by the automatic rule, or later by an admin). The composers are
 * typed from these schemas; /api/v1/openapi.json documents them under `webhooks`.
 */
import { z } from "zod";
import { returnReasons } from "~/content/return-reasons";
import { PIPELINE_STATUSES, RETURN_STATUSES } from "~/db/enums";

export const PURCHASE_UPDATED_EVENT = "purchase.updated";
export const RETURN_DECIDED_EVENT = "return.decided";
/** The statuses a decided return ends in (RETURN_STATUSES without pending). */
export const RETURN_DECIDED_STATUSES = ["credited", "replaced", "rejected"] as const satisfies readonly (typeof RETURN_STATUSES)[number][];

const url = z.url().meta({ description: "The lead's page on the contractor dashboard." });

export const purchaseUpdatedWebhookSchema = z
  .object({
    type: z.literal(PURCHASE_UPDATED_EVENT),
    timestamp: z.iso.datetime().meta({ description: "When the status changed (ISO 8601 UTC)." }),
    data: z.object({
      purchaseId: z.guid().meta({ description: "The id GET /api/v1/purchases/{purchaseId} answers for." }),
      leadId: z.guid(),
      pipelineStatus: z.enum(PIPELINE_STATUSES),
      previousPipelineStatus: z.enum(PIPELINE_STATUSES),
      jobValueCents: z.int().min(0).nullable().meta({ description: "The job's value in US cents for a won job, else null." }),
      url,
    }),
  })
  .meta({ description: "One POST per change of a purchase's pipeline status or job value made through PATCH /api/v1/purchases/{purchaseId}." });

export const returnDecidedWebhookSchema = z
  .object({
    type: z.literal(RETURN_DECIDED_EVENT),
    timestamp: z.iso.datetime().meta({ description: "When the return was decided (ISO 8601 UTC)." }),
    data: z.object({
      returnId: z.guid(),
      purchaseId: z.guid(),
      leadId: z.guid(),
      reasonCode: z.enum(returnReasons).meta({ description: "The reason you gave." }),
      decision: z.enum(RETURN_DECIDED_STATUSES).meta({
        description:
          "credited: the price is back on your balance; replaced: another lead was given to you (a lead.purchased webhook with replacement: true); rejected: the sale stands.",
      }),
      decidedBy: z.enum(["auto", "admin"]).meta({ description: "auto: credited at once because the system saw the fault itself; admin: decided by our team." }),
      decisionReason: z.string().nullable().meta({ description: "Our team's reason, as in the e-mail; null for an automatic credit." }),
      creditedCents: z.int().min(0).meta({ description: "Credited to your balance, in US cents (0 unless credited)." }),
      replacementPurchaseId: z.guid().nullable().meta({ description: "The replacement's purchase id when replaced, else null." }),
      url,
    }),
  })
  .meta({ description: "One POST per decided return: credited at once by the automatic rule, or credited, replaced or rejected by an admin." });

export type PurchaseUpdatedWebhook = z.output<typeof purchaseUpdatedWebhookSchema>;
export type ReturnDecidedWebhook = z.output<typeof returnDecidedWebhookSchema>;
