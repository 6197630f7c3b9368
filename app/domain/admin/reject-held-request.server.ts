import { and, eq, isNull } from "drizzle-orm";
import { leads, quoteRequests, unmatchedRequests } from "~/db/schema";
import { transition } from "~/domain/marketplace/lead-state-machine";
import { assertAdmin } from "../accounts/assert-admin.server";
import { audit } from "../shared/audit.server";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { lockHeldRequest } from "./lock-held-request.server";

/** Why a rejected request's leads are invalid (leads.status_reason), as 'duplicate' says it for a repeat. */
export const REJECTED_LEAD_REASON = "rejected";

/**
 * Admin: a request the quality score held is closed quietly (decision 0048): the request becomes 'rejected', its
 * pending leads 'invalid' (the state machine's markInvalid, reason 'rejected'), never listed, alerted or sold. Nothing
 * is sent to the homeowner, and the 24-hour "no pro yet" notice a request nobody serves would get is marked done
 * without its e-mail. Recorded and audited in one transaction on the request's locked row; a request already
 * decided (or no longer held) is refused with a 409 (lock-held-request.server.ts).
 */
export async function rejectHeldRequest(
  ctx: DomainContext,
  adminId: string,
  requestId: string,
  note?: string,
): Promise<{ reference: string; invalidated: number }> {
  const now = nowOf(ctx);
  await assertAdmin(ctx.db, adminId);
  return ctx.db.transaction(async (tx) => {
    const request = await lockHeldRequest(tx, requestId);
    await tx.update(quoteRequests).set({ marketStatus: "rejected", reviewedAt: now }).where(eq(quoteRequests.id, request.id));
    const invalidated = await tx
      .update(leads)
      .set({ status: transition("pending", "markInvalid"), statusReason: REJECTED_LEAD_REASON, statusChangedAt: now })
      .where(and(eq(leads.quoteRequestId, request.id), eq(leads.status, "pending")))
      .returning({ id: leads.id });
    await tx
      .update(unmatchedRequests)
      .set({ notifiedAt: now })
      .where(and(eq(unmatchedRequests.quoteRequestId, request.id), isNull(unmatchedRequests.notifiedAt)));
    await audit(
      tx,
      {
        actorUserId: adminId,
        action: "quote_request.reject",
        entity: "quote_request",
        entityId: request.id,
        before: { marketStatus: "held" },
        after: { marketStatus: "rejected", leadsInvalidated: invalidated.length, ...(note ? { reason: note } : {}) },
      },
      now,
    );
    return { reference: request.reference, invalidated: invalidated.length };
  });
}
