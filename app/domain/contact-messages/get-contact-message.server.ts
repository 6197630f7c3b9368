import { asc, eq } from "drizzle-orm";
import { contactMessageReplies, contactMessages, outbox, users } from "~/db/schema";
import type { Executor } from "~/db/types.server";

/** Admin: one contact message and its thread of answers (oldest first), each with who wrote it and its e-mail's delivery status. */
export async function getContactMessage(db: Executor, messageId: string) {
  const [message] = await db.select().from(contactMessages).where(eq(contactMessages.id, messageId));
  if (!message) return undefined;
  const replies = await db
    .select({
      id: contactMessageReplies.id,
      body: contactMessageReplies.body,
      createdAt: contactMessageReplies.createdAt,
      author: users.email,
      outboxId: outbox.id,
      emailStatus: outbox.status,
    })
    .from(contactMessageReplies)
    .innerJoin(users, eq(users.id, contactMessageReplies.authorUserId))
    .innerJoin(outbox, eq(outbox.id, contactMessageReplies.outboxId))
    .where(eq(contactMessageReplies.messageId, messageId))
    .orderBy(asc(contactMessageReplies.createdAt), asc(contactMessageReplies.id));
  return { message, replies };
}
