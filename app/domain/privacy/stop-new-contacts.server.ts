import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { NotFoundError } from "../shared/errors";
import { requestOfLink } from "../request-links/request-links.server";
import { stopRequestContacts } from "./stop-request-contacts.server";

/**
 * "Stop new contacts" on the request page (decision 0025): the request's leads
 * still for sale leave the market in this transaction, and the request
 * remembers it so its buyers see "Homeowner asked for no further contact".
 * Pressing it twice changes nothing. The link is the proof: no account.
 */
export async function stopNewContacts(ctx: DomainContext, token: string): Promise<{ withdrawn: number }> {
  const now = nowOf(ctx);
  const id = await requestOfLink(ctx.db, token, now);
  if (!id) throw new NotFoundError("This request");
  return ctx.db.transaction(async (tx) => ({ withdrawn: (await stopRequestContacts(tx, [id], now)).withdrawn }));
}
