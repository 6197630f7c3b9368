import type { DomainContext } from "~/domain/shared/domain-context.server";
import { availableLeadsForContractor } from "~/domain/marketplace/listings.server";
import { availableLeadJson } from "./api-json";
import type { ApiLeadList } from "~/forms/api-v1";

/**
 * GET /api/v1/leads: the leads on offer to this contractor now, newest first,
 * exactly as the dashboard lists them (listings.server.ts), with the
 * contractor's balance and weekly spend so a client can tell what it can buy.
 */
export async function listApiLeads(ctx: DomainContext, contractorId: string): Promise<ApiLeadList> {
  const available = await availableLeadsForContractor(ctx, contractorId);
  return {
    data: available.leads.map(availableLeadJson),
    balanceCents: available.balanceCents,
    spentThisWeekCents: available.spentThisWeekCents,
    weeklyCapCents: available.weeklyCapCents,
  };
}
