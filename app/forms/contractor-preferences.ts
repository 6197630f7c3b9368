/**
 * A contractor's lead preferences (/pro/settings): categories, service area
 * (a ZIP list and/or a radius around a base ZIP), delivery channels, weekly
 * cap, auto-buy and pause. Two schemas: `preferencesSchema` states the rules
 * on typed values (the domain checks them again: not every caller is this
 * form), and `contractorPreferencesSchema` reads the form (FormData strings
 * in) into those values. Pausing is its own button, so the form does not
 * carry it.
 */
import { z } from "zod";
import { categorySlugs } from "~/content/categories";
import { optionalCheckbox, optionalDollarsField, optionalWholeNumber, stringList, trimmedString, zipListField } from "./fields";

export const MAX_SERVICE_ZIPS = 200;
export const MAX_RADIUS_MILES = 200;
/** $1,000,000 a week: no real cap is near it, and its cents fit the column. */
export const WEEKLY_CAP_MAX_CENTS = 100_000_000;

const FIVE_DIGITS = /^\d{5}$/;
const ZIP_DIGITS_MESSAGE = "ZIP codes have 5 digits.";

const preferenceFields = z.object({
  categories: z.array(z.enum(categorySlugs)).min(1, "Choose at least one category.").max(categorySlugs.length),
  serviceZipCodes: z.array(z.string().regex(FIVE_DIGITS, ZIP_DIGITS_MESSAGE)).max(MAX_SERVICE_ZIPS, `At most ${MAX_SERVICE_ZIPS} ZIP codes.`),
  baseZip: z.string().regex(FIVE_DIGITS, ZIP_DIGITS_MESSAGE).nullable(),
  radiusMiles: z.number().int().min(0).max(MAX_RADIUS_MILES, `At most ${MAX_RADIUS_MILES} miles.`).nullable(),
  emailChannel: z.boolean(),
  smsChannel: z.boolean(),
  weeklyCapCents: z.number().int().min(0).max(WEEKLY_CAP_MAX_CENTS).nullable(),
  autoBuy: z.boolean(),
});

type Area = { serviceZipCodes: string[]; baseZip: string | null; radiusMiles: number | null };

/** The area rules, checked once every field is valid. */
function withAreaRules<T extends z.ZodType<Area>>(schema: T) {
  return schema
    .refine((v) => (v.baseZip === null) === (v.radiusMiles === null), { path: ["radiusMiles"], error: "Give both a base ZIP and a radius, or neither." })
    .refine((v) => v.serviceZipCodes.length > 0 || v.baseZip !== null, { path: ["serviceZipCodes"], error: "Give ZIP codes or a radius around a base ZIP." });
}

export const preferencesSchema = withAreaRules(preferenceFields.extend({ paused: z.boolean() }));
export type Preferences = z.output<typeof preferencesSchema>;

export const WEEKLY_CAP_MESSAGE = "Please enter the weekly cap in dollars, or leave it empty for no cap.";
export const RADIUS_MESSAGE = "Please enter the radius as a whole number of miles.";

/** The settings form: its own field names in, Preferences without `paused` out. */
export const contractorPreferencesSchema = z
  .object({
    weeklyCap: optionalDollarsField({ invalid: WEEKLY_CAP_MESSAGE }),
    radiusMiles: optionalWholeNumber(RADIUS_MESSAGE),
    categories: stringList(),
    serviceZipCodes: zipListField(),
    baseZip: trimmedString(),
    emailChannel: optionalCheckbox(),
    smsChannel: optionalCheckbox(),
    autoBuy: optionalCheckbox(),
  })
  .transform(({ weeklyCap, baseZip, ...rest }) => ({ ...rest, baseZip: baseZip || null, weeklyCapCents: weeklyCap }))
  .pipe(withAreaRules(preferenceFields));

/** The pause and resume buttons of the same page. */
export const pauseSchema = z.object({ intent: z.enum(["pause", "resume"]) });
