import { eq } from "drizzle-orm";
import { quoteRequests } from "~/db/schema";
import { releaseQuoteRequest } from "~/domain/quote-requests/release-quote-request.server";
import { signalNewLeads } from "~/lib/wakeups/new-leads-signal.server";
import { assertAdmin } from "../accounts/assert-admin.server";
import { audit } from "../shared/audit.server";
import { DomainError } from "../shared/errors";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { lockHeldRequest } from "./lock-held-request.server";

/**
 * Admin: a request the quality score held goes on the market (decision 0048): its pending leads become available
 * from now (release-quote-request.server.ts: alerts, auto-buy and the lead's age count from the approval), the
 * review is recorded and audited, all in one transaction on the request's locked row. A request already decided
 * (or no longer held) is refused with a 409 (lock-held-request.server.ts), so a second click changes nothing.
 * Auto-buy is woken after the commit; its every-minute sweep is the safety net.
 */
export async function approveHeldRequest(
  ctx: DomainContext,
  adminId: string,
  requestId: string,
  note?: string,
): Promise<{ reference: string; released: number }> {
  const now = nowOf(ctx);
  await assertAdmin(ctx.db, adminId);
  const outcome = await ctx.db.transaction(async (tx) => {
    const request = await lockHeldRequest(tx, requestId);
    // "Stop new contacts" (or an erasure) while it waited: it may never be sold; only closing it is left.
    if (request.contactStoppedAt)
      throw new DomainError(
        "invalid_transition",
        `The homeowner of ${request.reference} asked for no further contact: it cannot go on the market. Reject it to close it.`,
      );
    const released = await releaseQuoteRequest(tx, request, now);
    await tx.update(quoteRequests).set({ reviewedAt: now }).where(eq(quoteRequests.id, request.id));
    await audit(
      tx,
      {
        actorUserId: adminId,
        action: "quote_request.approve",
        entity: "quote_request",
        entityId: request.id,
        before: { marketStatus: "held" },
        after: { marketStatus: "released", leadsReleased: released.length, ...(note ? { reason: note } : {}) },
      },
      now,
    );
    return { reference: request.reference, released: released.length };
  });
  if (outcome.released > 0) signalNewLeads();
  return outcome;
}
