import { eq } from "drizzle-orm";
import { contractors } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import { PRO_FIRST_CHANCE_MS } from "../marketplace/exclusive-offer";
import { contractorsForLead } from "../marketplace/contractors-for-lead.server";
import { isoDay } from "../contractors/document-expiry";

/**
 * "Request a quote from this pro": the exclusive offer the request's leads get, or undefined (the market at once)
 * when that pro would not be matched to the request anyway — unknown slug, not active (paused, suspended), another
 * trade, outside its area. Eligibility is the marketplace's own reverse match, narrowed to that one contractor.
 */
export async function firstChanceOffer(
  db: Executor,
  request: { slug: string | undefined; category: string; zip: string; lat: number; lng: number },
  now: Date,
): Promise<{ contractorId: string; until: Date } | undefined> {
  if (!request.slug) return undefined;
  const [pro] = await contractorsForLead(db, { zip: request.zip, lat: request.lat, lng: request.lng, category: request.category }, isoDay(now), eq(contractors.slug, request.slug));
  return pro ? { contractorId: pro.id, until: new Date(now.getTime() + PRO_FIRST_CHANCE_MS) } : undefined;
}
