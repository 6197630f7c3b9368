/**
 * `thp_2fa`: the half-done sign-in between the password and the second
 * factor (decision 0029). HttpOnly, SameSite=Lax, only sent to /login, five
 * minutes long; it opens nothing by itself.
 */
export const CHALLENGE_COOKIE = "thp_2fa";
export const CHALLENGE_TTL_SECONDS = 5 * 60;

const secureOf = (publicUrl: string) => (publicUrl.startsWith("https:") ? "; Secure" : "");

export function challengeCookie(token: string, options: { publicUrl: string }): string {
  return `${CHALLENGE_COOKIE}=${token}; Path=/login; HttpOnly; SameSite=Lax; Max-Age=${CHALLENGE_TTL_SECONDS}${secureOf(options.publicUrl)}`;
}

export function clearedChallengeCookie(options: { publicUrl: string }): string {
  return `${CHALLENGE_COOKIE}=; Path=/login; HttpOnly; SameSite=Lax; Max-Age=0${secureOf(options.publicUrl)}`;
}

export function readChallengeToken(cookieHeader: string | null | undefined): string | undefined {
  for (const part of (cookieHeader ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq >= 0 && part.slice(0, eq).trim() === CHALLENGE_COOKIE) {
      const value = part.slice(eq + 1).trim();
      return /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
    }
  }
  return undefined;
}
