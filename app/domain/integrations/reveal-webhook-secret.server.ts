import type { DomainContext } from "~/domain/shared/domain-context.server";
import { requireIntegrationAccess } from "./enterprise-access.server";

/** The signing secret, for its owner only (the caller passes the signed-in contractor's id, never one from the request). Null before a URL was ever set. */
export async function revealWebhookSecret(ctx: DomainContext, contractorId: string): Promise<string | null> {
  const contractor = await requireIntegrationAccess(ctx.db, contractorId);
  return contractor.webhookSecret;
}
