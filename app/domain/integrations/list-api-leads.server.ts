import type { DomainContext } from "~/domain/shared/domain-context.server";
import { availableLeadsForContractor } from "~/domain/marketplace/listings.server";
import { availableLeadJson } from "./api-json";
import type { ApiLeadList, LeadsQuery } from "~/forms/api-v1";
import { BelowRatingBarError } from "~/domain/marketplace/errors";

/**
 * GET /api/v1/leads: the leads on offer to this contractor now, newest first,
 * exactly as the dashboard lists them (listings.server.ts), one keyset page
 * at a time, with the contractor's balance and weekly spend so a client can
 * tell what it can buy. A cursor this code did not make is a 400.
 */
export async function listApiLeads(ctx: DomainContext, contractorId: string, query: LeadsQuery): Promise<ApiLeadList> {
  const available = await availableLeadsForContractor(ctx, contractorId, { after: query.cursor, limit: query.limit });
  // Below the 4-star rule the list would be empty with no reason: the API says why, as the dashboard does.
  if (available.ratingBar) throw new BelowRatingBarError(available.ratingBar.rating, available.ratingBar.reviews);
  return {
    nextCursor: available.next,
    data: available.leads.map(availableLeadJson),
    balanceCents: available.balanceCents,
    spentThisWeekCents: available.spentThisWeekCents,
    weeklyCapCents: available.weeklyCapCents,
  };
}
