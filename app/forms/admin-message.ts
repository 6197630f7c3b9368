/**
 * The admin's forms on a contact message (/admin/messages/:id): an e-mailed answer, and close or reopen. The answer's
 * length is checked here and again by the domain verb.
 */
import { z } from "zod";
import { REPLY_MAX } from "./text-limits";

export { REPLY_MAX };

export const messageReplySchema = z.object({
  intent: z.literal("reply"),
  body: z
    .string()
    .trim()
    .min(2, "Write the answer to send.")
    .max(REPLY_MAX, `Keep the answer under ${REPLY_MAX.toLocaleString("en-US")} characters.`),
});
export type MessageReply = z.output<typeof messageReplySchema>;

export const messageStateSchema = z.object({ intent: z.enum(["close", "reopen"]) });
