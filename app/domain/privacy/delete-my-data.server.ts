import { signalOutbox } from "~/lib/wakeups/outbox-signal.server";
import { deleteUploads } from "~/lib/uploads.server";
import { requestOfLink } from "../request-links/request-links.server";
import { audit } from "../shared/audit.server";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { NotFoundError } from "../shared/errors";
import { eraseHomeowner, type ErasureOutcome } from "./erase-homeowner.server";

/**
 * "Delete my data" on the request page: the private link is the proof (it was
 * e-mailed to the address), so no second confirmation e-mail; the form asks
 * the homeowner to tick a box. Erases every request of that homeowner; the
 * link dies with it (its page answers 404 afterwards).
 */
export async function deleteMyData(ctx: DomainContext, token: string): Promise<ErasureOutcome> {
  const now = nowOf(ctx);
  const id = await requestOfLink(ctx.db, token, now);
  if (!id) throw new NotFoundError("This request");
  const outcome = await ctx.db.transaction(async (tx) => {
    await audit(
      tx,
      { actorUserId: null, action: "privacy.requested", entity: "quote_request", entityId: id, after: { kind: "delete", from: "request page" } },
      now,
    );
    return eraseHomeowner(tx, ctx.env, { quoteRequestId: id }, now);
  });
  const { photoFiles, ...counts } = outcome;
  await deleteUploads(
    ctx.env.DATA_DIR,
    photoFiles.map((storedName) => ({ storedName })),
  );
  signalOutbox();
  return counts;
}
