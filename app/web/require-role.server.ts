import { redirect } from "react-router";
import type { UserRole } from "~/db/enums";
import type { DomainContext } from "../domain/shared/domain-context.server";
import { mustEnrolTwoFactor } from "../domain/accounts/two-factor.server";
import { perRequest } from "./per-request";
import { readSession, type RequestSession } from "./request-session.server";

export const TWO_FACTOR_ENROLMENT_PATH = "/account/two-factor";

/** Where a role lands after signing in. */
export const homeOf = (role: string) => (role === "admin" ? "/admin" : "/pro");

/**
 * Where sign-in sends a user who asked for `redirectTo`: into the area of its
 * role (no loop back to a 403), or back to an e-mail link (the new address's
 * confirmation opens only in a session, so its page sends strangers here).
 */
export function landingOf(role: string, redirectTo: string | null | undefined): string {
  const home = homeOf(role);
  const target = safeRedirectTo(redirectTo, home);
  return target.startsWith(home) || target.startsWith("/account/email/") ? target : home;
}

/** One session lookup (and sliding renewal) per page read, not one per loader of the page. */
export const sessionOfRequest = perRequest<Promise<RequestSession | null>>();

/**
 * The signed-in user of the request with this role. A stranger is sent to
 * /login?redirectTo=<this path>; a signed-in user of the other role gets 403.
 * `setCookie` (sliding renewal) should be added to the response when present.
 */
export async function requireRole(ctx: DomainContext, request: Request, role: UserRole): Promise<RequestSession> {
  const found = await sessionOfRequest(request, () => readSession(ctx, request));
  if (!found) {
    const url = new URL(request.url);
    throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  if (found.user.role !== role) throw new Response("Forbidden", { status: 403 });
  // An admin without two-factor sign-in while it is required can open nothing but its enrolment.
  if (await mustEnrolTwoFactor(ctx, found.user.id, found.user.role)) throw redirect(TWO_FACTOR_ENROLMENT_PATH);
  return found;
}

/**
 * A redirectTo value that stays on this site: a path of printable ASCII
 * starting with one "/", with no "//" and no backslash (browsers read "/\\host"
 * as another host). Control characters (CR/LF would break the Location
 * header) and anything else fall back.
 */
export function safeRedirectTo(value: string | null | undefined, fallback: string): string {
  if (!value || !/^\/[\x21-\x7e]*$/.test(value) || value.includes("//") || value.includes("\\")) return fallback;
  return value;
}
