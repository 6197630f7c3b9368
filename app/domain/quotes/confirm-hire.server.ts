import { and, eq } from "drizzle-orm";
import { contractors, leadReturns, purchases, quoteRequests, quotes } from "~/db/schema";
import type { Tx } from "~/db/types.server";
import { isUuid } from "~/forms/ids";
import { signalOutbox } from "~/lib/wakeups/outbox-signal.server";
import { queuePurchaseUpdated } from "../deliveries/queue-purchase-webhooks.server";
import { issueRequestLink } from "../request-links/request-links.server";
import { updateMyLeadStatus } from "../marketplace/listings.server";
import { sendEmail } from "../outbox/queue-email.server";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { DomainError, NotFoundError } from "../shared/errors";
import { composeQuoteHired } from "./compose-quote-emails";

const readPurchase = async (tx: Tx, contractorId: string, purchaseId: string) =>
  (
    await tx
      .select({
        leadId: purchases.leadId,
        quoteRequestId: purchases.quoteRequestId,
        pipelineStatus: purchases.pipelineStatus,
        notes: purchases.notes,
        jobValueCents: purchases.jobValueCents,
        businessName: contractors.businessName,
        reference: quoteRequests.reference,
        fullName: quoteRequests.fullName,
        email: quoteRequests.email,
        erasedAt: quoteRequests.erasedAt,
        returnStatus: leadReturns.status,
      })
      .from(purchases)
      .innerJoin(contractors, eq(contractors.id, purchases.contractorId))
      .innerJoin(quoteRequests, eq(quoteRequests.id, purchases.quoteRequestId))
      .leftJoin(leadReturns, eq(leadReturns.purchaseId, purchases.id))
      .where(and(eq(purchases.id, purchaseId), eq(purchases.contractorId, contractorId)))
  )[0];

/**
 * The pro confirms the job the homeowner accepted its quote for (decision 0052): the quote becomes 'hired' (final:
 * the homeowner can no longer switch), the purchase's pipeline moves to 'won' as the dashboard's status change does
 * (with its purchase.updated webhook), and the homeowner is told by e-mail with a fresh link to their request page.
 * Another contractor's purchase is "not found"; confirming again changes nothing. The quote row is locked, so a
 * homeowner switching their choice at the same moment either sees the job confirmed or makes this refuse.
 */
export async function confirmHire(ctx: DomainContext, contractorId: string, purchaseId: string | undefined): Promise<{ changed: boolean }> {
  if (!isUuid(purchaseId)) throw new NotFoundError("This lead");
  const now = nowOf(ctx);
  const changed = await ctx.db.transaction(async (tx) => {
    const found = await readPurchase(tx, contractorId, purchaseId);
    if (!found) throw new NotFoundError("This lead");
    const [quote] = await tx.select({ id: quotes.id, status: quotes.status }).from(quotes).where(eq(quotes.purchaseId, purchaseId)).for("update");
    if (quote?.status === "hired") return false;
    if (found.erasedAt) throw new DomainError("invalid_transition", "The homeowner deleted their data, so this job can no longer be confirmed.");
    if (found.returnStatus === "credited" || found.returnStatus === "replaced")
      throw new DomainError("invalid_transition", "This lead was returned, so its job can no longer be confirmed.");
    if (quote?.status !== "accepted") throw new DomainError("invalid_transition", "The homeowner has not accepted this quote.");
    await tx.update(quotes).set({ status: "hired", hiredAt: now }).where(eq(quotes.id, quote.id));
    if (found.pipelineStatus !== "won") {
      await updateMyLeadStatus({ ...ctx, db: tx, now }, contractorId, purchaseId, { status: "won", notes: found.notes, jobValueCents: found.jobValueCents });
      await queuePurchaseUpdated(tx, ctx.env, {
        contractorId,
        purchaseId,
        leadId: found.leadId,
        from: found.pipelineStatus,
        to: "won",
        jobValueCents: found.jobValueCents,
        now,
      });
    }
    const requestUrl = await issueRequestLink(tx, found.quoteRequestId, ctx.env.PUBLIC_URL, now);
    await sendEmail(
      tx,
      ctx.env,
      composeQuoteHired({ businessName: found.businessName, reference: found.reference, to: found.email, fullName: found.fullName, requestUrl }),
      now,
    );
    return true;
  });
  if (changed) signalOutbox();
  return { changed };
}
