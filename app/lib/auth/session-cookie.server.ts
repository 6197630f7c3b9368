/**
 * The session cookie `thp_session`: HttpOnly (scripts cannot read it),
 * SameSite=Lax (not sent on cross-site posts; CSRF is also checked by Origin,
 * decision 0003), Path=/, Secure when the public URL is https.
 */
export const SESSION_COOKIE = "thp_session";

export function sessionCookie(token: string, options: { publicUrl: string; maxAgeSeconds: number }): string {
  const secure = options.publicUrl.startsWith("https:") ? "; Secure" : "";
  return `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${options.maxAgeSeconds}${secure}`;
}

export function clearedSessionCookie(options: { publicUrl: string }): string {
  const secure = options.publicUrl.startsWith("https:") ? "; Secure" : "";
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure}`;
}

/** The session token from a Cookie header, if any. */
export function readSessionToken(cookieHeader: string | null | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === SESSION_COOKIE) {
      const value = part.slice(eq + 1).trim();
      return /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
    }
  }
  return undefined;
}
