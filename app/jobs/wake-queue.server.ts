import type { PgBoss } from "pg-boss";
import { logger } from "~/logging/logger.server";

/**
 * Queue one run of a 'stately' job and have this process's worker fetch it at
 * once instead of at its next poll (pg-boss polls every 2 s by default, which
 * was most of a lead e-mail's delay in `npm run bench:market`). Best effort:
 * the job's every-minute sweep covers a lost wake-up.
 */
export function wakeQueue(boss: PgBoss, queue: string, workerId: string): void {
  boss
    .send(queue, {})
    .then(() => boss.notifyWorker(workerId))
    .catch((error: unknown) => {
      logger.warn("job wake-up not queued", { queue, error });
    });
}
