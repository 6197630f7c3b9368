/**
 * Building blocks of the form schemas. Each field yields at most one message
 * (the first rule it breaks, in the order a person would fix them), because
 * the forms show one message per field.
 *
 * Every builder accepts `unknown`: form data arrives as strings or missing
 * values (Conform turns "" into undefined), never trusted to be typed.
 */
import { formatNumber } from "~/calculators/money";
import { z } from "zod";
import { isUuid } from "~/forms/ids";
import { normalizeUsPhone } from "./phone";
import { normalizeText, textProblem } from "./text-rules";
import { declaredTypeAllowed, FILE_TOO_LARGE_MESSAGE, isEmptyFile, isFile, MAX_UPLOAD_BYTES, typeMessage, type UploadKind } from "./uploads";

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

const pass = <T>(value: T): Checked<T> => ({ ok: true, value });
const fail = (message: string): Checked<never> => ({ ok: false, message });

/**
 * A zod schema from a check function: the value or exactly one message.
 * `.optional()` before the transform lets a missing key reach the check
 * (which decides whether blank is allowed) instead of zod's generic message.
 */
export function field<T>(check: (raw: unknown) => Checked<T>) {
  return z
    .unknown()
    .optional()
    .transform((raw, ctx): T => {
      const checked = check(raw);
      if (!checked.ok) {
        ctx.issues.push({ code: "custom", message: checked.message, input: raw });
        return z.NEVER;
      }
      return checked.value;
    });
}

/** A raw value as a string: missing counts as blank, anything else (a file, a number) as unusable. */
function asString(raw: unknown): string | null {
  if (raw === undefined || raw === null) return "";
  return typeof raw === "string" ? raw : null;
}

export const tooLong = (label: string, max: number) => `${label} must be ${formatNumber(max)} characters or fewer`;

type TextOptions = {
  /** Used in the too-long message: "Business name must be 100 characters or fewer". */
  label: string;
  max: number;
  multiline?: boolean;
  /** An extra rule on the normalized value, e.g. the letters a name may use. */
  rule?: { test: (value: string) => boolean; message: string };
};

function checkText(raw: unknown, options: TextOptions & { required?: string }): Checked<string> {
  const str = asString(raw);
  if (str === null) return fail(options.required ?? "Please enter text in this field");
  const value = normalizeText(str, options);
  if (value === "") return options.required ? fail(options.required) : pass("");
  const problem = textProblem(value, options);
  if (problem) return fail(problem);
  if (value.length > options.max) return fail(tooLong(options.label, options.max));
  if (options.rule && !options.rule.test(value)) return fail(options.rule.message);
  return pass(value);
}

/** Required text; `required` is the message when it is blank. */
export function requiredText(options: TextOptions & { required: string }) {
  return field((raw) => checkText(raw, options));
}

/** Optional text: blank becomes undefined. */
export function optionalText(options: TextOptions) {
  return field((raw): Checked<string | undefined> => {
    const checked = checkText(raw, options);
    return checked.ok ? pass(checked.value === "" ? undefined : checked.value) : checked;
  });
}

/** Letters of any script (with accents), spaces, apostrophes, hyphens and periods; starting with a letter. */
const NAME = /^\p{L}[\p{L}\p{M} '’.-]*$/u;
export const NAME_CHARACTERS_MESSAGE = "Use letters, spaces, apostrophes, hyphens and periods only";

export function personName(options: { label: string; required: string; max: number }) {
  return requiredText({ ...options, rule: { test: (v) => NAME.test(v), message: NAME_CHARACTERS_MESSAGE } });
}

export const EMAIL_MAX = 255;
/** zod's own e-mail pattern (the one z.email() uses). */
const EMAIL = z.regexes.email;

/** An e-mail address, trimmed and lower-cased (addresses are compared case-insensitively). */
export function emailAddress(options: { required: string; invalid: string }) {
  return field((raw): Checked<string> => {
    const str = asString(raw);
    if (str === null) return fail(options.required);
    const value = str.trim().toLowerCase();
    if (value === "") return fail(options.required);
    if (value.length > EMAIL_MAX) return fail(tooLong("Email", EMAIL_MAX));
    if (!EMAIL.test(value)) return fail(options.invalid);
    return pass(value);
  });
}

type PhoneOptions = { required: string; invalid: string; minLength?: number; maxLength?: number };

function checkPhone(raw: unknown, options: PhoneOptions): Checked<string> {
  const str = asString(raw);
  if (str === null) return fail(options.required);
  const value = str.trim();
  if (value === "") return fail(options.required);
  if (value.length < (options.minLength ?? 10) || value.length > (options.maxLength ?? 20)) return fail(options.invalid);
  const e164 = normalizeUsPhone(value);
  return e164 ? pass(e164) : fail(options.invalid);
}

/** A US number that can take calls and texts, stored as E.164. */
export function usPhone(options: PhoneOptions) {
  return field((raw) => checkPhone(raw, options));
}

export function optionalUsPhone(options: Omit<PhoneOptions, "required">) {
  return field((raw): Checked<string | undefined> => {
    const str = asString(raw);
    if (str !== null && str.trim() === "") return pass(undefined);
    return checkPhone(raw, { ...options, required: options.invalid });
  });
}

export const ZIP_MESSAGE = "Enter a valid US ZIP code";

/** Five digits; the server also checks that the ZIP exists (see quote-request.ts). */
export function zipCode() {
  return field((raw): Checked<string> => {
    const str = asString(raw);
    const value = str?.trim() ?? "";
    return /^\d{5}$/.test(value) ? pass(value) : fail(ZIP_MESSAGE);
  });
}

/**
 * An optional website. "example.com" is accepted and stored as
 * "https://example.com"; only http and https are allowed, so a
 * javascript: URL can never be stored as a link.
 */
export function optionalWebsite(options: { max: number; invalid: string }) {
  return field((raw): Checked<string | undefined> => {
    const str = asString(raw);
    if (str === null) return fail(options.invalid);
    const value = str.trim();
    if (value === "") return pass(undefined);
    const problem = textProblem(value);
    if (problem) return fail(problem);
    if (value.length > options.max) return fail(tooLong("Website", options.max));
    if (/\s/.test(value)) return fail(options.invalid);
    const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
    let url: URL;
    try {
      url = new URL(withScheme);
    } catch {
      return fail(options.invalid);
    }
    const hostOk = /^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i.test(url.hostname);
    if ((url.protocol !== "https:" && url.protocol !== "http:") || !hostOk || url.username || url.password) {
      return fail(options.invalid);
    }
    if (withScheme.length > options.max) return fail(tooLong("Website", options.max));
    return pass(withScheme);
  });
}

/** One of a fixed list of values (a select, radio group or hidden field). */
export function choice<const T extends string>(values: readonly T[], message: string, fallback?: T) {
  return field((raw): Checked<T> => {
    const str = asString(raw);
    const value = str?.trim() ?? "";
    if (value === "" && fallback !== undefined) return pass(fallback);
    return (values as readonly string[]).includes(value) ? pass(value as T) : fail(message);
  });
}

/** A checkbox that must be ticked: browsers send "on" (or the input's value). */
export function requiredCheckbox(message: string) {
  return field((raw): Checked<true> => (isTicked(raw) ? pass(true) : fail(message)));
}

export function optionalCheckbox() {
  return field((raw): Checked<boolean> => pass(isTicked(raw)));
}

function isTicked(raw: unknown): boolean {
  if (raw === true) return true;
  return typeof raw === "string" && ["on", "true", "1", "yes"].includes(raw.trim().toLowerCase());
}

/** A whole number typed as text ("12"); no signs, decimals or exponents. */
export function wholeNumber(options: { required: string; invalid: string; min: number; max: number; maxMessage: string }) {
  return field((raw): Checked<number> => {
    const str = asString(raw);
    if (str === null) return fail(options.required);
    const value = str.trim();
    if (value === "") return fail(options.required);
    if (!/^\d+$/.test(value)) return fail(options.invalid);
    const n = Number(value);
    if (!Number.isSafeInteger(n) || n < options.min) return fail(options.invalid);
    if (n > options.max) return fail(options.maxMessage);
    return pass(n);
  });
}

/**
 * A file from a file input. In the browser this checks the size and declared
 * type; on the server uploads.server.ts then checks the content.
 */
export function upload(options: { kind: UploadKind; required: string }) {
  return field((raw): Checked<File> => {
    if (isEmptyFile(raw) || !isFile(raw)) return fail(options.required);
    if (raw.size > MAX_UPLOAD_BYTES) return fail(FILE_TOO_LARGE_MESSAGE);
    if (!declaredTypeAllowed(raw, options.kind)) return fail(typeMessage(options.kind));
    return pass(raw);
  });
}

/** An optional id from a fixed list, e.g. the job a résumé is for. Blank becomes undefined. */
export function optionalChoice<const T extends string>(values: readonly T[], message: string) {
  return field((raw): Checked<T | undefined> => {
    const str = asString(raw);
    const value = str?.trim() ?? "";
    if (value === "") return pass(undefined);
    return (values as readonly string[]).includes(value) ? pass(value as T) : fail(message);
  });
}

/** A uuid such as a calculator lead id carried in a hidden field. Blank becomes undefined. */
/** A public profile's slug in a hidden field; anything that is not one (stale or tampered page) counts as none. */
export function optionalSlug() {
  return field((raw): Checked<string | undefined> => {
    const value = asString(raw)?.trim().toLowerCase() ?? "";
    return pass(/^[a-z0-9](?:[a-z0-9-]{0,118}[a-z0-9])?$/.test(value) ? value : undefined);
  });
}

export function optionalUuid(message: string) {
  return field((raw): Checked<string | undefined> => {
    const value = asString(raw)?.trim().toLowerCase() ?? "";
    if (value === "") return pass(undefined);
    return isUuid(value) ? pass(value) : fail(message);
  });
}

/**
 * A required uuid (a record id in a hidden field), lower-cased so it compares
 * equal to the stored one. Anything else gets `message`, which should say the
 * record was not found: a bad id is a stale or tampered page, not a typo.
 */
export function uuidField(message: string) {
  return field((raw): Checked<string> => {
    const value = asString(raw)?.trim().toLowerCase() ?? "";
    return isUuid(value) ? pass(value) : fail(message);
  });
}

type DollarsOptions = {
  /** The one message for anything that is not an amount (and for blank, unless `optional`). */
  invalid: string;
  /** Allow a minus sign (a debit). */
  signed?: boolean;
  /** How many decimals may be typed: 2 (cents) unless said otherwise. */
  decimals?: 0 | 1 | 2;
};

/** At most $9,999,999.99: far above any real amount, and its cents still fit the integer columns. */
const DOLLARS_MAX_DIGITS = 7;

/**
 * Dollars as a person types them ("250", "$1,250.50", "-10.5") to whole
 * cents. The arithmetic is on the digits, never on a float, so "0.29" is 29
 * cents exactly. Blank is `invalid`; see optionalDollarsField.
 */
function checkDollars(raw: unknown, options: DollarsOptions): Checked<number> {
  const str = asString(raw);
  if (str === null) return fail(options.invalid);
  const m = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(str.replace(/[$,\s]/g, ""));
  if (!m) return fail(options.invalid);
  const [, sign, whole = "", fraction = ""] = m;
  const decimals = options.decimals ?? 2;
  if (whole === "" && fraction === "") return fail(options.invalid);
  if (fraction.length > decimals || whole.length > DOLLARS_MAX_DIGITS) return fail(options.invalid);
  if (sign === "-" && !options.signed) return fail(options.invalid);
  const cents = Number(whole || "0") * 100 + Number(fraction.padEnd(2, "0"));
  if (cents === 0) return pass(0); // never -0
  return pass(sign === "-" ? -cents : cents);
}

/** A required amount in dollars, as whole cents. */
export function dollarsField(options: DollarsOptions) {
  return field((raw) => checkDollars(raw, options));
}

/** An amount in dollars, as whole cents; blank becomes null (e.g. "no cap"). */
export function optionalDollarsField(options: DollarsOptions) {
  return field((raw): Checked<number | null> => {
    const str = asString(raw);
    if (str !== null && str.trim() === "") return pass(null);
    return checkDollars(raw, options);
  });
}

/** A value as sent, trimmed ('' when absent or a file): for text whose rules the next schema or the domain states. */
export function trimmedString() {
  return field((raw): Checked<string> => pass(asString(raw)?.trim() ?? ""));
}

/** A checkbox group's values, always a list (one ticked box arrives as a single value); files are dropped. */
export function stringList() {
  return field((raw): Checked<string[]> => {
    const list = Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : [raw];
    return pass(list.filter((v): v is string => typeof v === "string"));
  });
}

/** ZIP codes typed in one box, separated by commas, semicolons or white space; each one's rule is the caller's. */
export function zipListField() {
  return field((raw): Checked<string[]> => pass((asString(raw) ?? "").split(/[\s,;]+/).filter(Boolean)));
}

/** An optional whole number typed as text ("12"): blank becomes null; the range is the caller's rule. */
export function optionalWholeNumber(invalid: string) {
  return field((raw): Checked<number | null> => {
    const value = asString(raw)?.trim();
    if (value === "") return pass(null);
    return value !== undefined && /^\d{1,9}$/.test(value) ? pass(Number(value)) : fail(invalid);
  });
}
