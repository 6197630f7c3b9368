import { requestMemo, type DomainContext } from "~/domain/shared/domain-context.server";
import { appContext } from "./context.server";
import { isPageRead, perRequest } from "./per-request";
import { requireRole } from "./require-role.server";

/** The reads a page's loaders share (DomainContext.once): one memo per request. */
const memoOfRequest = perRequest<NonNullable<DomainContext["once"]>>();

/**
 * Every /pro loader and action starts here: the signed-in contractor of this
 * request (a stranger is redirected to /login, another role gets 403). The
 * contractor id comes from the session, never from the request.
 */
export async function requireContractor(
  request: Request,
): Promise<{ ctx: DomainContext; contractorId: string; userId: string; email: string; sessionId: string; setCookie?: string }> {
  const ctx = await appContext();
  // A page's loaders share their reads of the contractor; an action's reads stay fresh.
  if (isPageRead(request)) ctx.once = memoOfRequest(request, requestMemo);
  const { user, sessionId, setCookie } = await requireRole(ctx, request, "contractor");
  if (!user.contractorId) throw new Response("Forbidden", { status: 403 });
  return { ctx, contractorId: user.contractorId, userId: user.id, email: user.email, sessionId, setCookie };
}
