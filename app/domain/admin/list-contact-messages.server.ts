import { and } from "drizzle-orm";
import { contactMessages, contactMessageSearchText } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import { keyset, LIST_PAGE_SIZE, type PageRequest } from "~/domain/shared/keyset-page.server";
import { searchQueryOf } from "~/domain/shared/text-search";
import { matchesSearch } from "~/domain/shared/text-search.server";

// (created_at, id) desc through contact_messages_created_id_idx (migration 0006); a search reads contact_messages_search_idx.
const order = keyset(contactMessages.createdAt, contactMessages.id);

/** Admin: messages from the contact form, newest first, one keyset page at a time; `q` searches names, e-mail, phone and text. */
export async function listContactMessages(db: Executor, page: PageRequest = {}, filter: { q?: string | undefined } = {}) {
  const limit = page.limit ?? LIST_PAGE_SIZE;
  const query = searchQueryOf(filter.q ?? "");
  const rows = await db
    .select({
      id: contactMessages.id,
      ...order.key,
      firstName: contactMessages.firstName,
      lastName: contactMessages.lastName,
      email: contactMessages.email,
      phone: contactMessages.phone,
      role: contactMessages.role,
      message: contactMessages.message,
      closedAt: contactMessages.closedAt,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .where(
      and(order.after(page.after), query ? matchesSearch(contactMessages.id, contactMessages, contactMessageSearchText(contactMessages), query) : undefined),
    )
    .orderBy(...order.orderBy)
    .limit(limit + 1);
  return order.page(rows, limit);
}
