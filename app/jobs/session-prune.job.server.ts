import { pruneExpiredTokens } from "~/domain/accounts/prune-one-time-tokens.server";
import { pruneExpiredSessions } from "~/domain/accounts/sessions.server";
import { logger } from "~/lib/logger.server";
import type { JobRegistration } from "./job-types.server";

export const SESSION_PRUNE_QUEUE = "accounts-prune";

/**
 * Daily: deletes expired sessions and expired one-time tokens. Sign-in
 * already refuses them; this keeps the tables (and the hashes they hold) small.
 */
export const registerSessionPrune: JobRegistration = async (boss, { handle }) => {
  await boss.createQueue(SESSION_PRUNE_QUEUE, { policy: "stately" });
  await boss.work(SESSION_PRUNE_QUEUE, async () => {
    const now = new Date();
    await pruneExpiredSessions(handle.db, now);
    const tokens = await pruneExpiredTokens(handle.db, now);
    logger.info("expired sessions and tokens pruned", { tokens });
  });
  await boss.schedule(SESSION_PRUNE_QUEUE, "23 4 * * *");
};
