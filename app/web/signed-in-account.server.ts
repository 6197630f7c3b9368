import { appContext } from "./context.server";
import { readSession } from "./request-session.server";
import { homeOf, sessionOfRequest } from "./require-role.server";
import { readSessionToken } from "./session-cookie.server";

/** What the site header needs to know about the visitor: where its dashboard is. Nothing personal (it reaches the browser). */
export type SignedInAccount = { home: string };

/**
 * The visitor's account for the site header, or null. Without a session cookie
 * nothing is read (the prerender at build time has no cookie and no database).
 * Shares the page's one session lookup with the layouts' requireRole, so its
 * sliding renewal (`setCookie`) is made once and must reach the response.
 */
export async function signedInAccount(request: Request): Promise<{ account: SignedInAccount | null; setCookie?: string }> {
  if (!readSessionToken(request.headers.get("cookie"))) return { account: null };
  const ctx = await appContext();
  const found = await sessionOfRequest(request, () => readSession(ctx, request));
  if (!found) return { account: null };
  return { account: { home: homeOf(found.user.role) }, setCookie: found.setCookie };
}
