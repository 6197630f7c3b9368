/**
 * New-lead alert settings (/pro/settings, intent "alerts"): channels, the
 * categories alerted, quiet hours in an IANA time zone, and a cap per hour.
 * `alertSettingsSchema` states the rules on typed values (the domain checks
 * them again, with the contractor's own categories); `alertSettingsFormSchema`
 * reads the form's strings into them.
 */
import { z } from "zod";
import { categorySlugs } from "~/content/categories";
import { field, optionalCheckbox, stringList, trimmedString, type Checked } from "./fields";

export const MAX_ALERTS_PER_HOUR = 1000;
export const CLOCK_MESSAGE = "Please enter a time as HH:MM, e.g. 21:30.";
export const HOURLY_CAP_MESSAGE = `Please enter a whole number of alerts from 1 to ${MAX_ALERTS_PER_HOUR}, or leave it empty for no limit.`;

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** "21:30" → 1290 minutes after midnight; blank → null. */
function clockTime() {
  return field((raw): Checked<number | null> => {
    const value = typeof raw === "string" ? raw.trim() : raw === undefined || raw === null ? "" : undefined;
    if (value === "") return { ok: true, value: null };
    const m = value === undefined ? null : CLOCK.exec(value);
    return m ? { ok: true, value: Number(m[1]) * 60 + Number(m[2]) } : { ok: false, message: CLOCK_MESSAGE };
  });
}

function hourlyCap() {
  return field((raw): Checked<number | null> => {
    const value = typeof raw === "string" ? raw.trim() : raw === undefined || raw === null ? "" : undefined;
    if (value === "") return { ok: true, value: null };
    const n = value !== undefined && /^\d{1,5}$/.test(value) ? Number(value) : NaN;
    return n >= 1 && n <= MAX_ALERTS_PER_HOUR ? { ok: true, value: n } : { ok: false, message: HOURLY_CAP_MESSAGE };
  });
}

const minutes = z
  .number()
  .int()
  .min(0)
  .max(24 * 60 - 1);

export const alertSettingsSchema = z
  .object({
    alertEmail: z.boolean(),
    alertSms: z.boolean(),
    alertPush: z.boolean(),
    alertCategories: z.array(z.enum(categorySlugs)).min(1, "Choose at least one category to be alerted about.").max(categorySlugs.length),
    quietStart: minutes.nullable(),
    quietEnd: minutes.nullable(),
    timeZone: z.string().min(1, "Please choose a time zone.").max(64),
    hourlyCap: z.number().int().min(1).max(MAX_ALERTS_PER_HOUR, HOURLY_CAP_MESSAGE).nullable(),
  })
  .refine((v) => (v.quietStart === null) === (v.quietEnd === null), { path: ["quietEnd"], error: "Give both a start and an end for quiet hours, or neither." })
  .refine((v) => v.quietStart === null || v.quietStart !== v.quietEnd, { path: ["quietEnd"], error: "Quiet hours must end at another time than they start." });

export type AlertSettings = z.output<typeof alertSettingsSchema>;

export const alertSettingsFormSchema = z
  .object({
    alertEmail: optionalCheckbox(),
    alertSms: optionalCheckbox(),
    alertPush: optionalCheckbox(),
    alertCategories: stringList(),
    quietStart: clockTime(),
    quietEnd: clockTime(),
    timeZone: trimmedString(),
    hourlyCap: hourlyCap(),
  })
  .pipe(alertSettingsSchema);
