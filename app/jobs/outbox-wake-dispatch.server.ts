import type { Db } from "~/db/client.server";
import type { OutboxChannel } from "~/db/schema";
import type { OutboxLane } from "~/db/outbox-lanes";
import { logger } from "~/logging/logger.server";
import { addOutboxListener } from "../lib/wakeups/outbox-signal.server";
import { dueOutboxSenders } from "./due-outbox-senders.server";
import { createWaker, type Waker } from "./wake-queue.server";

/**
 * A commit's outbox wake-up (signalOutbox) runs one probe, then only the
 * senders that have due rows. Each sender used to run on every wake-up: eight
 * claims (e-mail and SMS in three lanes each, webhooks, push) after every
 * quote request and every sale, most of them finding nothing: 2,884 of the
 * 19,687 statements of 330 quote requests on PostgreSQL. The
 * probe coalesces like any waker (wake-queue.server.ts): wake-ups during a
 * probe make one more probe after it. If the probe fails, every sender runs,
 * as before. One probe per database, for the senders registered on it.
 */
type Sender = { channel: OutboxChannel; lane: OutboxLane; waker: Waker };
type Group = { senders: Set<Sender>; probe: Waker; stop: () => void };

const groups = new Map<Db, Group>();

function startGroup(db: Db): Group {
  const senders = new Set<Sender>();
  const probe = createWaker("outbox-probe", async () => {
    const list = [...senders];
    let due: boolean[] = list.map(() => true);
    try {
      due = await dueOutboxSenders(db, list, new Date());
    } catch (error) {
      logger.warn("outbox probe failed; every sender runs", { error });
    }
    // A sender removed while the probe ran (shutdown) is not woken again.
    list.forEach((sender, i) => {
      if (due[i] && senders.has(sender)) sender.waker.wake();
    });
  });
  return { senders, probe, stop: addOutboxListener(probe.wake) };
}

/** Registers a sender's waker; returns its removal, with which the last sender of a database awaits the probe in progress. */
export function addOutboxSender(db: Db, channel: OutboxChannel, lane: OutboxLane, waker: Waker): () => Promise<void> {
  let group = groups.get(db);
  if (!group) {
    group = startGroup(db);
    groups.set(db, group);
  }
  const sender = { channel, lane, waker };
  group.senders.add(sender);
  const owner = group;
  return async () => {
    owner.senders.delete(sender);
    if (owner.senders.size === 0 && groups.get(db) === owner) {
      owner.stop();
      groups.delete(db);
      await owner.probe.idle();
    }
  };
}
