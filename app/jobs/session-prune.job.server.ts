import { pruneExpiredTokens } from "~/domain/accounts/prune-one-time-tokens.server";
import { pruneKnownDevices } from "~/domain/accounts/known-devices.server";
import { pruneExpiredSessions } from "~/domain/accounts/sessions.server";
import { pruneSignInThrottles } from "~/domain/accounts/sign-in-throttle.server";
import { logger } from "~/logging/logger.server";
import type { JobRegistration } from "./job-types.server";

export const SESSION_PRUNE_QUEUE = "accounts-prune";

/**
 * Daily: deletes expired sessions and expired one-time tokens, sign-in
 * failure counters that no longer block anyone, and devices not seen for a
 * year. Sign-in already ignores them; this keeps the tables (and the hashes
 * they hold) small.
 */
export const registerSessionPrune: JobRegistration = async (boss, { handle }) => {
  await boss.createQueue(SESSION_PRUNE_QUEUE, { policy: "stately" });
  await boss.work(SESSION_PRUNE_QUEUE, async () => {
    const now = new Date();
    await pruneExpiredSessions(handle.db, now);
    const tokens = await pruneExpiredTokens(handle.db, now);
    const throttles = await pruneSignInThrottles(handle.db, now);
    const devices = await pruneKnownDevices(handle.db, now);
    logger.info("expired sessions and tokens pruned", { tokens, throttles, devices });
  });
  await boss.schedule(SESSION_PRUNE_QUEUE, "23 4 * * *");
};
