import { ALERT_KIND, DIGEST_KIND } from "~/domain/alerts/compose-lead-alert";

/**
 * The outbox's two lanes, so that bulk never holds up a message someone is
 * waiting for. New-lead alerts and digests are fanned out to every matching
 * contractor: one quote request can queue dozens, a busy hour thousands. Sent
 * oldest first by one run per channel, they held up everything behind them,
 * and a sale's lead e-mail waited until the whole backlog was out (issue 17:
 * 1.5 s at p50 after the intake load of `npm run bench`, on PGlite, where each
 * message was also slow). So the e-mail and SMS senders run each lane on its
 * own: 'bulk' (these kinds) and 'direct' (every other kind: a sale's
 * deliveries, confirmations, sign-in codes, receipts), each woken by every
 * commit. The every-minute sweep still sends every due row of the channel.
 * Webhook rows are never bulk; push rows are all alerts: one lane each.
 * Lanes are told apart by kind, with no column of their own: a 'direct' claim
 * walks past the due bulk rows in outbox_due_idx, ~2 µs a row (6 ms behind
 * 3,000 alerts on PGlite), and only while such a backlog lasts.
 */
export const OUTBOX_LANES = ["direct", "bulk"] as const;
export type OutboxLane = (typeof OUTBOX_LANES)[number];

export const BULK_OUTBOX_KINDS: readonly string[] = [ALERT_KIND, DIGEST_KIND];
