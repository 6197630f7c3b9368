/**
 * The filter bar of Available leads, read from the dashboard's URL (a GET form, so it works without JavaScript and
 * a reload or a shared link keeps it). Every field is optional: empty means "all". A value the form never offers
 * (a made-up trade, a distance that is not a whole number of miles) is refused with a message next to its field,
 * not read as "all": a silently widened list looks like a wrong one.
 *
 * Sorting by lead quality is not offered: no quality score exists yet. When one does, it is one more value of
 * AVAILABLE_LEAD_SORTS, ordered by its own index like the two here.
 */
import { z } from "zod";
import { categorySlugs } from "~/content/categories";
import { AVAILABLE_LEAD_SORTS, MAX_DISTANCE_MILES, type AvailableLeadSort } from "./available-leads-filter-choices";

export const TRADE_MESSAGE = "Please choose one of your trades.";
/** Sorting by distance asked of a contractor without a base ZIP (the page does not offer it then). */
export const DISTANCE_SORT_NEEDS_BASE_MESSAGE = "Add a base ZIP code in Settings to sort by distance.";
const DISTANCE_MESSAGE = `Please choose a distance of 1 to ${MAX_DISTANCE_MILES} miles.`;

export const availableLeadsFilterSchema = z.object({
  trade: z
    .string()
    .trim()
    .default("")
    .refine((s) => s === "" || (categorySlugs as readonly string[]).includes(s), { message: TRADE_MESSAGE }),
  distance: z
    .string()
    .trim()
    .default("")
    .refine((s) => s === "" || (/^\d{1,3}$/.test(s) && Number(s) >= 1 && Number(s) <= MAX_DISTANCE_MILES), { message: DISTANCE_MESSAGE }),
  sort: z
    .string()
    .trim()
    .default("")
    .refine((s) => s === "" || (AVAILABLE_LEAD_SORTS as readonly string[]).includes(s), { message: "Please choose how to sort." }),
});

export type AvailableLeadsFilterInput = z.input<typeof availableLeadsFilterSchema>;

/** What the domain reads: a trade (undefined: all of theirs), a distance in miles (undefined: their whole area), the order. */
export type AvailableLeadsFilter = { trade: string | undefined; maxMiles: number | undefined; sort: AvailableLeadSort };

export function availableLeadsFilterOf(parsed: z.output<typeof availableLeadsFilterSchema>): AvailableLeadsFilter {
  return {
    trade: parsed.trade || undefined,
    maxMiles: parsed.distance ? Number(parsed.distance) : undefined,
    sort: (parsed.sort || "newest") as AvailableLeadSort,
  };
}
