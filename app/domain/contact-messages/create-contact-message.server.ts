import { contactMessages } from "~/db/schema";
import type { Env } from "~/env.server";
import type { ContactMessageInput } from "~/forms/contact-message";
import type { Tx } from "~/db/types.server";
import { sendEmail } from "~/domain/outbox/queue-email.server";
import type { RequestMeta } from "~/lib/request-meta.server";
import { composeContactEmail } from "./compose-contact-email";

/** Store a contact message and its acknowledgment e-mail, in the caller's transaction. */
export async function createContactMessage(
  tx: Tx,
  input: ContactMessageInput,
  context: { meta: RequestMeta; now: Date; env: Pick<Env, "SMTP_URL"> },
): Promise<string> {
  const { meta, now } = context;
  const [row] = await tx
    .insert(contactMessages)
    .values({ ...input, phone: input.phone ?? null, ip: meta.ip, userAgent: meta.userAgent, createdAt: now })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error("contact message insert returned no row");
  await sendEmail(tx, context.env, composeContactEmail({ to: input.email, firstName: input.firstName, message: input.message }), now);
  return row.id;
}
