import { eq } from "drizzle-orm";
import { contractors } from "~/db/schema";
import { audit } from "~/domain/shared/audit.server";
import { generateWebhookSecret } from "~/domain/deliveries/generate-webhook-secret.server";
import { nowOf, type DomainContext } from "~/domain/shared/domain-context.server";
import { requireIntegrationAccess } from "./enterprise-access.server";
import { checkWebhookUrlOnServer, webhookUrlOptionsFor } from "./webhook-url-policy.server";
import { DomainError } from "../shared/errors";

/**
 * An Enterprise contractor sets the URL their sold leads are POSTed to. The
 * first URL also creates the signing secret: an unsigned delivery is never
 * possible, and the owner can reveal or rotate the secret afterwards.
 */
export async function setWebhookUrl(
  ctx: DomainContext,
  input: { contractorId: string; actorUserId: string | null; url: unknown },
): Promise<{ url: string; secretCreated: boolean }> {
  const checked = checkWebhookUrlOnServer(typeof input.url === "string" ? input.url : "", webhookUrlOptionsFor(ctx.env));
  if (!checked.ok) throw new DomainError("invalid_input", checked.message, { field: "webhookUrl" });
  const now = nowOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const current = await requireIntegrationAccess(tx, input.contractorId, { lock: true });
    const secretCreated = !current.webhookSecret;
    await tx
      .update(contractors)
      .set({ webhookUrl: checked.value, ...(secretCreated ? { webhookSecret: generateWebhookSecret() } : {}) })
      .where(eq(contractors.id, input.contractorId));
    // The secret itself never goes into the audit log.
    await audit(
      tx,
      {
        actorUserId: input.actorUserId,
        action: "webhook.url-set",
        entity: "contractor",
        entityId: input.contractorId,
        before: { webhookUrl: current.webhookUrl },
        after: { webhookUrl: checked.value, secretCreated },
      },
      now,
    );
    return { url: checked.value, secretCreated };
  });
}
