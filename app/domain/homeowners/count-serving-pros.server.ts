import type { Executor } from "~/db/types.server";
import type { LeadZip } from "../contractors/contractor-facts";
import { countContractorsForLead } from "../marketplace/contractors-for-lead.server";
import { isoDay } from "../contractors/document-expiry";

/**
 * How many verified pros (approved contractors, active) serve this ZIP and
 * category right now: the marketplace's own indexed matching query, so the
 * count the homeowner reads is the set of contractors who will see the lead.
 * Balance and weekly caps are left out on purpose: they change by the hour,
 * and a pro who tops up tomorrow still serves the area. A pro whose license or
 * insurance lapsed gets no leads until renewed, so is not counted. The
 * database counts them: a dense metro has hundreds, and no row comes back.
 */
export async function countServingPros(db: Executor, where: LeadZip & { category: string }, now: Date): Promise<number> {
  return countContractorsForLead(db, where, isoDay(now));
}
