/**
 * The credentials a stored message carries: the token of a private or
 * one-time link (an invitation, a reset, a request page…) and a code sent by
 * text. The admin console shows messages with them hidden (whoever reads
 * the outbox must not be able to use them), and "send again" finds them to
 * issue fresh ones (app/domain/admin/reissue-link-tokens.server.ts).
 */

/** The paths whose next segment is a link's token, as the routes declare them (app/routes.ts). */
export const TOKEN_LINK_PATHS = [
  "invite",
  "reset-password",
  "unlock",
  "account/email",
  "account/email/revert",
  "privacy/confirm",
  "my-request",
  "reviews",
  "alerts/unsubscribe",
] as const;
export type TokenLinkPath = (typeof TOKEN_LINK_PATHS)[number];

/** What replaces a hidden token or code. */
export const HIDDEN = "…";

// Longest first: /account/email/revert/<token> is not /account/email/<token>.
const escaped = TOKEN_LINK_PATHS.toSorted((a, b) => b.length - a.length)
  .map((p) => p.replace(/[/.]/g, "\\$&"))
  .join("|");
/** A link on a token path: the path, then its token segment (any shape: a hand-typed or future one too). */
const TOKEN_LINK = new RegExp(`(https?://[^\\s/<>"]+(?:/[^\\s/<>"?#]+)*?/(${escaped})/)([^\\s/<>"?#]+)`, "g");
/**
 * The shapes of the tokens the product makes, anywhere in a text: 32 random bytes in base64url
 * (lib/auth/tokens.server.ts) and 64 hex digits (alert unsubscribe tokens). Hiding them even outside a known
 * path means a link added later is hidden before anyone lists its path here.
 */
const TOKEN_SHAPE = /(?<![A-Za-z0-9_-])(?:[A-Za-z0-9_-]{43}|[0-9a-f]{64})(?![A-Za-z0-9_-])/g;
/** A code sent to be typed back ("your code is 123456"); not a "ZIP code: 10001". */
const CODE = /(\byour (?:[a-z-]+ )?code(?: is|:)\s*)(\d{4,10})\b/gi;

/** The text with every link token and code replaced by HIDDEN; the rest (the host, the path) stays readable. */
export function hideCredentials(text: string): string {
  return text
    .replace(TOKEN_LINK, (_m, prefix: string) => `${prefix}${HIDDEN}`)
    .replace(TOKEN_SHAPE, HIDDEN)
    .replace(CODE, (_m, lead: string) => `${lead}${HIDDEN}`);
}

export type FoundCredential =
  | { kind: "link"; path: TokenLinkPath; token: string }
  /** A token-shaped string outside a known link path: nothing can issue it again. */
  | { kind: "unknown"; token: string }
  | { kind: "code" };

/** Every credential in a text, each once: what "send again" must issue afresh (or refuse to). */
export function credentialsIn(text: string): FoundCredential[] {
  const found: FoundCredential[] = [];
  const seen = new Set<string>();
  for (const m of text.matchAll(TOKEN_LINK)) {
    const token = m[3]!;
    if (seen.has(token)) continue;
    seen.add(token);
    found.push({ kind: "link", path: m[2] as TokenLinkPath, token });
  }
  for (const m of text.matchAll(TOKEN_SHAPE)) {
    if (seen.has(m[0])) continue;
    seen.add(m[0]);
    found.push({ kind: "unknown", token: m[0] });
  }
  if (new RegExp(CODE.source, "i").test(text)) found.push({ kind: "code" });
  return found;
}
