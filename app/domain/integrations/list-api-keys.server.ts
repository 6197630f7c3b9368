import { desc, eq } from "drizzle-orm";
import { apiKeys } from "~/db/schema";
import type { DomainContext } from "~/domain/shared/domain-context.server";

export type ApiKeySummary = { id: string; label: string; prefix: string; createdAt: Date; lastUsedAt: Date | null; revokedAt: Date | null };

/** The contractor's own keys, newest first, revoked ones included (so the owner sees what happened). Never the hash. */
export async function listApiKeys(ctx: DomainContext, contractorId: string): Promise<ApiKeySummary[]> {
  return ctx.db
    .select({
      id: apiKeys.id,
      label: apiKeys.label,
      prefix: apiKeys.prefix,
      createdAt: apiKeys.createdAt,
      lastUsedAt: apiKeys.lastUsedAt,
      revokedAt: apiKeys.revokedAt,
    })
    .from(apiKeys)
    .where(eq(apiKeys.contractorId, contractorId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}
