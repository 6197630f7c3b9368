/**
 * Delivers due outbox rows of one channel (e-mail, SMS, webhook) with a
 * channel-specific `send`. Safe with any number of workers: rows are claimed
 * with `for update skip locked`, and a claim is a lease (next_attempt_at moves
 * forward), so a worker that dies mid-send leaves the row to be retried, never
 * lost. Delivery is therefore at least once.
 */
import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { outbox, type OutboxChannel } from "~/db/schema";
import { rowsOf } from "~/db/types.server";
import { logger } from "~/logging/logger.server";
import { laneCondition, type OutboxLane } from "~/db/outbox-lanes";

export type DeliveryOptions = {
  now?: () => Date;
  batchSize?: number;
  /** After this many failed attempts a row is 'failed' (shown to admins), not retried. */
  maxAttempts?: number;
  /** How long a claimed row stays invisible to other workers. */
  leaseSeconds?: number;
  /** Only the rows of this lane (app/db/outbox-lanes.ts); all due rows of the channel when absent. */
  lane?: OutboxLane;
};

/** `sent` counts every row settled without a failure, including those kept as 'stored' (NotDelivered). */
export type DeliveryReport = { sent: number; retrying: number; failed: number };

export const DEFAULT_BATCH_SIZE = 20;

/** 30 s, 1 min, 2 min, ... capped at 6 hours. */
export function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 6 * 3600 * 1000);
}

/** A claimed row, as the senders see it. `attempts` already counts this attempt. */
export type ClaimedRow = {
  id: string;
  kind: string;
  to: string;
  subject: string | null;
  text: string;
  html: string | null;
  /** Extra e-mail headers (List-Unsubscribe on alerts), or null. */
  headers: Record<string, string> | null;
  contractorId: string | null;
  attempts: number;
  /**
   * Webhook rows only: the contractor's signing secret as the row is claimed (null when it has none).
   * Read by the claim itself, not copied into the outbox: one statement fewer before each POST, and on
   * the embedded database each statement waits its turn behind the sales in flight.
   */
  webhookSecret?: string | null;
};

/**
 * What a sender throws when an attempt did not deliver. `permanent` failures
 * (a refused number, a bad URL) are not retried; anything else thrown counts
 * as transient and is retried with back-off.
 */
export class DeliveryFailure extends Error {
  override readonly name = "DeliveryFailure";
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

function laneFilter(lane: OutboxLane | undefined) {
  return lane ? sql`and ${laneCondition(lane, sql`kind`)}` : sql``;
}

const webhookSecret = sql`, (select webhook_secret from contractors where contractors.id = outbox.contractor_id) as "webhookSecret"`;

async function claim(db: Db, channel: OutboxChannel, now: Date, limit: number, leaseSeconds: number, lane: OutboxLane | undefined): Promise<ClaimedRow[]> {
  const lease = new Date(now.getTime() + leaseSeconds * 1000).toISOString();
  const result = await db.execute(sql`
    update outbox set attempts = attempts + 1, next_attempt_at = ${lease}
    where id in (
      select id from outbox
      where status = 'pending' and channel = ${channel} and next_attempt_at <= ${now.toISOString()} ${laneFilter(lane)}
      order by next_attempt_at
      limit ${limit}
      for update skip locked)
    returning id, kind, "to", subject, text, html, headers, contractor_id as "contractorId", attempts${channel === "webhook" ? webhookSecret : sql``}`);
  return rowsOf<ClaimedRow>(result).map((r) => ({ ...r, attempts: Number(r.attempts) }));
}

/**
 * What a sender returns when there was no one to deliver to (a push alert for a contractor with no browser
 * subscribed): the row is kept as 'stored', like a message with no provider, with the reason in last_error.
 */
export type NotDelivered = { stored: string };

/** One batch: claim due rows of `channel`, hand each to `send`, record the outcome. */
export async function deliverDue(
  db: Db,
  channel: OutboxChannel,
  send: (row: ClaimedRow) => Promise<void | NotDelivered>,
  options: DeliveryOptions = {},
): Promise<DeliveryReport> {
  const clock = options.now ?? (() => new Date());
  const maxAttempts = options.maxAttempts ?? 10;
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  const rows = await claim(db, channel, clock(), options.batchSize ?? DEFAULT_BATCH_SIZE, options.leaseSeconds ?? 300, options.lane);
  const sent: string[] = [];
  try {
    await sendEach(db, channel, rows, send, sent, report, clock, maxAttempts);
  } finally {
    // One statement for the batch's successes, not one per row: on the embedded database every
    // statement waits its turn behind the requests in flight (and each commit is an fsync), so under
    // load per-row updates held a burst's lead e-mails up for seconds. A process killed before this
    // line sends those rows again once their lease ends (at least once, as before).
    if (sent.length > 0) await db.update(outbox).set({ status: "sent", sentAt: clock(), lastError: null }).where(inArray(outbox.id, sent));
  }
  if (rows.length > 0) logger.info(`${channel} delivery`, { ...report });
  return report;
}

async function sendEach(
  db: Db,
  channel: OutboxChannel,
  rows: ClaimedRow[],
  send: (row: ClaimedRow) => Promise<void | NotDelivered>,
  sent: string[],
  report: DeliveryReport,
  clock: () => Date,
  maxAttempts: number,
): Promise<void> {
  for (const row of rows) {
    try {
      const outcome = await send(row);
      if (outcome) {
        // Nobody to deliver to (e.g. no browser subscribed to push): kept as 'stored' with the reason.
        await db.update(outbox).set({ status: "stored", lastError: outcome.stored }).where(eq(outbox.id, row.id));
      } else {
        sent.push(row.id);
      }
      report.sent += 1;
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const permanent = error instanceof DeliveryFailure && error.permanent;
      const giveUp = permanent || row.attempts >= maxAttempts;
      await db
        .update(outbox)
        .set(giveUp ? { status: "failed", lastError: message } : { lastError: message, nextAttemptAt: new Date(clock().getTime() + backoffMs(row.attempts)) })
        .where(eq(outbox.id, row.id));
      if (giveUp) report.failed += 1;
      else report.retrying += 1;
      // Ids and counts only: messages may carry addresses or phone numbers.
      logger.warn(`${channel} delivery failed`, { outboxId: row.id, attempts: row.attempts, permanent, giveUp });
    }
  }
}

/** Runs batches until one comes back less than full (a backlog drains in one job run). */
export async function drainDue(deliverBatch: () => Promise<DeliveryReport>, maxRounds = 50): Promise<void> {
  for (let round = 0; round < maxRounds; round++) {
    const report = await deliverBatch();
    if (report.sent + report.retrying + report.failed < DEFAULT_BATCH_SIZE) break;
  }
}
