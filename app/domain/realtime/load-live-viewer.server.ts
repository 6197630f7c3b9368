import { eq } from "drizzle-orm";
import { contractors } from "~/db/schema";
import { serviceAreaOf } from "../contractors/contractor-facts";
import { belowRatingBar } from "../contractors/rating-bar";
import type { Executor } from "~/db/types.server";
import type { LiveViewer } from "./live-update-for";

/**
 * The contractor's categories and service area as they are now, or undefined if the account is gone. Below the
 * 4-star rule (rating-bar.ts) it is offered no lead, so its dashboard hears of none: no category (its own sales are
 * still delivered).
 */
export async function loadLiveViewer(db: Executor, contractorId: string): Promise<LiveViewer | undefined> {
  const [row] = await db.select().from(contractors).where(eq(contractors.id, contractorId));
  if (!row) return undefined;
  return { contractorId, categories: belowRatingBar(row) ? [] : row.categories, area: serviceAreaOf(row) };
}
