/**
 * A from/to pair of calendar days from a GET form: the admin leads filter and the overview. They are days of the
 * admin's time zone, not UTC: this schema checks only that they are real days, and lib/zone-days.ts (instantsOf) and
 * domain/admin/overview-range.ts turn them into instants in that zone. Both days are included; an empty side is open. A day that is not a real YYYY-MM-DD date, or a range that ends before it starts,
 * is refused with a message (400), never read as "no filter": a silently widened range reads as wrong numbers.
 */
import { z } from "zod";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (s: string) => ISO_DATE.test(s) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);
const day = (label: string) =>
  z
    .string()
    .trim()
    .refine((s) => s === "" || isRealDay(s), { message: `${label} must be a date like 2026-11-25.` });

/** Longest range a page reads: one pass over at most this many days of an index. */
export const MAX_RANGE_DAYS = 3_660;

export const dateRangeSchema = z
  .object({ from: day("From").default(""), to: day("To").default("") })
  .refine((r) => r.from === "" || r.to === "" || r.from <= r.to, { message: "From must be on or before To.", path: ["from"] })
  .refine((r) => r.from === "" || r.to === "" || Date.parse(r.to) - Date.parse(r.from) <= MAX_RANGE_DAYS * 86_400_000, {
    message: `Choose at most ${MAX_RANGE_DAYS} days.`,
    path: ["to"],
  });

export type DateRange = z.output<typeof dateRangeSchema>;
