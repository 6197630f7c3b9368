import { and, inArray } from "drizzle-orm";
import { LEAD_STATUSES_FOR_SALE } from "~/db/enums";
import { leads } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import { transition } from "../marketplace/lead-state-machine";

/**
 * Takes every lead of these requests that is still for sale, or waiting to
 * be (pending its phone code or an admin's review), off the market at once:
 * the state machine's 'markInvalid' (pending, available or aged → invalid,
 * never sold again), with the reason saying why; a later code or approval
 * then finds nothing to release. Auto-buy (`canApply(…,
 * 'purchase')`) and the alert fan-out (status 'available') skip such leads.
 * Sold leads stay sold: their returns follow the normal rules.
 */
export async function withdrawLeadsOnSale(
  tx: Executor,
  quoteRequestIds: string[],
  reason: "homeowner-stopped-contact" | "homeowner-erased",
  now: Date,
): Promise<number> {
  if (quoteRequestIds.length === 0) return 0;
  const status = transition("available", "markInvalid");
  const rows = await tx
    .update(leads)
    .set({ status, statusReason: reason, statusChangedAt: now })
    .where(and(inArray(leads.quoteRequestId, quoteRequestIds), inArray(leads.status, ["pending", ...LEAD_STATUSES_FOR_SALE])))
    .returning({ id: leads.id });
  return rows.length;
}
