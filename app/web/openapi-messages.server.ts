/** The thread endpoints of the OpenAPI document and the message.received webhook's example (openapi.server.ts spreads these in). */
import { z } from "zod";
import { messagesQuerySchema } from "~/forms/api-v1-messages";
import { budgetHeaders, h } from "./openapi-components.server";
import {
  body,
  common,
  error,
  idempotencyKeyHeader,
  ok,
  pathParameter,
  purchaseIdParameter,
  queryParametersOf,
  shared,
  webhookOperation,
} from "./openapi-operations.server";

const MESSAGE_ID = "0b6f3a2e-1c4d-4e5f-8a9b-0c1d2e3f4a5b";
const REPLY_ID = "9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b";
const ATTACHMENT_ID = "5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d";

export function exampleMessages(purchaseId: string) {
  const fromHomeowner = {
    messageId: MESSAGE_ID,
    purchaseId,
    author: "homeowner",
    via: "email",
    body: "Here is a photo of the leak. Could you come on Tuesday morning?",
    createdAt: "2026-11-21T10:02:00.000Z",
    attachments: [
      {
        attachmentId: ATTACHMENT_ID,
        name: "leak.jpg",
        mime: "image/jpeg",
        url: `/api/v1/purchases/${purchaseId}/messages/${MESSAGE_ID}/attachments/${ATTACHMENT_ID}`,
      },
    ],
  };
  const reply = {
    messageId: REPLY_ID,
    purchaseId,
    author: "pro",
    via: "api",
    body: "Tuesday at 9 works. We will bring the new unit.",
    createdAt: "2026-11-21T10:15:00.000Z",
    attachments: [],
  };
  return { fromHomeowner, reply };
}

/** message.received, to the buyer (forms/message-webhooks.ts), with the body notify-thread.server.ts queues. */
export function messageWebhooks(ids: { purchaseId: string; url: string }, reference: string) {
  const { fromHomeowner } = exampleMessages(ids.purchaseId);
  const data = {
    purchaseId: ids.purchaseId,
    reference,
    messageId: fromHomeowner.messageId,
    author: "homeowner",
    via: "email",
    body: fromHomeowner.body,
    createdAt: fromHomeowner.createdAt,
    attachments: 1,
    url: ids.url,
  };
  return {
    "message.received": webhookOperation(
      "messageReceived",
      "The homeowner wrote to you",
      "when the homeowner writes in the conversation of a lead you bought (on their request page or by replying to our e-mail); the files are listed by GET /api/v1/purchases/{purchaseId}/messages",
      "MessageReceivedWebhook",
      { type: "message.received", timestamp: fromHomeowner.createdAt, data },
    ),
  };
}

const closed =
  "`invalid_transition`: the conversation is closed because the homeowner stopped new contacts or had their data deleted, or the lead was returned; the message says which.";

export function messagePaths(purchaseId: string) {
  const { fromHomeowner, reply } = exampleMessages(purchaseId);
  return {
    "/api/v1/purchases/{purchaseId}/messages": {
      get: {
        operationId: "listMessages",
        tags: ["Purchases"],
        summary: "The conversation with the homeowner",
        description:
          "The messages of a lead you bought, yours and the homeowner's, whether written on the dashboard, the homeowner's request page, by e-mail or through this API; oldest first, a page at a time. " +
          "Files come as `attachments[].url`, downloaded with your key. Neither side's e-mail address is ever shown. The conversation stays readable after it closes. Another contractor's purchase answers 404.",
        parameters: [purchaseIdParameter, ...queryParametersOf(messagesQuerySchema.shape)],
        responses: {
          "200": ok("A page of the conversation.", "MessageList", { data: [fromHomeowner, reply], nextCursor: null }),
          "400": error("A `limit` out of range or a `cursor` that is not a page's nextCursor (`invalid_input`)."),
          "404": shared("NotFound"),
          ...common,
        },
      },
      post: {
        operationId: "postMessage",
        tags: ["Purchases"],
        summary: "Write to the homeowner",
        description:
          "A message on a lead you bought, as on the dashboard: the homeowner gets it by e-mail with a link to their request page and can answer there or by replying to the e-mail (the answer arrives as the message.received webhook). It counts as your first reply. " +
          "Text only: files can be attached on the dashboard, not through the API. At most 5 messages a minute and 20 an hour per conversation (429 `rate_limited`). " +
          "The same Idempotency-Key with the same body answers the first result again (200, `replayed: true`); with another body or purchase it is refused (422). Another contractor's purchase answers 404.",
        parameters: [purchaseIdParameter, idempotencyKeyHeader],
        requestBody: body("MessageSubmission", { body: reply.body }),
        responses: {
          "201": ok("Posted.", "MessageResult", { message: reply, replayed: false }),
          "200": ok(
            "The first answer with this Idempotency-Key again (`replayed: true`); nothing was posted.",
            "MessageResult",
            { message: reply, replayed: true },
            { "Idempotent-Replayed": h("IdempotentReplayed") },
          ),
          "400": error(
            "No or a malformed Idempotency-Key (`idempotency_key_required`, `invalid_idempotency_key`), or a body that is not JSON of this shape, e.g. an empty or too long `body` or an `attachments` field (`invalid_input`).",
          ),
          "404": shared("NotFound"),
          "409": error(closed),
          "422": error("This Idempotency-Key was already used for another request (`idempotency_key_reused`)."),
          ...common,
          "429": error(
            "`rate_limited`: this conversation's limit (5 of your messages a minute, 20 an hour; the message says which, without Retry-After), or more than 120 requests in a minute with this key (with Retry-After).",
            {
              ...budgetHeaders,
              "Retry-After": {
                description: "Seconds to wait; sent when the key's limit was reached, not the conversation's.",
                required: false,
                schema: { type: "integer", minimum: 0 },
              },
            },
          ),
        },
      },
    },
    "/api/v1/purchases/{purchaseId}/messages/{messageId}/attachments/{attachmentId}": {
      get: {
        operationId: "getMessageAttachment",
        tags: ["Purchases"],
        summary: "A file of the conversation",
        description:
          "The path of a message's `attachments[].url`: the file as it was sent (PDF, JPEG or PNG, at most 5 MB), with the type the server found in its content and its name in Content-Disposition. " +
          "Sent with `X-Content-Type-Options: nosniff` and `Cache-Control: no-store`. Another contractor's purchase, another message's file and a file that does not exist answer 404.",
        parameters: [
          purchaseIdParameter,
          pathParameter("messageId", z.guid(), "The message's `messageId`."),
          pathParameter("attachmentId", z.guid(), "The file's `attachmentId`."),
        ],
        responses: {
          "200": {
            description: "The file.",
            headers: budgetHeaders,
            content: Object.fromEntries(
              ["application/pdf", "image/jpeg", "image/png"].map((mime) => [mime, { schema: { type: "string", contentMediaType: mime } }]),
            ),
          },
          "404": shared("NotFound"),
          ...common,
        },
      },
    },
  };
}
