import { eq } from "drizzle-orm";
import { contactMessageReplies, contactMessages } from "~/db/schema";
import { REPLY_MAX } from "~/forms/admin-message";
import { signalOutbox } from "~/lib/wakeups/outbox-signal.server";
import { assertAdmin } from "../accounts/assert-admin.server";
import { lines, signature } from "../emails/email-format";
import { sendEmail } from "../outbox/queue-email.server";
import { audit } from "../shared/audit.server";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { DomainError, NotFoundError } from "../shared/errors";

/**
 * Admin: answer a contact message by e-mail. The e-mail is an outbox row (sent by the delivery job, or stored without
 * a provider), the answer is kept with the message (its thread) and pointed at that row, and the entry is audited;
 * all in one transaction. Answering does not close the message: closing is its own decision.
 */
export async function replyToContactMessage(
  ctx: DomainContext,
  adminId: string,
  messageId: string,
  body: string,
): Promise<{ replyId: string; outboxId: string }> {
  const text = body.trim();
  if (text.length < 2 || text.length > REPLY_MAX) throw new DomainError("invalid_input", "Write the answer to send.", { field: "body" });
  await assertAdmin(ctx.db, adminId);
  const now = nowOf(ctx);
  const outcome = await ctx.db.transaction(async (tx) => {
    const [message] = await tx.select().from(contactMessages).where(eq(contactMessages.id, messageId)).for("update");
    if (!message) throw new NotFoundError("This message");
    const outboxId = await sendEmail(
      tx,
      ctx.env,
      {
        kind: "contact.reply",
        to: message.email,
        subject: "Re: your message to Trusted Home Pros",
        text: lines(`Hi ${message.firstName},`, "", text, "", signature, "", "—", "You wrote:", ...message.message.split("\n").map((l) => `> ${l}`)),
      },
      now,
    );
    const [reply] = await tx
      .insert(contactMessageReplies)
      .values({ messageId, authorUserId: adminId, body: text, outboxId, createdAt: now })
      .returning({ id: contactMessageReplies.id });
    await audit(
      tx,
      { actorUserId: adminId, action: "message.reply", entity: "contact_message", entityId: messageId, after: { replyId: reply!.id, outboxId } },
      now,
    );
    return { replyId: reply!.id, outboxId };
  });
  signalOutbox();
  return outcome;
}
