/**
 * The visitor's cookie choices, kept in one first-party cookie so both the
 * server (request header) and the browser (document.cookie) can read them.
 * Pure functions only: no DOM access here.
 */
import { cookieCategories, type CookieCategoryId } from "~/content/legal/cookies";

export const consentCookieName = "cookie_consent";
/** 12 months, as the Cookie Policy promises. */
export const consentMaxAgeSeconds = 365 * 24 * 60 * 60;

export type CookieConsent = Record<CookieCategoryId, boolean>;

/** Nothing optional until the visitor opts in. */
export const defaultConsent: CookieConsent = {
  essential: true,
  performance: false,
  functional: false,
  targeting: false,
};

export function acceptAllConsent(): CookieConsent {
  return Object.fromEntries(cookieCategories.map((c) => [c.id, true])) as CookieConsent;
}

/**
 * Reads `cookie_consent` from a Cookie header (or document.cookie).
 * Returns null when there is no valid choice yet; missing or non-boolean
 * categories count as refused, and essential is always on.
 */
export function readCookieConsent(cookieHeader: string): CookieConsent | null {
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1 || part.slice(0, eq).trim() !== consentCookieName) continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(decodeURIComponent(part.slice(eq + 1).trim()));
    } catch {
      return null;
    }
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return null;
    const record = parsed as Record<string, unknown>;
    const consent = { ...defaultConsent };
    for (const c of cookieCategories) {
      consent[c.id] = c.required || record[c.id] === true;
    }
    return consent;
  }
  return null;
}

/** The Set-Cookie style string to assign to document.cookie. */
export function serializeCookieConsent(consent: CookieConsent, options: { secure?: boolean } = {}): string {
  const value: CookieConsent = { ...consent, essential: true };
  const attributes = [`${consentCookieName}=${encodeURIComponent(JSON.stringify(value))}`, `Max-Age=${consentMaxAgeSeconds}`, "Path=/", "SameSite=Lax"];
  if (options.secure) attributes.push("Secure");
  return attributes.join("; ");
}
