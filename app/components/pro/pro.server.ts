import { data } from "react-router";
import { db } from "~/db/database.server";
import { AccountError } from "~/domain/accounts/errors";
import { requireContractor } from "~/web/require-role.server";
import type { DomainContext } from "~/domain/shared/domain-context.server";
import { MarketplaceError } from "~/domain/marketplace/errors";
import { env } from "~/env.server";

/** The DomainContext of a request: the shared database and parsed environment. */
export async function domainContext(): Promise<DomainContext> {
  return { db: await db(), env: env() };
}

/** The signed-in contractor of this request (a stranger is redirected to /login, another role gets 403). */
export async function contractorOf(request: Request): Promise<{ ctx: DomainContext; contractorId: string; email: string; setCookie?: string }> {
  const ctx = await domainContext();
  const { user, contractorId, setCookie } = await requireContractor(ctx, request);
  return { ctx, contractorId, email: user.email, setCookie };
}

export type ActionResult = { ok: true; message: string; intent: string; id?: string } | { ok: false; error: string; intent: string; id?: string };

/**
 * Runs a dashboard action; a known domain failure becomes `{ ok: false, error }`
 * with its HTTP status (the message is safe to show), anything else is rethrown.
 */
export async function runAction(intent: string, id: string | undefined, work: () => Promise<string>) {
  try {
    const message = await work();
    return data<ActionResult>({ ok: true, message, intent, id });
  } catch (error) {
    const status = knownStatus(error);
    if (status === undefined) throw error;
    return data<ActionResult>({ ok: false, error: (error as Error).message, intent, id }, { status });
  }
}

function knownStatus(error: unknown): number | undefined {
  if (error instanceof MarketplaceError || error instanceof AccountError) return error.status;
  if (error instanceof Error && "status" in error && typeof error.status === "number" && "code" in error) return error.status;
  return undefined;
}

/** A form field as a trimmed string ('' when absent or a file). */
export function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
}
