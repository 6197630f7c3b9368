/**
 * A contractor turns alerts on in one browser: its PushSubscription is kept
 * (or refreshed: a browser may rotate its keys). The endpoint identifies the
 * browser, so if another contractor signed in there before, the row moves to
 * this one: alerts follow whoever turned them on last in that browser.
 * Turning alerts on in a browser is also the contractor's choice of the push
 * channel (contractors.alert_push): one click, not a second setting to find.
 */
import { eq, sql } from "drizzle-orm";
import { contractors, pushSubscriptions } from "~/db/schema";
import type { PushSubscriptionInput } from "~/forms/push-subscription";
import type { DomainContext } from "~/domain/shared/domain-context.server";
import { nowOf } from "~/domain/shared/domain-context.server";

const USER_AGENT_MAX = 300;

export async function savePushSubscription(ctx: DomainContext, contractorId: string, input: PushSubscriptionInput, userAgent: string | null): Promise<void> {
  const values = {
    contractorId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    userAgent: userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null,
    createdAt: nowOf(ctx),
  };
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { contractorId, p256dh: values.p256dh, auth: values.auth, userAgent: values.userAgent, lastSuccessAt: sql`null` },
      });
    await tx.update(contractors).set({ alertPush: true }).where(eq(contractors.id, contractorId));
  });
}
