import { type ReturnReason } from "~/content/return-reasons";
import { LeadWonError, ReturnWindowClosedError } from "./errors";
import { isInServiceArea, type LeadZip, type ServiceArea } from "../contractors/contractor-facts";

/**
 * Lead returns (required: "a bought lead can be returned within 7 days
 * (configurable) with a reason (wrong number, not the homeowner, duplicate,
 * outside my area, wrong category, other + note). Objective failures the
 * system can see (duplicate, ZIP outside the service area) are credited at
 * once; the rest go to the admin queue"; spec section 1: "Invalid leads are
 * replaced or credited"; spec section 9: "refunds possible for duplicate or
 * invalid leads").
 *
 * - The window is elapsed time since purchase, windowDays × 24 hours, and the
 *   last instant counts as inside.
 * - Automatic credit needs BOTH the contractor's reason AND the system's
 *   evidence: 'duplicate' when the quote request is flagged duplicate,
 *   'outside-area' when the lead's ZIP was outside the contractor's service
 *   area AS IT WAS WHEN THEY BOUGHT (not as it is now: a contractor could
 *   otherwise shrink the area after buying to return any lead). Everything
 *   else goes to the admin queue; the system never refuses a return by itself.
 * - An automatic approval is a credit (money back at once): a replacement
 *   needs an equivalent lead, which may not exist yet, so it is for the admin.
 */

export const DEFAULT_RETURN_WINDOW_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** True while the lead bought at `purchasedAt` may still be returned at `now`. */
export function canReturn(purchasedAt: Date, now: Date, windowDays: number = DEFAULT_RETURN_WINDOW_DAYS): boolean {
  if (!(windowDays >= 0) || !Number.isFinite(windowDays)) throw new RangeError(`windowDays must be a non-negative number, got ${windowDays}`);
  const elapsed = now.getTime() - purchasedAt.getTime();
  if (Number.isNaN(elapsed)) throw new RangeError("canReturn needs valid dates");
  return elapsed <= windowDays * DAY_MS;
}

/** ReturnWindowClosedError unless `canReturn`. */
export function assertCanReturn(purchasedAt: Date, now: Date, windowDays: number = DEFAULT_RETURN_WINDOW_DAYS): void {
  if (!canReturn(purchasedAt, now, windowDays)) throw new ReturnWindowClosedError(windowDays);
}

/**
 * LeadWonError when the buyer marked the lead Won: a lead that became a job
 * was a good lead, whatever the reason given (before this rule an $8,500 Won lead
 * could be returned). The buyer may change the status first if Won was a slip.
 */
export function assertNotWon(pipelineStatus: string): void {
  if (isWon(pipelineStatus)) throw new LeadWonError();
}

const isWon = (pipelineStatus: string) => pipelineStatus === "won";

/**
 * Whether a return of this purchase could be filed at `now`: not marked Won and inside the window (requestReturn's
 * checks, as a yes or no), for what credits a purchase without a return form, such as erasing its homeowner's data.
 */
export function isReturnable(purchase: { pipelineStatus: string; purchasedAt: Date }, now: Date, windowDays: number = DEFAULT_RETURN_WINDOW_DAYS): boolean {
  return !isWon(purchase.pipelineStatus) && canReturn(purchase.purchasedAt, now, windowDays);
}

export type ReturnFacts = {
  /** The lead's quote request is flagged duplicate (quote_requests.is_duplicate). */
  quoteRequestIsDuplicate: boolean;
  leadZip: LeadZip;
  /** The contractor's service area when they bought the lead. */
  serviceAreaAtPurchase: ServiceArea;
  /** The homeowner entered the code texted to the number (quote_requests.phone_verified_at is set). */
  phoneVerified?: boolean;
};

export type AutoDecision = "credit" | "review";

/** Credit at once when the system itself sees the failure the contractor names; otherwise the admin decides. */
export function autoDecision(reason: ReturnReason, facts: ReturnFacts): AutoDecision {
  // A verified number was proven to reach the homeowner: "wrong number" on it is for an admin to judge, with the
  // verification record beside it (decision 0048), never a credit the buyer's word alone earns.
  if (reason === "wrong-number" && facts.phoneVerified) return "review";
  if (reason === "duplicate" && facts.quoteRequestIsDuplicate) return "credit";
  if (reason === "outside-area" && !isInServiceArea(facts.serviceAreaAtPurchase, facts.leadZip)) return "credit";
  return "review";
}
