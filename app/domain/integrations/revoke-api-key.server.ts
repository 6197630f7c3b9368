import { and, eq, isNull } from "drizzle-orm";
import { apiKeys } from "~/db/schema";
import { audit } from "~/domain/shared/audit.server";
import { nowOf, type DomainContext } from "~/domain/shared/domain-context.server";
import { NotFoundError } from "../shared/errors";

/**
 * Revoke one of the contractor's own keys; it stops working at once. Allowed
 * on any plan and status: a contractor who left Enterprise or was suspended
 * must still be able to shut a key. Another contractor's key is "not found"
 * (its existence is not revealed). Revoking twice is harmless.
 */
export async function revokeApiKey(
  ctx: DomainContext,
  input: { contractorId: string; actorUserId: string | null; keyId: string },
): Promise<{ label: string; alreadyRevoked: boolean }> {
  const now = nowOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const [key] = await tx
      .select({ id: apiKeys.id, label: apiKeys.label, prefix: apiKeys.prefix, revokedAt: apiKeys.revokedAt })
      .from(apiKeys)
      .where(and(eq(apiKeys.id, input.keyId), eq(apiKeys.contractorId, input.contractorId)));
    if (!key) throw new NotFoundError("This API key");
    const [revoked] = await tx
      .update(apiKeys)
      .set({ revokedAt: now })
      .where(and(eq(apiKeys.id, key.id), isNull(apiKeys.revokedAt)))
      .returning({ id: apiKeys.id });
    if (!revoked) return { label: key.label, alreadyRevoked: true };
    await audit(
      tx,
      {
        actorUserId: input.actorUserId,
        action: "api-key.revoke",
        entity: "contractor",
        entityId: input.contractorId,
        before: { keyId: key.id, label: key.label, prefix: key.prefix, revokedAt: null },
        after: { keyId: key.id, revokedAt: now.toISOString() },
      },
      now,
    );
    return { label: key.label, alreadyRevoked: false };
  });
}
