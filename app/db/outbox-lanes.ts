/**
 * The outbox's lanes as SQL, so that nothing holds up the message the business
 * is paid for. Each lane of a channel is sent by its own run, woken after a
 * commit when it has due rows (app/jobs/outbox-wake-dispatch.server.ts); the
 * every-minute sweep still sends every due row of the channel.
 * - 'sale': a sale's deliveries to its buyer. After `npm run bench`'s load
 *   ~2,300 confirmations and who-will-call e-mails were due, sent oldest
 *   first, and a sale's e-mail waited behind all of them: 3.5 s at p50 on
 *   PGlite (decision 0039).
 * - 'bulk': new-lead alerts and digests, fanned out to every matching
 *   contractor (one quote request can queue dozens, a busy hour thousands).
 * - 'direct': every other kind (confirmations, sign-in codes, receipts, webhooks).
 * Each lane has a partial index on (channel, next_attempt_at) of its pending
 * rows (outbox_{sale,bulk,direct}_due_idx, built from laneCondition), so a
 * claim or a probe reads its own lane's due rows only, whatever backlog the
 * others have.
 */
import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { ALERT_KIND, DIGEST_KIND, LEAD_DELIVERY_KIND, type OutboxLane } from "./enums";

export { OUTBOX_LANES, type OutboxLane } from "./enums";

const BULK_KINDS: readonly string[] = [ALERT_KIND, DIGEST_KIND];

/** A kind as an SQL literal: the planner proves that a partial index applies only from literals, never from bound parameters. */
function literal(kind: string): SQL {
  if (!/^[a-z][a-z.-]*$/.test(kind)) throw new Error(`not an outbox kind: ${kind}`);
  return sql.raw(`'${kind}'`);
}

/** The rows of one lane, as a condition on the kind column: the same words in the lane's index predicate and in every query that should use it. */
export function laneCondition(lane: OutboxLane, kind: SQLWrapper): SQL {
  const bulk = sql.join(BULK_KINDS.map(literal), sql`, `);
  if (lane === "sale") return sql`${kind} = ${literal(LEAD_DELIVERY_KIND)}`;
  if (lane === "bulk") return sql`${kind} in (${bulk})`;
  return sql`${kind} not in (${literal(LEAD_DELIVERY_KIND)}, ${bulk})`;
}
