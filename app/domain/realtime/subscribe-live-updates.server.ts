import type { DomainContext } from "~/domain/shared/domain-context.server";
import { logger } from "~/logging/logger.server";
import { lookupZip } from "~/lib/zip-lookup.server";
import type { LiveUpdate } from "./live-update";
import { liveUpdateFor } from "./live-update-for";
import { loadLiveViewer } from "./load-live-viewer.server";
import type { RealtimeMessage, RealtimeSource } from "./marketplace-notification.server";

export type LiveUpdateSink = { send(update: LiveUpdate): void; close(): void };

/**
 * Feed one contractor's dashboard: every event of the process's hub, reduced
 * to what this contractor may see (liveUpdateFor). Their categories and
 * service area are re-read when older than `viewerTtlMs`, so a change in
 * Settings applies within that time without a query per event. Messages are
 * handled one after another, in the order they were committed.
 */
export async function subscribeLiveUpdates(
  ctx: Pick<DomainContext, "db">,
  contractorId: string,
  source: RealtimeSource,
  sink: LiveUpdateSink,
  options: { viewerTtlMs?: number } = {},
): Promise<() => void> {
  const ttl = options.viewerTtlMs ?? 30_000;
  let viewer = await loadLiveViewer(ctx.db, contractorId);
  let loadedAt = Date.now();
  let queue = Promise.resolve();

  const handle = async (message: RealtimeMessage) => {
    if (message.kind === "resync") return sink.send({ type: "resync" });
    if (Date.now() - loadedAt > ttl) {
      viewer = await loadLiveViewer(ctx.db, contractorId);
      loadedAt = Date.now();
    }
    if (!viewer) return sink.close();
    const zip = await lookupZip(message.event.zip);
    const update = liveUpdateFor(message.event, viewer, zip ? { lat: zip.latitude, lng: zip.longitude } : undefined);
    if (update) sink.send(update);
  };

  return source.subscribe({
    receive(message) {
      queue = queue.then(() => handle(message)).catch((error: unknown) => logger.error("live update failed", { error }));
    },
    close: () => sink.close(),
  });
}
