import { requestMemo, type DomainContext } from "~/domain/shared/domain-context.server";
import { appContext } from "./context.server";
import { requireRole } from "./require-role.server";

type SignedInContractor = { ctx: DomainContext; contractorId: string; userId: string; email: string; sessionId: string; setCookie?: string };

/**
 * One answer per request: a page's layout and route loaders run at once with the same Request, and each
 * asked for the session again (the same rows, twice per /pro page). Keyed weakly, so it goes with the request.
 */
const perRequest = new WeakMap<Request, Promise<SignedInContractor>>();

/**
 * Every /pro loader and action starts here: the signed-in contractor of this
 * request (a stranger is redirected to /login, another role gets 403). The
 * contractor id comes from the session, never from the request.
 */
export function requireContractor(request: Request): Promise<SignedInContractor> {
  let found = perRequest.get(request);
  if (!found) {
    found = signedInContractor(request);
    perRequest.set(request, found);
  }
  return found;
}

async function signedInContractor(request: Request): Promise<SignedInContractor> {
  const ctx = await appContext();
  // A page's loaders share their reads of the contractor (domain-context.server.ts); an action's reads stay fresh.
  if (request.method === "GET" || request.method === "HEAD") ctx.once = requestMemo();
  const { user, sessionId, setCookie } = await requireRole(ctx, request, "contractor");
  if (!user.contractorId) throw new Response("Forbidden", { status: 403 });
  return { ctx, contractorId: user.contractorId, userId: user.id, email: user.email, sessionId, setCookie };
}
