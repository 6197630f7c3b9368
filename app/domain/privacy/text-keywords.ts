/**
 * The keywords of an inbound text, as carriers and the provider read them:
 * the whole message, trimmed and in any case, is the keyword ("stop" and
 * " Stop " are; "please stop texting me" is not).
 */
export const OPT_OUT_KEYWORDS = ["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT"] as const;
export const OPT_IN_KEYWORDS = ["START", "UNSTOP", "YES"] as const;
export const HELP_KEYWORDS = ["HELP", "INFO"] as const;

export type TextKeyword = "opt-out" | "opt-in" | "help";

const keywords = new Map<string, TextKeyword>([
  ...OPT_OUT_KEYWORDS.map((k) => [k, "opt-out"] as const),
  ...OPT_IN_KEYWORDS.map((k) => [k, "opt-in"] as const),
  ...HELP_KEYWORDS.map((k) => [k, "help"] as const),
]);

/** What the text asks for, or undefined when it is not a keyword. */
export function textKeywordOf(body: string): TextKeyword | undefined {
  return keywords.get(body.trim().toUpperCase());
}
