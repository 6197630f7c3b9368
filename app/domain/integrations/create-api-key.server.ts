import { and, count, eq, isNull } from "drizzle-orm";
import { apiKeys } from "~/db/schema";
import { audit } from "~/domain/shared/audit.server";
import { requireIntegrationAccess } from "~/domain/integrations/enterprise-access.server";
import { nowOf, type DomainContext } from "~/domain/shared/domain-context.server";
import { apiKeySchema } from "~/forms/api-key";
import { generateApiKey } from "./api-key-token.server";
import { DomainError } from "../shared/errors";

/** Enough for one key per system that calls the API; more is usually forgotten keys. */
export const MAX_ACTIVE_API_KEYS = 10;

export type CreatedApiKey = { id: string; label: string; prefix: string; createdAt: Date; /** Shown once; never stored. */ key: string };

/** An Enterprise contractor creates an API key. Only its sha256 is stored; the key itself is returned this once. */
export async function createApiKey(ctx: DomainContext, input: { contractorId: string; actorUserId: string | null; label: unknown }): Promise<CreatedApiKey> {
  const parsed = apiKeySchema.safeParse({ label: input.label });
  if (!parsed.success) throw new DomainError("invalid_input", parsed.error.issues[0]?.message ?? "Please check the label.", { field: "label" });
  const now = nowOf(ctx);
  return ctx.db.transaction(async (tx) => {
    // The lock makes the count below exact when two keys are created at once.
    await requireIntegrationAccess(tx, input.contractorId, { lock: true });
    const [active] = await tx
      .select({ n: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.contractorId, input.contractorId), isNull(apiKeys.revokedAt)));
    if ((active?.n ?? 0) >= MAX_ACTIVE_API_KEYS) {
      throw new DomainError("too_many_keys", `You can have at most ${MAX_ACTIVE_API_KEYS} active keys. Please revoke one you no longer use first.`, {
        field: "label",
      });
    }
    const { key, prefix, keyHash } = generateApiKey();
    const [row] = await tx
      .insert(apiKeys)
      .values({ contractorId: input.contractorId, label: parsed.data.label, prefix, keyHash, createdAt: now })
      .returning({ id: apiKeys.id, label: apiKeys.label, prefix: apiKeys.prefix, createdAt: apiKeys.createdAt });
    if (!row) throw new Error("api key insert returned no row");
    await audit(
      tx,
      {
        actorUserId: input.actorUserId,
        action: "api-key.create",
        entity: "contractor",
        entityId: input.contractorId,
        after: { keyId: row.id, label: row.label, prefix: row.prefix },
      },
      now,
    );
    return { ...row, key };
  });
}
