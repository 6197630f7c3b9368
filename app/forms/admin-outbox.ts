/** An admin retries a failed outbox message or re-sends a sent one (/admin/outbox): the row comes from a hidden field. */
import { z } from "zod";
import { uuidField } from "./fields";

export const outboxRedeliverySchema = z.object({
  intent: z.enum(["retry", "resend"]),
  outboxId: uuidField("This message could not be found."),
});
