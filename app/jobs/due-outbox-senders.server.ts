/**
 * Which outbox senders have due rows, in one statement: what a commit's
 * wake-up asks before it runs any sender (outbox-wake-dispatch.server.ts).
 * One EXISTS per sender, each the first entry of its lane's partial index
 * (app/db/outbox-lanes.ts) for the channel: the same cost whatever backlog
 * any lane has.
 */
import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import type { OutboxChannel } from "~/db/schema";
import { laneCondition, type OutboxLane } from "~/db/outbox-lanes";
import { rowsOf } from "~/db/types.server";

export type SenderKey = { channel: OutboxChannel; lane: OutboxLane };

/** For each sender, in order: whether its lane of its channel has a pending row due at `now`. */
export async function dueOutboxSenders(db: Db, senders: readonly SenderKey[], now: Date): Promise<boolean[]> {
  if (senders.length === 0) return [];
  const at = now.toISOString();
  const probes = senders.map(
    ({ channel, lane }, i) =>
      sql`exists (select 1 from outbox where channel = ${channel} and status = 'pending' and ${laneCondition(lane, sql`kind`)} and next_attempt_at <= ${at}) as ${sql.identifier(`s${i}`)}`,
  );
  const [row] = rowsOf<Record<string, boolean>>(await db.execute(sql`select ${sql.join(probes, sql`, `)}`));
  return senders.map((_, i) => row?.[`s${i}`] === true);
}
