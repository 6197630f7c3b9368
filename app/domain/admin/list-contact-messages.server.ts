import { contactMessages } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import { keyset, LIST_PAGE_SIZE, type PageRequest } from "~/domain/shared/keyset-page.server";

// (created_at, id) desc through contact_messages_created_id_idx (migration 0006).
const order = keyset(contactMessages.createdAt, contactMessages.id);

/** Admin: messages from the contact form, newest first, one keyset page at a time. */
export async function listContactMessages(db: Executor, page: PageRequest = {}) {
  const limit = page.limit ?? LIST_PAGE_SIZE;
  const rows = await db
    .select({ id: contactMessages.id, ...order.key, firstName: contactMessages.firstName, lastName: contactMessages.lastName, email: contactMessages.email, phone: contactMessages.phone, role: contactMessages.role, message: contactMessages.message, createdAt: contactMessages.createdAt })
    .from(contactMessages)
    .where(order.after(page.after))
    .orderBy(...order.orderBy)
    .limit(limit + 1);
  return order.page(rows, limit);
}
