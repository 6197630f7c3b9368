import { eq } from "drizzle-orm";
import { leads, purchases } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import type { RealtimeSource } from "~/domain/realtime/marketplace-notification.server";
import { requestOfLink } from "../request-links/request-links.server";

/** What the request page is told: only that it changed; it reloads and its loader shows what changed. */
export type MyRequestUpdate = { type: "changed" };
export type MyRequestSink = { send(update: MyRequestUpdate): void; close(): void };

/**
 * Live updates for a homeowner's request page (decision 0021): a sale of one of
 * the request's leads, from any process (the marketplace's NOTIFY hub), tells
 * the page to reload. Undefined for a wrong or expired link, like the page.
 * The request's leads are fixed when it is stored, so they are read once.
 * Missed events (the hub's resync) are told as a change too: a reload is
 * always correct. `seen` is how many pros the page showed: a sale between the
 * page's render and this subscription is told at once.
 */
export async function watchMyRequest(
  db: Executor,
  token: string,
  now: Date,
  source: RealtimeSource,
  sink: MyRequestSink,
  seen?: number,
): Promise<(() => void) | undefined> {
  const requestId = await requestOfLink(db, token, now);
  if (!requestId) return undefined;
  const mine = new Set((await db.select({ id: leads.id }).from(leads).where(eq(leads.quoteRequestId, requestId))).map((l) => l.id));
  const unsubscribe = await source.subscribe({
    receive(message) {
      if (message.kind === "resync" || (message.event.type === "lead.sold" && mine.has(message.event.leadId))) sink.send({ type: "changed" });
    },
    close: () => sink.close(),
  });
  if (seen !== undefined && (await db.$count(purchases, eq(purchases.quoteRequestId, requestId))) !== seen) sink.send({ type: "changed" });
  return unsubscribe;
}
