import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PgBoss } from "pg-boss";
import { openDatabase } from "~/db/client.server";
import type { DatabaseHandle } from "~/db/client.server";
import { MARKETPLACE_CHANNEL } from "~/domain/realtime/marketplace-event";
import { publishEvent } from "~/domain/realtime/publish-event.server";
import { registerCrossProcessWakeups } from "~/jobs/cross-process-wakeups.job.server";
import { setNewLeadsListener } from "~/lib/wakeups/new-leads-signal.server";
import { addOutboxListener } from "~/lib/wakeups/outbox-signal.server";
import { testEnv } from "../../support/form-requests";
import { createPostgresDatabase, openTestDatabase, testEngines } from "../../support/test-database";

/** The registration never touches the queue itself: it only relays announcements to this process's signals. */
const noBoss = {} as PgBoss;

describe.runIf(testEngines().includes("postgres"))("cross-process wake-ups on PostgreSQL", () => {
  let created: { url: string; drop(): Promise<void> };
  let jobsProcess: DatabaseHandle;
  let webProcess: DatabaseHandle;
  const t = testEnv();
  const woken = { outbox: 0, newLeads: 0 };
  let removeOutboxListener: () => void;
  let stop: (() => void | Promise<void>) | void;

  beforeAll(async () => {
    created = await createPostgresDatabase();
    // Two handles with their own pools stand for a job process and a web-only process.
    jobsProcess = await openDatabase({ databaseUrl: created.url, dataDir: "" });
    webProcess = await openDatabase({ databaseUrl: created.url, dataDir: "" });
    removeOutboxListener = addOutboxListener(() => void (woken.outbox += 1));
    setNewLeadsListener(() => void (woken.newLeads += 1));
    stop = await registerCrossProcessWakeups(noBoss, { handle: jobsProcess, env: t.env, options: {} });
  });
  afterAll(async () => {
    await stop?.();
    removeOutboxListener();
    setNewLeadsListener(undefined);
    await jobsProcess.close();
    await webProcess.close();
    await created.drop();
    t.cleanup();
  });

  it("a sale committed by another process wakes this process's senders, not auto-buy", async () => {
    const before = { ...woken };
    await webProcess.db.transaction((tx) => publishEvent(tx, { type: "leads.available", leadIds: [randomUUID()], category: "roofing", zip: "10001" }));
    await expect.poll(() => woken.outbox).toBeGreaterThan(before.outbox);
    expect(woken.newLeads).toBe(before.newLeads + 1);
    const afterAvailable = { ...woken };
    // What publishEvent sends for a sale (it reads category and ZIP from the lead row).
    const sale = {
      type: "lead.sold",
      leadId: randomUUID(),
      contractorId: randomUUID(),
      purchaseId: randomUUID(),
      autoBuy: false,
      category: "roofing",
      zip: "10001",
    };
    await webProcess.db.transaction((tx) => tx.execute(sql`select pg_notify(${MARKETPLACE_CHANNEL}, ${JSON.stringify(sale)})`));
    await expect.poll(() => woken.outbox).toBeGreaterThan(afterAvailable.outbox);
    expect(woken.newLeads).toBe(afterAvailable.newLeads);
  });

  it("nothing is relayed for a transaction that rolled back", async () => {
    const before = { ...woken };
    await webProcess.db
      .transaction(async (tx) => {
        await publishEvent(tx, { type: "leads.available", leadIds: [randomUUID()], category: "hvac", zip: "10001" });
        throw new Error("roll back");
      })
      .catch(() => undefined);
    // A committed marker afterwards: once it has arrived, the rolled-back one would have too.
    await webProcess.db.transaction((tx) => publishEvent(tx, { type: "leads.available", leadIds: [randomUUID()], category: "solar", zip: "10001" }));
    await expect.poll(() => woken.newLeads).toBe(before.newLeads + 1);
    expect(woken.outbox).toBe(before.outbox + 1);
  });
});

describe("cross-process wake-ups on the embedded database", () => {
  it("are not started: the one process signals its own jobs", async () => {
    const handle = await openTestDatabase("pglite");
    const t = testEnv();
    try {
      expect(await registerCrossProcessWakeups(noBoss, { handle, env: t.env, options: {} })).toBeUndefined();
    } finally {
      await handle.close();
      t.cleanup();
    }
  });
});
