/**
 * The known-device cookie `thp_device` (decision 0011): a random token that
 * marks a browser that signed in to an account before, so the account's
 * new-device lock does not shut its owner out. HttpOnly, SameSite=Lax,
 * Secure when the public URL is https; a year long, renewed at each sign-in.
 */
export const DEVICE_COOKIE = "thp_device";
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;

export function deviceCookie(token: string, options: { publicUrl: string }): string {
  const secure = options.publicUrl.startsWith("https:") ? "; Secure" : "";
  return `${DEVICE_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}${secure}`;
}

/** The device token from a Cookie header, if any and well-formed. */
export function readDeviceToken(cookieHeader: string | null | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === DEVICE_COOKIE) {
      const value = part.slice(eq + 1).trim();
      return /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
    }
  }
  return undefined;
}
