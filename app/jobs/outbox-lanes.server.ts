import { LEAD_DELIVERY_KIND } from "~/db/enums";
import { ALERT_KIND, DIGEST_KIND } from "~/domain/alerts/compose-lead-alert";

/**
 * The outbox's lanes, so that nothing holds up the message the business is
 * paid for. Each lane of a channel is sent by its own run, woken by every
 * commit; the every-minute sweep still sends every due row of the channel.
 * - 'sale': a sale's deliveries to its buyer (the lead e-mail and text). After
 *   `npm run bench`'s load, ~2,300 confirmations and who-will-call e-mails were
 *   due, sent oldest first, and a sale's e-mail waited behind all of them:
 *   3.5 s at p50 on PGlite (issue 17). Claimed through its own partial index
 *   (outbox_sale_due_idx), so the claim costs the same whatever else is due.
 * - 'bulk': new-lead alerts and digests, fanned out to every matching
 *   contractor (one quote request can queue dozens, a busy hour thousands).
 * - 'direct': every other kind (confirmations, sign-in codes, receipts).
 * Lanes are told apart by kind, with no column of their own: a 'direct' or
 * 'bulk' claim walks past the other lanes' due rows in outbox_due_idx, ~2 µs a
 * row (6 ms behind 3,000 rows on PGlite), and only while such a backlog lasts.
 * Webhook rows are all sales and push rows all alerts: one lane each.
 */
export const OUTBOX_LANES = ["sale", "direct", "bulk"] as const;
export type OutboxLane = (typeof OUTBOX_LANES)[number];

export const BULK_OUTBOX_KINDS: readonly string[] = [ALERT_KIND, DIGEST_KIND];
export const SALE_OUTBOX_KIND = LEAD_DELIVERY_KIND;
