import type { CategorySlug } from "~/content/categories";
import type { Tier } from "~/content/prices";
import { AlreadyHoldsLeadFromRequestError, LeadTakenError, WeeklyCapReachedError } from "./errors";
import { InsufficientBalanceError } from "../ledger/insufficient-balance-error";
import { isInServiceArea, type LeadZip, type ServiceArea } from "../contractors/contractor-facts";
import { ForbiddenError, NotFoundError, type DomainError } from "../shared/errors";
import { canApply, type LeadState } from "./lead-state-machine";

/**
 * Which contractors may buy a lead (required: "Available leads: the leads in my
 * categories and area that I may buy"; "No contractor buys two leads of the
 * same quote request"; "the weekly cap is a hard cap"; "the balance can never
 * go below zero"; DESIGN.md section 2).
 *
 * A contractor may buy when, checked in this order (the first failure is the
 * reason given):
 * 1. the lead is for sale (available or aged, per the state machine);
 * 2. the contractor is active: not paused (their choice) nor suspended (admin's);
 * 3. the lead's category is one of theirs;
 * 4. the lead's ZIP is in their service area: in their ZIP list, OR within
 *    their radius (inclusive) of their base ZIP's centroid;
 * 5. they have never bought a lead of the same quote request, including leads
 *    they returned: they already had that homeowner's contact details;
 * 6. with a weekly cap set, spent this week + price <= cap (no cap: no limit);
 * 7. balance >= price.
 * The price is the lead's price for the contractor's own tier.
 *
 * This is the pure rule for listing and choosing buyers; the sale itself is
 * still guarded by the database (conditional update, unique constraints,
 * non-negative balance), because another process may buy first.
 */

export type ContractorStatus = "active" | "paused" | "suspended";

export type MatchLead = {
  quoteRequestId: string;
  category: CategorySlug;
  state: LeadState;
  zip: LeadZip;
  /** The lead's price in cents for a buyer on each tier (price-lead.ts). */
  priceCents: Readonly<Record<Tier, number>>;
};

export type MatchContractor = {
  id: string;
  status: ContractorStatus;
  categories: readonly CategorySlug[];
  serviceArea: ServiceArea;
  tier: Tier;
  /** Every quote request this contractor ever bought a lead of. */
  heldQuoteRequestIds: ReadonlySet<string>;
  /** Hard weekly spend cap in cents; null for none. */
  weeklyCapCents: number | null;
  spentThisWeekCents: number;
  balanceCents: number;
};

export type Ineligibility = "lead-not-for-sale" | "not-active" | "category" | "outside-area" | "holds-lead-from-request" | "weekly-cap" | "balance";

/** Why this contractor may not buy this lead now, or undefined when they may. */
export function ineligibility(lead: MatchLead, contractor: MatchContractor): Ineligibility | undefined {
  const price = lead.priceCents[contractor.tier];
  if (!canApply(lead.state, "purchase")) return "lead-not-for-sale";
  if (contractor.status !== "active") return "not-active";
  if (!contractor.categories.includes(lead.category)) return "category";
  if (!isInServiceArea(contractor.serviceArea, lead.zip)) return "outside-area";
  if (contractor.heldQuoteRequestIds.has(lead.quoteRequestId)) return "holds-lead-from-request";
  if (contractor.weeklyCapCents !== null && contractor.spentThisWeekCents + price > contractor.weeklyCapCents) return "weekly-cap";
  if (contractor.balanceCents < price) return "balance";
  return undefined;
}

/** The contractors who may buy the lead now, in the order given. */
export function eligibleContractorsForLead<C extends MatchContractor>(lead: MatchLead, contractors: readonly C[]): C[] {
  return contractors.filter((c) => ineligibility(lead, c) === undefined);
}

/**
 * The typed error a buy action answers for an ineligible contractor. A lead
 * outside their categories or area is "not found" for them: it was never
 * offered, and the answer must not reveal leads they cannot see.
 */
export function ineligibilityError(reason: Ineligibility, lead: MatchLead, contractor: MatchContractor): DomainError {
  switch (reason) {
    case "lead-not-for-sale": {
      // A sale is news only to those the lead was offered to: outside their categories or area it is "not found" too.
      const offered = contractor.categories.includes(lead.category) && isInServiceArea(contractor.serviceArea, lead.zip);
      return lead.state === "expired" || lead.state === "invalid" || !offered ? new NotFoundError("This lead") : new LeadTakenError();
    }
    case "not-active":
      return new ForbiddenError();
    case "category":
    case "outside-area":
      return new NotFoundError("This lead");
    case "holds-lead-from-request":
      return new AlreadyHoldsLeadFromRequestError();
    case "weekly-cap":
      return new WeeklyCapReachedError();
    case "balance":
      return new InsufficientBalanceError(contractor.balanceCents, lead.priceCents[contractor.tier]);
  }
}
