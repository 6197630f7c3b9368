/**
 * What the Available leads filter bar offers, without zod: the dashboard's browser bundle renders the choices and must
 * not carry the schema (available-leads-filter.ts), which only the loader runs.
 */
export const AVAILABLE_LEAD_SORTS = ["newest", "oldest"] as const;
export type AvailableLeadSort = (typeof AVAILABLE_LEAD_SORTS)[number];
export const availableLeadSortLabels: Record<AvailableLeadSort, string> = { newest: "Newest first", oldest: "Oldest first" };

/** The distances the select offers; any whole number of miles up to MAX_DISTANCE_MILES is read. */
export const DISTANCE_CHOICES = [5, 10, 25, 50, 100] as const;
export const MAX_DISTANCE_MILES = 500;
