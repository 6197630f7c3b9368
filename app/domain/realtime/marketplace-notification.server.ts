import { z } from "zod";

const id = z.string().min(1).max(64);
const category = z.string().min(1).max(64);
const zip = z.string().regex(/^\d{5}$/);

/**
 * A NOTIFY payload as it arrives. A sale travels with its lead's category and
 * ZIP (added by publishEvent), so each process can decide who sees it without
 * a query. Parsed, not trusted: anyone with database access may NOTIFY.
 */
export const marketplaceNotificationSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("lead.sold"), leadId: id, contractorId: id, purchaseId: id, autoBuy: z.boolean(), category, zip }),
  z.object({ type: z.literal("leads.available"), leadIds: z.array(id).min(1).max(50), category, zip }),
]);

export type MarketplaceNotification = z.infer<typeof marketplaceNotificationSchema>;

export function parseMarketplaceNotification(payload: string): MarketplaceNotification | undefined {
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    return undefined;
  }
  const parsed = marketplaceNotificationSchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

/** What a process's hub hands its subscribers: an event, or word that events may have been missed. */
export type RealtimeMessage = { kind: "event"; event: MarketplaceNotification } | { kind: "resync" };

export type RealtimeSubscriber = {
  receive(message: RealtimeMessage): void;
  /** The hub stopped (the process is shutting down): end the stream. */
  close(): void;
};

/** Where subscribers attach: the process's hub (app/server/realtime-hub.server.ts). */
export type RealtimeSource = { subscribe(subscriber: RealtimeSubscriber): Promise<() => void> };
