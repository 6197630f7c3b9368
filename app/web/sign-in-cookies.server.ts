import type { IssuedToken } from "~/domain/accounts/issued-token";
import { deviceCookie } from "./device-cookie.server";
import { sessionCookie } from "./session-cookie.server";

/** The two cookies a finished sign-in sets: the new session, and the browser's known-device token renewed. */
export function signedInCookies(signedIn: { session: IssuedToken; device: IssuedToken }, options: { publicUrl: string }): [string, string] {
  return [sessionCookie(signedIn.session, options), deviceCookie(signedIn.device, options)];
}
