import type { Executor } from "~/db/types.server";
import type { LeadZip } from "../contractors/contractor-facts";
import { contractorsForLead } from "../marketplace/contractors-for-lead.server";

/**
 * How many verified pros (approved contractors, active) serve this ZIP and
 * category right now: the marketplace's own indexed matching query, so the
 * count the homeowner reads is the set of contractors who will see the lead.
 * Balance and weekly caps are left out on purpose: they change by the hour,
 * and a pro who tops up tomorrow still serves the area.
 */
export async function countServingPros(db: Executor, where: LeadZip & { category: string }): Promise<number> {
  return (await contractorsForLead(db, where)).length;
}
