import { listenerFor } from "~/domain/realtime/realtime-hub-listen.server";
import { RealtimeHub } from "~/domain/realtime/realtime-hub.server";
import { logger } from "~/logging/logger.server";
import type { JobRegistration } from "./job-types.server";
import { signalNewLeads } from "../lib/wakeups/new-leads-signal.server";
import { signalOutbox } from "../lib/wakeups/outbox-signal.server";

/**
 * Wakes this process's senders and auto-buy for work committed by OTHER app
 * processes. A sale or a quote request handled by a web-only process
 * (RUN_JOBS=false) signals nobody in its own process, so its lead e-mail,
 * SMS and webhook used to wait for the once-a-minute sweep (measured by
 * `npm run bench:market`: 16 s at p50 instead of 3 s). Both already announce
 * themselves with pg_notify in their transaction (publish-event.server.ts),
 * so the job process listens for those announcements and wakes the same
 * queues its own requests would. A wake-up for nothing is harmless: the
 * queues are 'stately', and the sweeps stay as the safety net.
 *
 * Only on PostgreSQL: the embedded database belongs to one process, whose
 * requests signal its jobs directly.
 */
export const registerCrossProcessWakeups: JobRegistration = async (_boss, { handle }) => {
  if (handle.kind !== "postgres") return;
  const hub = new RealtimeHub(listenerFor(handle));
  try {
    await hub.subscribe({
      receive(message) {
        if (message.kind === "resync" || message.event.type === "leads.available") signalNewLeads();
        // New leads come with the homeowner's confirmation e-mail; a sale with its deliveries.
        signalOutbox();
      },
      close() {},
    });
  } catch (error) {
    // Not fatal: without it deliveries from other processes wait for the sweep, as before.
    logger.warn("cross-process wake-ups unavailable", { error });
    return;
  }
  return () => hub.stop();
};
