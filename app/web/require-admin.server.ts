/**
 * Every /admin loader and action starts here: the domain context of the
 * request and the signed-in admin (strangers are redirected to /login,
 * contractors get 403).
 */
import type { DomainContext } from "~/domain/shared/domain-context.server";
import { isUuid } from "~/forms/ids";
import { appContext } from "./context.server";
import { requireRole } from "./require-role.server";

export async function requireAdmin(request: Request): Promise<{ ctx: DomainContext; adminId: string; sendHeaders: HeadersInit }> {
  const ctx = await appContext();
  const { user, setCookie } = await requireRole(ctx, request, "admin");
  const headers: Record<string, string> = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
  if (setCookie) headers["Set-Cookie"] = setCookie;
  return { ctx, adminId: user.id, sendHeaders: headers };
}

/** requireAdmin for a page about one record: an id that is not a UUID is a 404, before any query. */
export async function requireAdminForRecord(request: Request, id: string | undefined) {
  const guard = await requireAdmin(request);
  if (!isUuid(id)) throw new Response("Not Found", { status: 404 });
  return guard;
}

/**
 * The start of an admin page about one record: the guard, then the record
 * (`get` by the id), and a 404 when the id is not a UUID or nothing has it.
 */
export async function loadAdminRecord<T>(request: Request, id: string | undefined, get: (db: DomainContext["db"], id: string) => Promise<T | undefined>) {
  const guard = await requireAdmin(request);
  if (!isUuid(id)) throw new Response("Not Found", { status: 404 });
  const found = await get(guard.ctx.db, id);
  if (!found) throw new Response("Not Found", { status: 404 });
  return { found, ...guard };
}
