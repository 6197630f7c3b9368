import { getSessionUser, type SessionUser } from "~/domain/accounts/sessions.server";
import type { DomainContext } from "~/domain/shared/domain-context.server";
import { readSessionToken, sessionCookie } from "./session-cookie.server";

export type RequestSession = { user: SessionUser; sessionId: string; setCookie?: string };

/**
 * The session of the request's cookie, or null. When the lookup slid the session's expiry forward, `setCookie`
 * renews the browser's copy and should reach the response.
 */
export async function readSession(ctx: DomainContext, request: Request): Promise<RequestSession | null> {
  const found = await getSessionUser(ctx, readSessionToken(request.headers.get("cookie")));
  if (!found) return null;
  const { user, sessionId, renewed } = found;
  return renewed ? { user, sessionId, setCookie: sessionCookie(renewed, { publicUrl: ctx.env.PUBLIC_URL }) } : { user, sessionId };
}
