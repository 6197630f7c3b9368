import { desc } from "drizzle-orm";
import { contactMessages } from "~/db/schema";
import type { Executor } from "~/db/types.server";

/** Admin: messages from the contact form, newest first. */
export async function listContactMessages(db: Executor, limit = 200) {
  return db
    .select({ id: contactMessages.id, firstName: contactMessages.firstName, lastName: contactMessages.lastName, email: contactMessages.email, phone: contactMessages.phone, role: contactMessages.role, message: contactMessages.message, createdAt: contactMessages.createdAt })
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt))
    .limit(limit);
}
