import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { sessions } from "~/db/schema";
import { readSessionToken } from "~/web/session-cookie.server";
import { hashToken } from "~/lib/auth/tokens.server";

/**
 * The session of this cookie answered "Confirm it's you" at `at` (as the confirm form does), so its sensitive changes
 * (e-mail, two-factor off, API key, webhook URL, payment and plan settings) go through for the next 10 minutes.
 */
export async function confirmIdentityOf(db: Db, cookie: string, at = new Date()): Promise<string> {
  await db
    .update(sessions)
    .set({ reauthenticatedAt: at })
    .where(eq(sessions.id, hashToken(readSessionToken(cookie) ?? "")));
  return cookie;
}
