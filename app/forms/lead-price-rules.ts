/**
 * The rules of one lead price range that the admin's form and the server
 * share, with no zod and no domain import (the browser loads this file):
 * whole dollars from 1 to 10,000 (the database checks the same), a reason of
 * 3 to 500 characters, and the names and labels of the table's cells. The
 * table itself (defaults, the aged-against-fresh rule) is in
 * domain/pricing/price-table.ts.
 */
import type { CategorySlug } from "~/content/categories";
import type { PriceRange, Tier } from "~/content/prices";
import { PRICE_KINDS, type PriceKind } from "~/db/enums";

export const priceKinds = PRICE_KINDS;
export type { PriceKind };

export const PRICE_MIN_DOLLARS = 1;
export const PRICE_MAX_DOLLARS = 10_000;
/** Every change carries a reason of this length (trimmed). */
export const PRICE_REASON_MIN = 3;
export const PRICE_REASON_MAX = 500;

export type PriceCell = { category: CategorySlug; tier: Tier; kind: PriceKind };
/** One cell to change: a new range, or null to go back to its default (the spec's price). */
export type PriceEdit = PriceCell & { range: PriceRange | null };
export type RangeBound = "min" | "max";

export const tierLabels: Readonly<Record<Tier, string>> = { payAsYouGo: "Pay-As-You-Go", professional: "Professional", enterprise: "Enterprise" };
export const kindLabels: Readonly<Record<PriceKind, string>> = { fresh: "Fresh", aged: "Aged" };

export const WHOLE_DOLLARS_MESSAGE = "Enter a whole number of dollars from 1 to 10,000.";
export const maxBelowMinMessage = (min: number) => `The maximum must be at least the minimum ($${min}).`;

/** A bound as a whole-dollar amount, or undefined when it breaks the rules (blank, decimal, out of 1..10,000). */
export function parseDollars(raw: unknown): number | undefined {
  const text = typeof raw === "number" ? String(raw) : typeof raw === "string" ? raw.trim().replace(/^\$/, "") : "";
  if (!/^\d{1,5}$/.test(text)) return undefined;
  const n = Number(text);
  return n >= PRICE_MIN_DOLLARS && n <= PRICE_MAX_DOLLARS ? n : undefined;
}

/** The admin form's field of one bound, e.g. "payAsYouGo.aged.max". */
export const priceFieldName = (tier: Tier, kind: PriceKind, bound: RangeBound) => `${tier}.${kind}.${bound}`;

export const cellLabel = (cell: PriceCell) => `${tierLabels[cell.tier]} ${kindLabels[cell.kind].toLowerCase()}`;
