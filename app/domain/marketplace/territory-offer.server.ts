import { and, eq } from "drizzle-orm";
import { contractors, enterpriseTerritories } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import { isoDay } from "../contractors/document-expiry";
import { contractorsForLead } from "./contractors-for-lead.server";

/**
 * Enterprise exclusive territory at intake: the exclusive offer a new request's leads get when their ZIP is in an
 * Enterprise contractor's territory, or undefined (the market at once). One primary-key read for the ZIP, then the
 * marketplace's own reverse match narrowed to the owner, so a paused, suspended or lapsed owner, another trade or
 * a ZIP the owner does not serve gets no window. The owner must still be on Enterprise: leaving it deletes the
 * territory (enterprise-territory.server.ts), and this check keeps a territory inert whatever path changed the plan.
 */
export async function territoryOffer(
  db: Executor,
  lead: { category: string; zip: string; lat: number; lng: number },
  now: Date,
  minutes: number,
): Promise<{ contractorId: string; until: Date } | undefined> {
  const [owner] = await db.select({ contractorId: enterpriseTerritories.contractorId }).from(enterpriseTerritories).where(eq(enterpriseTerritories.zip, lead.zip));
  if (!owner) return undefined;
  const [pro] = await contractorsForLead(db, lead, isoDay(now), and(eq(contractors.id, owner.contractorId), eq(contractors.plan, "enterprise")));
  return pro ? { contractorId: pro.id, until: new Date(now.getTime() + minutes * 60_000) } : undefined;
}
