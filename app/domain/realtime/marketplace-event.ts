/**
 * What the marketplace announces to live dashboards. Only ids, category,
 * ZIP and type: a NOTIFY payload is readable by anyone who can LISTEN on the
 * database, so it never carries a homeowner's name, phone, e-mail or notes.
 */
export type MarketplaceEvent =
  | { type: "lead.sold"; leadId: string; contractorId: string; purchaseId: string; autoBuy: boolean }
  | { type: "leads.available"; leadIds: string[]; category: string; zip: string };

/** The Postgres channel of marketplace events (lower case: LISTEN folds unquoted names). */
export const MARKETPLACE_CHANNEL = "thp_marketplace";
