import { and, eq, isNull } from "drizzle-orm";
import { quoteRequests } from "~/db/schema";
import { audit } from "../shared/audit.server";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { NotFoundError } from "../shared/errors";
import { requestOfLink } from "../homeowners/request-links.server";
import { withdrawLeadsOnSale } from "./withdraw-leads.server";

/**
 * "Stop new contacts" on the request page (issue 13 §3): the request's leads
 * still for sale leave the market in this transaction, and the request
 * remembers it so its buyers see "Homeowner asked for no further contact".
 * Pressing it twice changes nothing. The link is the proof: no account.
 */
export async function stopNewContacts(ctx: DomainContext, token: string): Promise<{ withdrawn: number }> {
  const now = nowOf(ctx);
  const id = await requestOfLink(ctx.db, token, now);
  if (!id) throw new NotFoundError("This request");
  return ctx.db.transaction(async (tx) => {
    const [first] = await tx
      .update(quoteRequests)
      .set({ contactStoppedAt: now })
      .where(and(eq(quoteRequests.id, id), isNull(quoteRequests.contactStoppedAt)))
      .returning({ id: quoteRequests.id });
    const withdrawn = await withdrawLeadsOnSale(tx, [id], "homeowner-stopped-contact", now);
    if (first) await audit(tx, { actorUserId: null, action: "privacy.stop-contact", entity: "quote_request", entityId: id, after: { withdrawnLeads: withdrawn } }, now);
    return { withdrawn };
  });
}
