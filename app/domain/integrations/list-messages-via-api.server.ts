import { and, eq } from "drizzle-orm";
import { purchases } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import type { ApiMessage, MessagesQuery } from "~/forms/api-v1-messages";
import { isUuid } from "~/forms/ids";
import { listThread } from "../messages/list-messages.server";
import { NotFoundError } from "../shared/errors";
import { messageJson } from "./message-json";

/** The purchase's id when it is this contractor's (by its primary key); anyone else's is "this purchase", not found. */
export async function ownApiPurchase(db: Executor, contractorId: string, purchaseId: string | undefined): Promise<string> {
  if (!isUuid(purchaseId)) throw new NotFoundError("This purchase");
  const [row] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.id, purchaseId), eq(purchases.contractorId, contractorId)));
  if (!row) throw new NotFoundError("This purchase");
  return row.id;
}

/**
 * GET /api/v1/purchases/{id}/messages: a page of my purchase's thread, oldest first, as the dashboard shows it (the
 * thread's keyset and cursor, list-messages.server.ts). The thread stays readable after it closes, as on the dashboard.
 */
export async function listMessagesViaApi(
  db: Executor,
  contractorId: string,
  purchaseId: string | undefined,
  query: MessagesQuery,
): Promise<{ data: ApiMessage[]; nextCursor: string | null }> {
  const own = await ownApiPurchase(db, contractorId, purchaseId);
  const page = await listThread(db, own, { after: query.cursor, limit: query.limit });
  return { data: page.messages.map((m) => messageJson(own, m)), nextCursor: page.nextCursor };
}
