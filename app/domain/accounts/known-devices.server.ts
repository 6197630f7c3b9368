import { and, eq, lt, sql } from "drizzle-orm";
import { knownDevices } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import { deviceCookie, DEVICE_COOKIE_MAX_AGE_SECONDS } from "~/lib/auth/device-cookie.server";
import { hashToken, newToken } from "~/lib/auth/tokens.server";
import type { Env } from "~/env.server";

/** True when this browser's device token was remembered for the user. */
export async function isKnownDevice(db: Executor, userId: string, deviceToken: string | undefined): Promise<boolean> {
  if (!deviceToken) return false;
  const [row] = await db
    .select({ userId: knownDevices.userId })
    .from(knownDevices)
    .where(and(eq(knownDevices.tokenHash, hashToken(deviceToken)), eq(knownDevices.userId, userId)));
  return Boolean(row);
}

/**
 * Remember this browser for the user (after a successful sign-in or an
 * unlock link). The browser keeps its token when it has one, so one browser
 * can be known to several accounts; returns the Set-Cookie that renews it.
 */
export async function rememberDevice(db: Executor, env: Pick<Env, "PUBLIC_URL">, userId: string, deviceToken: string | undefined, now: Date): Promise<string> {
  const token = deviceToken ?? newToken().token;
  await db
    .insert(knownDevices)
    .values({ tokenHash: hashToken(token), userId, createdAt: now, lastSeenAt: now })
    .onConflictDoUpdate({ target: [knownDevices.tokenHash, knownDevices.userId], set: { lastSeenAt: sql`excluded.last_seen_at` } });
  return deviceCookie(token, { publicUrl: env.PUBLIC_URL });
}

/** Devices not seen for longer than their cookie lives are forgotten. */
export async function pruneKnownDevices(db: Executor, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - DEVICE_COOKIE_MAX_AGE_SECONDS * 1000);
  const deleted = await db.delete(knownDevices).where(lt(knownDevices.lastSeenAt, cutoff)).returning({ userId: knownDevices.userId });
  return deleted.length;
}
