/**
 * Tells the other side of a thread about a new message, in the post's transaction (decision 0052): the homeowner by
 * e-mail with a fresh link to their request page; the pro by e-mail, by push when it has a push device, and by the
 * `message.received` webhook (Enterprise, with a webhook URL). Each e-mail's Reply-To is the reader's own reply
 * address for this thread (when MAIL_REPLY_DOMAIN is set), so a reply lands in the thread as the reader; nothing the
 * reader receives carries the writer's e-mail address. Every row names the request's reference, which is also how
 * erasure finds them (the homeowner's words in a message may be all that is personal in it).
 */
import { eq, sql } from "drizzle-orm";
import { outbox, pushSubscriptions } from "~/db/schema";
import type { MessageAuthor, MessageChannel } from "~/db/enums";
import type { Tx } from "~/db/types.server";
import type { Env } from "~/env.server";
import type { MessageReceivedWebhook } from "~/forms/message-webhooks";
import { queueWebhook } from "../deliveries/queue-purchase-webhooks.server";
import { leadUrl } from "../deliveries/sold-lead";
import { issueRequestLink } from "../request-links/request-links.server";
import { sendEmail } from "../outbox/queue-email.server";
import { composeMessageToHomeowner, composeMessageToPro, MESSAGE_EMAIL_KIND, MESSAGE_RECEIVED_EVENT } from "./compose-message-emails";
import type { LockedThread } from "./lock-thread.server";
import { replyAddressFor } from "./reply-address.server";
import { inQuietHoursNow } from "../alerts/quiet-now.server";

export type PostedMessage = { id: string; author: MessageAuthor; via: MessageChannel; body: string; attachments: number; createdAt: Date };

type NotifyEnv = Pick<Env, "SMTP_URL" | "PUBLIC_URL" | "MAIL_REPLY_DOMAIN">;

export async function notifyOtherSide(tx: Tx, env: NotifyEnv, thread: LockedThread, message: PostedMessage): Promise<void> {
  const facts = { body: message.body, attachments: message.attachments, reference: thread.reference };
  const now = message.createdAt;
  if (message.author === "pro") {
    const requestUrl = await issueRequestLink(tx, thread.quoteRequestId, env.PUBLIC_URL, now);
    const replyTo = await replyAddressFor(tx, env, thread.purchaseId, "homeowner");
    await sendEmail(
      tx,
      env,
      composeMessageToHomeowner({ ...facts, replyTo, to: thread.homeownerEmail, fullName: thread.fullName, businessName: thread.businessName, requestUrl }),
      now,
    );
    return;
  }
  const url = leadUrl(env.PUBLIC_URL, thread.purchaseId);
  const replyTo = await replyAddressFor(tx, env, thread.purchaseId, "pro");
  const toPro = composeMessageToPro({ ...facts, replyTo, to: thread.proEmail, contactName: thread.contactName, leadUrl: url });
  await sendEmail(tx, env, toPro.email, now);
  // A push row follows the push helper's contract (`to` is the contractor's id); its job sends it to every device.
  const [device] = await tx
    .select({ one: sql`1` })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.contractorId, thread.contractorId))
    .limit(1);
  // A push at night would wake the pro; the e-mail above waits in the inbox.
  if (device && !(await inQuietHoursNow(thread, now))) {
    await tx.insert(outbox).values({
      contractorId: thread.contractorId,
      channel: "push",
      kind: MESSAGE_EMAIL_KIND,
      to: thread.contractorId,
      subject: null,
      text: toPro.push,
      status: "pending",
      nextAttemptAt: now,
      createdAt: now,
    });
  }
  // The documented body (forms/message-webhooks.ts): the homeowner's words and the thread's ids, never an address.
  const hook: MessageReceivedWebhook = {
    type: MESSAGE_RECEIVED_EVENT,
    timestamp: now.toISOString(),
    data: {
      purchaseId: thread.purchaseId,
      reference: thread.reference,
      messageId: message.id,
      author: message.author,
      via: message.via,
      body: message.body,
      createdAt: now.toISOString(),
      attachments: message.attachments,
      url,
    },
  };
  await queueWebhook(tx, thread.contractorId, hook, now);
}
