/** A quote's price and days in words, the same in its e-mails and on both sides' pages. */
import { formatCents } from "~/domain/shared/money";

/** "$8,500.00", or "$8,000.00 – $9,500.00" for a range. */
export const quotePrice = (q: { priceLowCents: number; priceHighCents: number }) =>
  q.priceHighCents > q.priceLowCents ? `${formatCents(q.priceLowCents)} – ${formatCents(q.priceHighCents)}` : formatCents(q.priceLowCents);

/** "Tuesday, January 5, 2027" for a calendar day (no zone: it is a day, not an instant). */
export const formatDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", { weekday: "long", year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

/** "Jan 5, 2027": the short form for lists and cards. */
export const shortDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });
