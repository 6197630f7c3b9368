import { and, eq, gt, sql } from "drizzle-orm";
import { sessions, users, type UserRole } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import { hashToken, newToken } from "~/lib/auth/tokens.server";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import type { IssuedToken } from "./issued-token";

/** Idle lifetime of a session; each use after RENEW_AFTER pushes expiry out again (sliding). */
export const SESSION_TTL_MS = 14 * 24 * 3600 * 1000;
/** Renew at most once an hour so a busy dashboard does not write on every request. */
export const RENEW_AFTER_MS = 3600 * 1000;

export type SessionUser = { id: string; email: string; role: UserRole; contractorId: string | null };

const sessionToken = (token: string): IssuedToken => ({ token, maxAgeSeconds: SESSION_TTL_MS / 1000 });

/** A new session for the user: returns its token for the browser. Only the token's sha256 is stored. */
export async function createSession(tx: Executor, ctx: Pick<DomainContext, "now">, userId: string): Promise<IssuedToken> {
  const now = nowOf(ctx);
  const { token, hash } = newToken();
  await tx.insert(sessions).values({ id: hash, userId, createdAt: now, lastSeen: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) });
  return sessionToken(token);
}

/**
 * The signed-in user for a session token, or null. When the session was last
 * renewed more than an hour ago its expiry slides forward and `renewed`
 * carries the token's new lifetime, for the response to renew the browser's copy.
 */
export async function getSessionUser(
  ctx: DomainContext,
  token: string | undefined,
): Promise<{ user: SessionUser; sessionId: string; renewed?: IssuedToken } | null> {
  if (!token) return null;
  const now = nowOf(ctx);
  const id = hashToken(token);
  const [row] = await ctx.db
    .select({ id: users.id, email: users.email, role: users.role, contractorId: users.contractorId, lastSeen: sessions.lastSeen })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)));
  if (!row) return null;
  const { lastSeen, ...user } = row;
  if (now.getTime() - lastSeen.getTime() < RENEW_AFTER_MS) return { user, sessionId: id };
  await ctx.db
    .update(sessions)
    .set({ lastSeen: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) })
    .where(eq(sessions.id, id));
  return { user, sessionId: id, renewed: sessionToken(token) };
}

/** End the session of this token, if there is one. */
export async function signOut(ctx: DomainContext, token: string | undefined): Promise<void> {
  if (token) await ctx.db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}

/** Every session of a user ends (after a password change). */
export async function endAllSessions(tx: Executor, userId: string): Promise<void> {
  await tx.delete(sessions).where(eq(sessions.userId, userId));
}

export async function pruneExpiredSessions(db: Executor, now: Date): Promise<void> {
  await db.delete(sessions).where(sql`${sessions.expiresAt} < ${now.toISOString()}`);
}
