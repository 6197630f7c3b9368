/**
 * Every /admin loader and action starts here: the domain context of the
 * request and the signed-in admin (strangers are redirected to /login,
 * contractors get 403). Also turns a domain error into a message for the page.
 */
import { db } from "~/db/database.server";
import { AccountError } from "~/domain/accounts/errors";
import { requireRole } from "~/domain/accounts/require-role.server";
import type { DomainContext } from "~/domain/marketplace/domain-context.server";
import { MarketplaceError } from "~/domain/marketplace/errors";
import { env } from "~/env.server";
import { logger } from "~/lib/logger.server";

export async function requireAdmin(request: Request): Promise<{ ctx: DomainContext; adminId: string; sendHeaders: HeadersInit }> {
  const ctx: DomainContext = { db: await db(), env: env() };
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

export type ActionResult = { ok: true; message: string } | { ok: false; error: string };

/** Run an admin decision; a known domain failure becomes its message and HTTP status, anything else a generic one. */
export async function runAdminAction(what: string, run: () => Promise<string>): Promise<{ result: ActionResult; status: number }> {
  try {
    return { result: { ok: true, message: await run() }, status: 200 };
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof AccountError || error instanceof MarketplaceError) return { result: { ok: false, error: error.message }, status: error.status };
    logger.error("admin action failed", { action: what, error });
    return { result: { ok: false, error: "Something went wrong. Please try again." }, status: 500 };
  }
}

export function isUuid(value: string | undefined): value is string {
  return !!value && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
