/**
 * A commit's outbox wake-up runs one probe, then only the senders with due
 * rows (before the probe: eight claims after every quote request and sale, most of
 * them finding nothing). The probe answers for each sender (channel and
 * lane) whether it has due rows, ignoring rows not yet due or not pending,
 * and answers the same behind a backlog of other lanes.
 */
import { afterEach, describe, expect, it } from "vitest";
import { outbox } from "~/db/schema";
import { LEAD_DELIVERY_KIND } from "~/db/enums";
import { ALERT_KIND } from "~/domain/alerts/compose-lead-alert";
import { dueOutboxSenders, type SenderKey } from "~/jobs/due-outbox-senders.server";
import { OUTBOX_CHANNELS, OUTBOX_LANES } from "~/db/enums";
import { addOutboxSender } from "~/jobs/outbox-wake-dispatch.server";
import { signalOutbox } from "~/lib/wakeups/outbox-signal.server";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { waitFor } from "../../support/wait-for";

type Row = typeof outbox.$inferInsert;
const row = (channel: Row["channel"], kind: string, overrides: Partial<Row> = {}): Row => ({
  channel,
  kind,
  to: "someone@example.com",
  text: "Hello.",
  status: "pending",
  nextAttemptAt: new Date(Date.now() - 1000),
  ...overrides,
});

describe.each(testEngines())("outbox wake-ups on %s", (engine) => {
  const database = useTestDatabase(engine);
  const removals: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const remove of removals.splice(0)) await remove();
    // The tests share the database: each starts with an empty outbox.
    await database.db.delete(outbox);
  });

  const everySender: SenderKey[] = OUTBOX_CHANNELS.flatMap((channel) => OUTBOX_LANES.map((lane) => ({ channel, lane })));
  const dueNames = async () => {
    const due = await dueOutboxSenders(database.db, everySender, new Date());
    return everySender.filter((_, i) => due[i]).map((s) => `${s.channel}:${s.lane}`);
  };

  it("the probe names the senders with due rows, and no other", async () => {
    expect(await dueNames()).toEqual([]);
    await database.db
      .insert(outbox)
      .values([
        row("email", LEAD_DELIVERY_KIND),
        row("sms", ALERT_KIND),
        row("email", "quote-request.confirmation", { status: "sent" }),
        row("push", ALERT_KIND, { status: "stored" }),
        row("webhook", "lead.purchased", { nextAttemptAt: new Date(Date.now() + 60_000) }),
      ]);
    expect(await dueNames()).toEqual(["email:sale", "sms:bulk"]);
  });

  it("behind a backlog of one lane the probe still tells the other lanes apart", async () => {
    await database.db.insert(outbox).values([...Array.from({ length: 600 }, () => row("email", ALERT_KIND)), row("webhook", "lead.purchased")]);
    expect(await dueNames()).toEqual(["email:bulk", "webhook:direct"]);
  });

  it("a wake-up runs only the senders whose rows are due", async () => {
    const woken: string[] = [];
    const sender = (name: string) => ({ wake: () => void woken.push(name), idle: async () => {} });
    removals.push(
      addOutboxSender(database.db, "email", "sale", sender("email:sale")),
      addOutboxSender(database.db, "email", "direct", sender("email:direct")),
      addOutboxSender(database.db, "email", "bulk", sender("email:bulk")),
      addOutboxSender(database.db, "sms", "direct", sender("sms:direct")),
      addOutboxSender(database.db, "webhook", "direct", sender("webhook:direct")),
      addOutboxSender(database.db, "push", "bulk", sender("push:bulk")),
    );
    await database.db.insert(outbox).values([row("email", "quote-request.confirmation"), row("webhook", "lead.purchased")]);
    signalOutbox();
    await waitFor(async () => (woken.length >= 2 ? true : undefined), { timeoutMs: 10_000, what: "the due senders' wake-ups" });
    // A second wake-up after the first probe settles: the same senders, no others.
    await new Promise((r) => setTimeout(r, 200));
    signalOutbox();
    await waitFor(async () => (woken.length >= 4 ? true : undefined), { timeoutMs: 10_000, what: "the second wake-up" });
    await new Promise((r) => setTimeout(r, 200));
    expect(woken.toSorted()).toEqual(["email:direct", "email:direct", "webhook:direct", "webhook:direct"]);
  });
});
