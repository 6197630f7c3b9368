import { eq } from "drizzle-orm";
import { contractors } from "~/db/schema";
import { audit } from "~/domain/shared/audit.server";
import { nowOf, type DomainContext } from "~/domain/shared/domain-context.server";
import { NotFoundError } from "../shared/errors";

/**
 * Stop webhook deliveries. Allowed on any plan and status (switching a
 * delivery off is always safe). The secret is kept, so a URL set again later
 * verifies with the same secret.
 */
export async function clearWebhookUrl(ctx: DomainContext, input: { contractorId: string; actorUserId: string | null }): Promise<void> {
  const now = nowOf(ctx);
  await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select({ webhookUrl: contractors.webhookUrl }).from(contractors).where(eq(contractors.id, input.contractorId)).for("update");
    if (!current) throw new NotFoundError("This account");
    if (current.webhookUrl === null) return;
    await tx.update(contractors).set({ webhookUrl: null }).where(eq(contractors.id, input.contractorId));
    await audit(
      tx,
      {
        actorUserId: input.actorUserId,
        action: "webhook.url-clear",
        entity: "contractor",
        entityId: input.contractorId,
        before: { webhookUrl: current.webhookUrl },
        after: { webhookUrl: null },
      },
      now,
    );
  });
}
