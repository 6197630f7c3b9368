/** The session cookie `thp_session`, the browser's copy of a session token (domain/accounts/sessions.server.ts). */
import { readTokenCookie, tokenCookie, type TokenCookie } from "./token-cookie.ts";

export const SESSION_COOKIE = "thp_session";
const cookie: TokenCookie = { name: SESSION_COOKIE, path: "/" };

export function sessionCookie(session: { token: string; maxAgeSeconds: number }, options: { publicUrl: string }): string {
  return tokenCookie(cookie, session.token, { publicUrl: options.publicUrl, maxAgeSeconds: session.maxAgeSeconds });
}

export function clearedSessionCookie(options: { publicUrl: string }): string {
  return tokenCookie(cookie, "", { publicUrl: options.publicUrl, maxAgeSeconds: 0 });
}

/** The session token from a Cookie header, if any. */
export function readSessionToken(cookieHeader: string | null | undefined): string | undefined {
  return readTokenCookie(cookieHeader, cookie);
}
