/**
 * The browser's copies of the tokens the domain issues (a session, a known device, a half-done sign-in, the form
 * device): one cookie shape for all, HttpOnly (scripts cannot read it), SameSite=Lax (not sent on cross-site posts;
 * CSRF is also checked by Origin, decision 0003), Secure when the public URL is https. Plain TypeScript without
 * aliases: app/server/static-pages.ts reads the session cookie under Node itself.
 */
export type TokenCookie = { name: string; path: string };

const secureOf = (publicUrl: string) => (publicUrl.startsWith("https:") ? "; Secure" : "");

/** The Set-Cookie value that gives the browser `value` for `maxAgeSeconds` (0 clears it). */
export function tokenCookie(cookie: TokenCookie, value: string, options: { publicUrl: string; maxAgeSeconds: number }): string {
  return `${cookie.name}=${value}; Path=${cookie.path}; HttpOnly; SameSite=Lax; Max-Age=${options.maxAgeSeconds}${secureOf(options.publicUrl)}`;
}

/** The cookie's token from a Cookie header: the first of that name, and only when it has a token's shape. */
export function readTokenCookie(cookieHeader: string | null | undefined, cookie: Pick<TokenCookie, "name">): string | undefined {
  for (const part of (cookieHeader ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq >= 0 && part.slice(0, eq).trim() === cookie.name) {
      const value = part.slice(eq + 1).trim();
      return /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
    }
  }
  return undefined;
}
