/**
 * `thp_2fa`: the browser's copy of a half-done sign-in between the password and the second factor (decision 0029,
 * domain/accounts/sign-in-challenge.server.ts). Only sent to /login; it opens nothing by itself.
 */
import type { IssuedToken } from "~/domain/accounts/issued-token";
import { readTokenCookie, tokenCookie, type TokenCookie } from "./token-cookie";

export const CHALLENGE_COOKIE = "thp_2fa";
const cookie: TokenCookie = { name: CHALLENGE_COOKIE, path: "/login" };

export function challengeCookie(challenge: IssuedToken, options: { publicUrl: string }): string {
  return tokenCookie(cookie, challenge.token, { publicUrl: options.publicUrl, maxAgeSeconds: challenge.maxAgeSeconds });
}

export function clearedChallengeCookie(options: { publicUrl: string }): string {
  return tokenCookie(cookie, "", { publicUrl: options.publicUrl, maxAgeSeconds: 0 });
}

export function readChallengeToken(cookieHeader: string | null | undefined): string | undefined {
  return readTokenCookie(cookieHeader, cookie);
}
