import { eq } from "drizzle-orm";
import { contractors } from "~/db/schema";
import { audit } from "~/domain/shared/audit.server";
import { generateWebhookSecret } from "~/domain/deliveries/generate-webhook-secret.server";
import { nowOf, type DomainContext } from "~/domain/shared/domain-context.server";
import { requireIntegrationAccess } from "./enterprise-access.server";

/**
 * Replace the webhook signing secret (Standard Webhooks "whsec_" + base64).
 * It takes effect at once: deliveries are signed with the secret current at
 * sending time. Returns the new secret for its owner to copy.
 */
export async function rotateWebhookSecret(ctx: DomainContext, input: { contractorId: string; actorUserId: string | null }): Promise<string> {
  const now = nowOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const current = await requireIntegrationAccess(tx, input.contractorId, { lock: true });
    const secret = generateWebhookSecret();
    await tx.update(contractors).set({ webhookSecret: secret }).where(eq(contractors.id, input.contractorId));
    // Never the secret itself: the log records that it changed.
    await audit(
      tx,
      {
        actorUserId: input.actorUserId,
        action: "webhook.secret-rotate",
        entity: "contractor",
        entityId: input.contractorId,
        before: { hadSecret: current.webhookSecret !== null },
        after: { rotated: true },
      },
      now,
    );
    return secret;
  });
}
