/**
 * The `message.received` webhook (docs/api.md "Events after the sale"): one POST when the homeowner writes in the
 * thread of a lead you bought, in the same Standard Webhooks shape as lead.purchased (lead-webhook.ts). Queued by
 * domain/messages/notify-thread.server.ts, typed from this schema; /api/v1/openapi.json documents it under `webhooks`.
 * It carries the homeowner's words, never an e-mail address (decision 0052).
 */
import { z } from "zod";
import { MESSAGE_CHANNELS } from "~/db/enums";

export const MESSAGE_RECEIVED_EVENT = "message.received";

export const messageReceivedWebhookSchema = z
  .object({
    type: z.literal(MESSAGE_RECEIVED_EVENT),
    timestamp: z.iso.datetime().meta({ description: "When the message was posted (ISO 8601 UTC)." }),
    data: z.object({
      purchaseId: z.guid().meta({ description: "The id GET /api/v1/purchases/{purchaseId}/messages answers for." }),
      reference: z.string().meta({ description: "The quote request's reference, which the homeowner also has." }),
      messageId: z.guid(),
      author: z.literal("homeowner").meta({ description: "Only the homeowner's messages are sent: yours you wrote yourself." }),
      via: z.enum(MESSAGE_CHANNELS).meta({ description: "'web' (the homeowner's request page) or 'email' (a reply to our e-mail)." }),
      body: z.string().meta({ description: "The message in plain text; may be empty when the message is only files." }),
      createdAt: z.iso.datetime(),
      attachments: z
        .int()
        .min(0)
        .max(3)
        .meta({ description: "How many files are attached; GET /api/v1/purchases/{purchaseId}/messages lists them with their URLs." }),
      url: z.url().meta({ description: "The lead's page on the contractor dashboard, where the thread is." }),
    }),
  })
  .meta({ description: "One POST per message the homeowner writes in the thread of a lead you bought." });

export type MessageReceivedWebhook = z.output<typeof messageReceivedWebhookSchema>;
