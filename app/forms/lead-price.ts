/**
 * The admin price table forms (/admin/prices), shared by the browser and the
 * action: one form per category edits its fresh and aged ranges for the three
 * tiers with a reason; a second form resets the category to the spec's
 * prices with a reason. The rules themselves live in
 * app/domain/pricing/price-table.ts; the rule between an aged and a fresh
 * range needs the stored table, so only the server checks it.
 */
import { z } from "zod";
import { categorySlugs, type CategorySlug } from "~/content/categories";
import { tiers } from "~/content/prices";
import {
  maxBelowMinMessage,
  parseDollars,
  PRICE_REASON_MAX,
  PRICE_REASON_MIN,
  priceFieldName,
  priceKinds,
  WHOLE_DOLLARS_MESSAGE,
  type PriceEdit,
} from "~/forms/lead-price-rules";
import { choice, field, requiredText, type Checked } from "./fields";

export const leadPriceMessages = {
  category: "Please choose a category.",
  reason: "Please give a reason for the change.",
  reasonShort: "Please give a reason of at least 3 characters.",
} as const;

const dollars = field((raw): Checked<number> => {
  const n = parseDollars(raw);
  return n === undefined ? { ok: false, message: WHOLE_DOLLARS_MESSAGE } : { ok: true, value: n };
});

const reason = requiredText({
  label: "Reason",
  required: leadPriceMessages.reason,
  max: PRICE_REASON_MAX,
  rule: { test: (v) => v.length >= PRICE_REASON_MIN, message: leadPriceMessages.reasonShort },
});

const cells = tiers.flatMap((tier) => priceKinds.map((kind) => ({ tier, kind })));

const boundFields: Record<string, typeof dollars> = Object.fromEntries(
  cells.flatMap(({ tier, kind }) => (["min", "max"] as const).map((bound) => [priceFieldName(tier, kind, bound), dollars])),
);

/** Edit one category: min and max for each tier, fresh and aged, and a reason. Parses to the domain's edits. */
export const leadPriceEditSchema = z
  .object({ category: choice(categorySlugs, leadPriceMessages.category), ...boundFields, reason })
  .superRefine((v, ctx) => {
    const values = v as unknown as Record<string, number>;
    for (const { tier, kind } of cells) {
      const min = values[priceFieldName(tier, kind, "min")]!;
      const max = values[priceFieldName(tier, kind, "max")]!;
      if (min > max) ctx.addIssue({ code: "custom", path: [priceFieldName(tier, kind, "max")], message: maxBelowMinMessage(min) });
    }
  })
  .transform((v) => {
    const values = v as unknown as Record<string, number>;
    const category = v.category as CategorySlug;
    const edits = cells.map(({ tier, kind }): PriceEdit => ({
      category,
      tier,
      kind,
      range: { min: values[priceFieldName(tier, kind, "min")]!, max: values[priceFieldName(tier, kind, "max")]! },
    }));
    return { category, reason: v.reason, edits };
  });

export type LeadPriceEdit = z.output<typeof leadPriceEditSchema>;

/** Reset one category to the spec's prices (every stored cell of it), with a reason. Parses to the domain's edits. */
export const leadPriceResetSchema = z.object({ category: choice(categorySlugs, leadPriceMessages.category), reason }).transform((v) => ({
  category: v.category,
  reason: v.reason,
  edits: cells.map(({ tier, kind }): PriceEdit => ({ category: v.category, tier, kind, range: null })),
}));

export const EXPECTED_PRICE_MESSAGE = "Please reload the page and try again.";

/**
 * The buy form's hidden `expectedPriceCents`: the price the contractor was
 * shown, in cents. The sale goes through only at that price. Absent (a
 * client that does not send it) means no check; anything else is refused.
 */
export const expectedPriceSchema = field((raw): Checked<number | undefined> => {
  if (raw === undefined || raw === null || raw === "") return { ok: true, value: undefined };
  if (typeof raw === "string" && /^\d{1,9}$/.test(raw.trim())) return { ok: true, value: Number(raw.trim()) };
  return { ok: false, message: EXPECTED_PRICE_MESSAGE };
});
