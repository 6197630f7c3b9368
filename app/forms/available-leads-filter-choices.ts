/**
 * What the Available leads filter bar offers, without zod: the dashboard's browser bundle renders the choices and must
 * not carry the schema (available-leads-filter.ts), which only the loader runs.
 */
export const AVAILABLE_LEAD_SORTS = ["newest", "oldest", "price-low", "price-high", "nearest"] as const;
export type AvailableLeadSort = (typeof AVAILABLE_LEAD_SORTS)[number];
export const availableLeadSortLabels: Record<AvailableLeadSort, string> = {
  newest: "Newest first",
  oldest: "Oldest first",
  "price-low": "Lowest price first",
  "price-high": "Highest price first",
  nearest: "Nearest first",
};

/** The orders that measure from the base ZIP: offered only to a contractor that has one. */
export const DISTANCE_SORTS: readonly AvailableLeadSort[] = ["nearest"];

/** The page links' words in each order: the first page and the one after. */
export const availableLeadPageLabels: Record<AvailableLeadSort, { firstLabel: string; nextLabel: string }> = {
  newest: { firstLabel: "Newest leads", nextLabel: "Older leads" },
  oldest: { firstLabel: "Oldest leads", nextLabel: "Newer leads" },
  "price-low": { firstLabel: "Lowest prices", nextLabel: "Higher prices" },
  "price-high": { firstLabel: "Highest prices", nextLabel: "Lower prices" },
  nearest: { firstLabel: "Nearest leads", nextLabel: "Farther leads" },
};

/** The distances the select offers; any whole number of miles up to MAX_DISTANCE_MILES is read. */
export const DISTANCE_CHOICES = [5, 10, 25, 50, 100] as const;
export const MAX_DISTANCE_MILES = 500;
