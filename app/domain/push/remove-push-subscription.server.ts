/**
 * A contractor turns alerts off in one browser. Only that contractor's row
 * with this endpoint goes: an endpoint is no secret worth guessing, but one
 * contractor must not be able to switch off another's device. Turning off
 * twice is fine (nothing left to remove).
 */
import { and, eq } from "drizzle-orm";
import { pushSubscriptions } from "~/db/schema";
import type { DomainContext } from "~/domain/shared/domain-context.server";

export async function removePushSubscription(ctx: DomainContext, contractorId: string, endpoint: string): Promise<{ removed: boolean }> {
  const gone = await ctx.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.contractorId, contractorId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return { removed: gone.length > 0 };
}
