/**
 * What any free-text form value may contain (docs/decisions/0002-form-input-policy.md).
 * Shared by browser and server, so it may import nothing server-only.
 *
 * We reject rather than strip: silently changing what someone typed would
 * store something they did not write. SQL is not rejected: every query is
 * parameterized, so "'; drop table" is just text.
 */

export const UNREADABLE_MESSAGE = "This field contains characters we could not read. Please retype it.";
export const CONTROL_MESSAGE = "This field contains invisible control characters. Please retype it.";
export const MARKUP_MESSAGE = "Please remove HTML or script code from this field.";

/** U+FFFD is what a decoder leaves for invalid UTF-8 bytes. */
const REPLACEMENT = /\uFFFD/;
// oxlint-disable no-control-regex -- matching control characters is what these patterns are for
/** C0 and C1 controls, DEL, and the bidirectional overrides used to disguise text ("Trojan Source"). */
const CONTROL_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\u2028\u2029]/;
/** Multi-line fields may keep tab, line feed and carriage return. */
const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
// oxlint-enable no-control-regex
/** An HTML tag, closing tag, comment or doctype: "<" directly followed by a letter, "/", "!" or "?". */
const TAG = /<\s*[a-zA-Z/!?]/;
/** Script-bearing URL schemes, also with whitespace before the colon. */
const SCRIPT_URL = /\b(?:javascript|vbscript|livescript)\s*:|\bdata\s*:\s*text\/html/i;

/** The first problem with a value's characters, or undefined when it is acceptable text. */
export function textProblem(value: string, options: { multiline?: boolean } = {}): string | undefined {
  if (!value.isWellFormed() || REPLACEMENT.test(value)) return UNREADABLE_MESSAGE;
  if ((options.multiline ? CONTROL_MULTI_LINE : CONTROL_SINGLE_LINE).test(value)) return CONTROL_MESSAGE;
  if (TAG.test(value) || SCRIPT_URL.test(value)) return MARKUP_MESSAGE;
  return undefined;
}

/**
 * Trim, normalize to NFC (so "é" typed two ways compares equal) and, on single
 * lines, collapse runs of spaces. Lone surrogates are left alone for
 * textProblem to report: normalize() would not fix them.
 */
export function normalizeText(raw: string, options: { multiline?: boolean } = {}): string {
  const trimmed = raw.trim();
  const nfc = trimmed.isWellFormed() ? trimmed.normalize("NFC") : trimmed;
  if (options.multiline) return nfc.replace(/\r\n?/g, "\n");
  return nfc.replace(/ {2,}/g, " ");
}
