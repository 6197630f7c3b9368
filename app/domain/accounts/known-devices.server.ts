import { and, eq, lt, sql } from "drizzle-orm";
import { knownDevices } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import { hashToken, newToken } from "~/lib/auth/tokens.server";
import type { IssuedToken } from "./issued-token";

/** How long a browser stays known without signing in again (decision 0011): a year, renewed at each sign-in. */
export const KNOWN_DEVICE_TTL_SECONDS = 365 * 24 * 3600;

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
 * can be known to several accounts; returns the token for the browser to keep, with its renewed lifetime.
 */
export async function rememberDevice(db: Executor, userId: string, deviceToken: string | undefined, now: Date): Promise<IssuedToken> {
  const token = deviceToken ?? newToken().token;
  await db
    .insert(knownDevices)
    .values({ tokenHash: hashToken(token), userId, createdAt: now, lastSeenAt: now })
    .onConflictDoUpdate({ target: [knownDevices.tokenHash, knownDevices.userId], set: { lastSeenAt: sql`excluded.last_seen_at` } });
  return { token, maxAgeSeconds: KNOWN_DEVICE_TTL_SECONDS };
}

/** Devices not seen for longer than their token lives are forgotten. */
export async function pruneKnownDevices(db: Executor, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - KNOWN_DEVICE_TTL_SECONDS * 1000);
  const deleted = await db.delete(knownDevices).where(lt(knownDevices.lastSeenAt, cutoff)).returning({ userId: knownDevices.userId });
  return deleted.length;
}
