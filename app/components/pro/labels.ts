import { categories } from "~/content/categories";
import type { Ineligibility } from "~/domain/marketplace/match-lead";

const names = new Map<string, string>(categories.map((c) => [c.slug, c.name]));

export const categoryName = (slug: string): string => names.get(slug) ?? slug;

export const blockedReason: Readonly<Record<Ineligibility, string>> = {
  "lead-not-for-sale": "This lead is no longer for sale.",
  "not-active": "Your account is paused. Resume it in Settings to buy leads.",
  category: "This lead is outside your categories.",
  "outside-area": "This lead is outside your service area.",
  "holds-lead-from-request": "You already have a lead from this homeowner's request.",
  "weekly-cap": "This lead would take you over your weekly spend cap.",
  balance: "Your balance is too low for this lead. Top up to buy it.",
};

export const pipelineLabels: Readonly<Record<string, string>> = { new: "New", contacted: "Contacted", quoted: "Quoted", won: "Won", lost: "Lost" };

export const returnStatusLabels: Readonly<Record<string, string>> = {
  pending: "Return under review",
  credited: "Returned and credited",
  replaced: "Returned and replaced",
  rejected: "Return rejected",
};

export const ledgerKindLabels: Readonly<Record<string, string>> = { "top-up": "Top-up", purchase: "Lead purchase", credit: "Credit", adjustment: "Adjustment" };

/** Shown instead of the homeowner's name, phone and e-mail once a return of the lead was credited (decision 0023). */
export const CONTACT_REMOVED = "Returned — contact details removed";
