/**
 * The building blocks of the OpenAPI document's operations, shared by the files that describe the API's paths
 * (openapi.server.ts and one file per group of endpoints added since, such as quotes and messages).
 */
import { z } from "zod";
import { idempotencyKeySchema, leadsQuerySchema, purchaseIdParamSchema, purchasesQuerySchema } from "~/forms/api-v1";
import { budgetHeaders, h, parameterSchema, ref, responses, type SchemaName } from "./openapi-components.server";

export const json = (schema: SchemaName, example?: unknown) => ({ "application/json": { schema: ref(schema), ...(example === undefined ? {} : { example }) } });
export const shared = (name: keyof typeof responses) => ({ $ref: `#/components/responses/${name}` });
/** What every authenticated operation may answer besides its own outcomes. */
export const common = { "401": shared("Unauthorized"), "403": shared("Forbidden"), "429": shared("RateLimited"), "500": shared("InternalError") };
export const ok = (description: string, schema: SchemaName, example?: unknown, extra: Record<string, unknown> = {}) => ({
  description,
  headers: { ...budgetHeaders, ...extra },
  content: json(schema, example),
});
export const error = (description: string, answerHeaders: Record<string, unknown> = budgetHeaders) => ({
  description,
  headers: answerHeaders,
  content: json("Error"),
});

export const queryParametersOf = (shape: Record<string, z.ZodType>) =>
  Object.entries(shape).map(([name, schema]) => ({
    name,
    in: "query",
    required: false,
    description: (z.globalRegistry.get(schema)?.description as string | undefined) ?? "",
    schema: parameterSchema(schema),
  }));
export const queryParameters = queryParametersOf(purchasesQuerySchema.shape);
export const leadQueryParameters = queryParametersOf(leadsQuerySchema.shape);
export const pathParameter = (name: string, schema: z.ZodType, description: string) => ({
  name,
  in: "path",
  required: true,
  description,
  schema: parameterSchema(schema),
});

export const idempotencyKeyHeader = {
  name: "Idempotency-Key",
  in: "header",
  required: true,
  description: z.globalRegistry.get(idempotencyKeySchema)?.description,
  schema: parameterSchema(idempotencyKeySchema),
};
export const purchaseIdParameter = pathParameter("purchaseId", purchaseIdParamSchema, "A purchase's id (the webhook's data.purchaseId).");
export const replayedHeader = { "Idempotent-Replayed": h("IdempotentReplayed") };
export const body = (schema: SchemaName, example: unknown) => ({ required: true, content: json(schema, example) });

/** The signed POSTs to a contractor's webhook URL: one shape (Standard Webhooks), a body per event. */
export function webhookOperation(operationId: string, summary: string, what: string, schema: SchemaName, example: unknown) {
  return {
    post: {
      operationId,
      summary,
      description:
        `POSTed to the URL set on /pro/integrations ${what}, signed in the Standard Webhooks format (https://www.standardwebhooks.com): ` +
        "`webhook-signature` is `v1,` + base64(HMAC-SHA256(key, `{webhook-id}.{webhook-timestamp}.{body}`)), the key being the base64-decoded part of your `whsec_` secret after the prefix. " +
        "Verify over the exact bytes of the body, compare in constant time, refuse timestamps more than five minutes from your clock. " +
        "Answer any 2xx; anything else, a timeout or a refused connection is retried with back-off; redirects are not followed. Delivery is at least once: skip a webhook-id you have handled.",
      security: [],
      parameters: [
        { name: "webhook-id", in: "header", required: true, description: "The delivery's id; the same on every retry of it.", schema: { type: "string" } },
        {
          name: "webhook-timestamp",
          in: "header",
          required: true,
          description: "Unix seconds when this attempt was signed.",
          schema: { type: "string", pattern: "^\\d+$" },
        },
        {
          name: "webhook-signature",
          in: "header",
          required: true,
          description: "`v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`; several may be sent, separated by spaces.",
          schema: { type: "string", pattern: "^v1,[A-Za-z0-9+/]+=*( v1,[A-Za-z0-9+/]+=*)*$" },
        },
      ],
      requestBody: { required: true, content: json(schema, example) },
      responses: { "2XX": { description: "Received; not sent again." }, default: { description: "Not received: retried with back-off." } },
    },
  };
}
