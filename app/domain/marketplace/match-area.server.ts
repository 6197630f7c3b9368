import { and, count, eq, sql, type SQL } from "drizzle-orm";
import { contractors, enterpriseTerritories } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import type { LeadZip } from "../contractors/contractor-facts";
import { servesLead } from "./contractors-for-lead.server";

export type AreaMatch = {
  /** How many contractors contractorsForLead returns for the place: the pros who will see its leads. */
  serving: number;
  /** The pro of `slug`, if it is among them. */
  proOfSlug: string | undefined;
  /** The owner of the ZIP's Enterprise territory, if it is among them and still on Enterprise. */
  territoryOwner: string | undefined;
};

/**
 * What a new quote request needs to know of the contractors serving its place, in one statement over the
 * marketplace's own reverse match (contractorsForLead): how many there are, and which of them holds a first
 * chance (the pro a request was sent from) or the ZIP's Enterprise territory. Only contractors the marketplace
 * would match qualify, so a paused, suspended or lapsed pro, another trade or a ZIP outside its area gets no
 * window. The count comes back, never the rows: a dense metro has hundreds. `also`, an uncorrelated scalar subquery
 * of the caller's, comes back in the same statement (a quote request's duplicate check): a round trip fewer.
 */
export async function matchArea(
  db: Executor,
  place: LeadZip & { category: string },
  today: string,
  slug: string | undefined,
  also?: SQL<unknown>,
): Promise<AreaMatch & { also: unknown }> {
  const owner = db.select({ id: enterpriseTerritories.contractorId }).from(enterpriseTerritories).where(eq(enterpriseTerritories.zip, place.zip));
  const [row] = await db
    .select({
      serving: count(),
      proOfSlug: slug ? sql<string | null>`(array_agg(${contractors.id}) filter (where ${eq(contractors.slug, slug)}))[1]` : sql<null>`null`,
      territoryOwner: sql<
        string | null
      >`(array_agg(${contractors.id}) filter (where ${and(eq(contractors.plan, "enterprise"), eq(contractors.id, sql`(${owner})`))}))[1]`,
      also: also ?? sql<null>`null`,
    })
    .from(contractors)
    .where(servesLead(place, today));
  return { serving: row?.serving ?? 0, proOfSlug: row?.proOfSlug ?? undefined, territoryOwner: row?.territoryOwner ?? undefined, also: row?.also ?? null };
}
