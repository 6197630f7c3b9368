import { and, eq } from "drizzle-orm";
import { sessions, users } from "~/db/schema";
import { IDENTITY_FRESH_MINUTES } from "~/forms/confirm-identity-step";
import { nowOf, type DomainContext } from "../shared/domain-context.server";

export const IDENTITY_FRESH_MS = IDENTITY_FRESH_MINUTES * 60 * 1000;

/**
 * Whether this session confirmed who it is (confirmIdentity) within the last
 * IDENTITY_FRESH_MINUTES, and whether the confirm step must ask for a code.
 * Signing in does not count: a borrowed session is often a fresh one.
 */
export async function readIdentityFreshness(ctx: DomainContext, who: { userId: string; sessionId: string }): Promise<{ fresh: boolean; twoFactor: boolean }> {
  const now = nowOf(ctx);
  const [row] = await ctx.db
    .select({ at: sessions.reauthenticatedAt, totpEnabledAt: users.totpEnabledAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, who.sessionId), eq(sessions.userId, who.userId)));
  const at = row?.at?.getTime();
  // A confirmation dated after now (a clock stepped back) does not count either.
  const fresh = at !== undefined && at <= now.getTime() && now.getTime() - at < IDENTITY_FRESH_MS;
  return { fresh, twoFactor: Boolean(row?.totpEnabledAt) };
}
