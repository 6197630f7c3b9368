import { and, inArray, isNull } from "drizzle-orm";
import { quoteRequests } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import { audit } from "../shared/audit.server";
import { withdrawLeadsOnSale } from "./withdraw-leads.server";

/**
 * "Stop new contacts" for these requests, in the caller's transaction: each
 * request not stopped yet remembers it (its buyers see "Homeowner asked for
 * no further contact"), its leads still for sale leave the market, and the
 * audit log gets one entry per request, without personal data. Requests
 * already stopped change nothing. `via` says where the homeowner asked when
 * it was not the request page (a text).
 */
export async function stopRequestContacts(tx: Executor, quoteRequestIds: string[], now: Date, via?: "text"): Promise<{ requests: number; withdrawn: number }> {
  if (quoteRequestIds.length === 0) return { requests: 0, withdrawn: 0 };
  const firsts = await tx
    .update(quoteRequests)
    .set({ contactStoppedAt: now })
    .where(and(inArray(quoteRequests.id, quoteRequestIds), isNull(quoteRequests.contactStoppedAt)))
    .returning({ id: quoteRequests.id });
  const first = new Set(firsts.map((r) => r.id));
  let withdrawn = 0;
  for (const id of quoteRequestIds) {
    const mine = await withdrawLeadsOnSale(tx, [id], "homeowner-stopped-contact", now);
    withdrawn += mine;
    if (first.has(id)) {
      await audit(
        tx,
        { actorUserId: null, action: "privacy.stop-contact", entity: "quote_request", entityId: id, after: { withdrawnLeads: mine, ...(via ? { via } : {}) } },
        now,
      );
    }
  }
  return { requests: first.size, withdrawn };
}
