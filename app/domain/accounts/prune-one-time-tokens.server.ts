import { lt } from "drizzle-orm";
import { oneTimeTokens } from "~/db/schema";
import type { Executor } from "~/db/types.server";

/**
 * Deletes invitation and password-reset tokens past their expiry, used or
 * not: consumeToken and isTokenValid refuse them anyway, so they only take
 * space (and keep a hash of a link that once worked).
 */
export async function pruneExpiredTokens(db: Executor, now: Date): Promise<number> {
  const deleted = await db.delete(oneTimeTokens).where(lt(oneTimeTokens.expiresAt, now)).returning({ id: oneTimeTokens.id });
  return deleted.length;
}
