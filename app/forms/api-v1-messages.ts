/**
 * The REST API's thread of a bought lead (GET and POST /api/v1/purchases/{id}/messages, docs/api.md): the message a
 * pro posts as JSON, and the messages as the API answers with them. Files are attached on the dashboard or by e-mail
 * only: the API's JSON body is too small for them (API_BODY_MAX_BYTES), and a file sent is downloaded from its `url`.
 * No e-mail address of either side is ever part of a message (decision 0052: the reply address is the proof).
 */
import { z } from "zod";
import { FILE_MIME_TYPES, MESSAGE_AUTHORS, MESSAGE_CHANNELS } from "~/db/enums";
import { pageCursor, pageLimit } from "./api-v1";
import { MESSAGE_MAX_CHARS } from "./purchase-message";

/** The thread's reader pages at most this many messages (domain/messages/list-messages.server.ts, THREAD_PAGE_MAX). */
export const MESSAGE_PAGE_MAX = 50;

/** GET /api/v1/purchases/{id}/messages: `?limit=&cursor=`, the same opaque cursor as the other lists'. */
export const messagesQuerySchema = z.object({ limit: pageLimit("Messages", MESSAGE_PAGE_MAX), cursor: pageCursor });
export type MessagesQuery = z.output<typeof messagesQuerySchema>;

export const messageSubmissionSchema = z
  .strictObject({
    body: z
      .string({ error: "'body' must be a string." })
      .trim()
      .min(1, { error: "'body' must not be empty." })
      .max(MESSAGE_MAX_CHARS, { error: `'body' must be at most ${MESSAGE_MAX_CHARS} characters.` })
      .meta({ description: `The message in plain text, 1 to ${MESSAGE_MAX_CHARS} characters after trimming (shown as text, never as HTML).` }),
  })
  .meta({ description: "A message to the homeowner of a lead you bought. Files cannot be attached through the API." });
export type MessageSubmission = z.output<typeof messageSubmissionSchema>;

const attachmentUrl = /^\/api\/v1\/purchases\/[0-9a-f-]{36}\/messages\/[0-9a-f-]{36}\/attachments\/[0-9a-f-]{36}$/;

export const apiMessageAttachmentSchema = z
  .object({
    attachmentId: z.guid(),
    name: z.string().meta({ description: "The file's name as the sender gave it (cleaned of paths and control characters)." }),
    mime: z.enum(FILE_MIME_TYPES).meta({ description: "The type the server found in the file's content, not the one the sender declared." }),
    url: z.string().regex(attachmentUrl).meta({ description: "The file, a path on this API's origin: GET it with your API key." }),
  })
  .meta({ description: "A file attached to a message (on the dashboard, the homeowner's request page or by e-mail)." });

export const apiMessageSchema = z
  .object({
    messageId: z.guid(),
    purchaseId: z.guid(),
    author: z.enum(MESSAGE_AUTHORS).meta({ description: "Who wrote it: 'homeowner', or 'pro' (you)." }),
    via: z.enum(MESSAGE_CHANNELS).meta({ description: "'web' (the dashboard or the request page), 'email' (a reply to a notification) or 'api'." }),
    body: z.string().meta({ description: "Plain text; may be empty when the message is only files." }),
    createdAt: z.iso.datetime(),
    attachments: z.array(apiMessageAttachmentSchema).max(3),
  })
  .meta({ description: "A message of a bought lead's thread; never either side's e-mail address." });
export type ApiMessage = z.output<typeof apiMessageSchema>;

export const apiMessageListSchema = z.object({
  data: z.array(apiMessageSchema).meta({ description: "Oldest first, as a conversation reads." }),
  nextCursor: z.string().nullable().meta({
    description: "Pass as `cursor` for the next (newer) page; null on the last page. Stable while messages arrive: they come on the last page, never twice.",
  }),
});

export const apiMessageResultSchema = z.object({
  message: apiMessageSchema,
  replayed: z.boolean().meta({ description: "true when this answers an earlier request with the same Idempotency-Key again: nothing was posted this time." }),
});
