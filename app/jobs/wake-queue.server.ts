import { logger } from "~/logging/logger.server";

/**
 * Runs a queue's work in this process right after a commit woke it, at most
 * one run at a time, with at most one more run owed: wake-ups during a run
 * coalesce into a single run after it (that run sees everything they
 * committed). This is what a 'stately' pg-boss job gave per wake-up, minus the
 * job itself: sending, fetching and completing one cost three more commits,
 * each an fsync on the embedded database, for every quote request and sale
 * (the largest cost in the intake and purchase profiles; `npm run bench`).
 * Safe beside the queue's own runs (the every-minute sweep, another process):
 * the work claims its rows with `for update skip locked`. Best effort: a run
 * that fails is logged, and the sweep picks up what it left.
 */
export type Waker = { wake(): void; idle(): Promise<void> };

export function createWaker(queue: string, run: () => Promise<void>): Waker {
  let running: Promise<void> | undefined;
  let owed = false;
  const loop = async () => {
    do {
      owed = false;
      try {
        await run();
      } catch (error) {
        logger.warn("job wake-up run failed", { queue, error });
      }
    } while (owed);
    running = undefined;
  };
  return {
    wake() {
      if (running) owed = true;
      else running = loop();
    },
    idle: () => running ?? Promise.resolve(),
  };
}
