/**
 * The known-device cookie `thp_device` (decision 0011): the browser's copy of the token that marks it as having
 * signed in to an account before (domain/accounts/known-devices.server.ts), renewed at each sign-in.
 */
import type { IssuedToken } from "~/domain/accounts/issued-token";
import { readTokenCookie, tokenCookie, type TokenCookie } from "./token-cookie";

export const DEVICE_COOKIE = "thp_device";
const cookie: TokenCookie = { name: DEVICE_COOKIE, path: "/" };

export function deviceCookie(device: IssuedToken, options: { publicUrl: string }): string {
  return tokenCookie(cookie, device.token, { publicUrl: options.publicUrl, maxAgeSeconds: device.maxAgeSeconds });
}

/** The device token from a Cookie header, if any and well-formed. */
export function readDeviceToken(cookieHeader: string | null | undefined): string | undefined {
  return readTokenCookie(cookieHeader, cookie);
}
