/**
 * Real-time delivery through the database (DESIGN.md: LISTEN/NOTIFY): an
 * event published inside a transaction reaches the hub's subscribers when the
 * transaction commits and never when it rolls back; each contractor's stream
 * carries only what concerns them; on PostgreSQL, an event committed through
 * one process's pool reaches a hub listening on another connection, and a
 * hub whose connection is cut listens again and asks for a resync.
 */
import { submitForm } from "~/web/submit-form.server";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { handleQuoteRequestSubmission, quoteRequestPost } from "~/domain/quote-requests/handle-quote-request-submission.server";
import { purchaseLead } from "~/domain/marketplace/purchase-lead.server";
import type { LiveUpdate } from "~/domain/realtime/live-update";
import type { MarketplaceNotification, RealtimeMessage } from "~/domain/realtime/marketplace-notification.server";
import { publishEvent } from "~/domain/realtime/publish-event.server";
import { subscribeLiveUpdates } from "~/domain/realtime/subscribe-live-updates.server";
import { listenerFor, postgresListener } from "~/domain/realtime/realtime-hub-listen.server";
import { RealtimeHub } from "~/domain/realtime/realtime-hub.server";
import { phoneFor } from "../../support/form-cases";
import { context, urlencodedPost } from "../../support/form-requests";
import { createPostgresDatabase, testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { LA, makeContractor, makeQuoteRequest } from "../marketplace/marketplace-fixtures";

/** A hub subscriber that records what it receives. */
function recorder() {
  const messages: RealtimeMessage[] = [];
  return {
    messages,
    events: () => messages.flatMap((m) => (m.kind === "event" ? [m.event] : [])),
    subscriber: { receive: (m: RealtimeMessage) => void messages.push(m), close: () => {} },
  };
}

const available = (zip: string, leadIds = [crypto.randomUUID()]): MarketplaceNotification => ({ type: "leads.available", leadIds, category: "roofing", zip });

describe.each(testEngines())("real-time events on %s", (engine) => {
  const t = useTestDatabase(engine);
  let hub: RealtimeHub;
  beforeAll(() => {
    hub = new RealtimeHub(listenerFor(t.handle));
  });
  afterAll(async () => {
    await hub.stop();
  });

  it("a committed event reaches the subscribers; a rolled-back one never does", async () => {
    const a = recorder();
    const b = recorder();
    const stopA = await hub.subscribe(a.subscriber);
    await hub.subscribe(b.subscriber);
    const rolledBack = available("10002");
    await expect(
      t.db.transaction(async (tx) => {
        await publishEvent(tx, rolledBack);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    const committed = available("10003");
    await t.db.transaction((tx) => publishEvent(tx, committed));
    // Notifications arrive in commit order: once the later one is here, the rolled-back one would have been too.
    await expect.poll(() => a.events()).toContainEqual(committed);
    await expect.poll(() => b.events()).toContainEqual(committed);
    expect(a.events()).not.toContainEqual(rolledBack);
    expect(b.events()).not.toContainEqual(rolledBack);

    stopA();
    const later = available("10004");
    await t.db.transaction((tx) => publishEvent(tx, later));
    await expect.poll(() => b.events()).toContainEqual(later);
    expect(a.events()).not.toContainEqual(later);
  });

  it("a quote request announces its leads for sale at commit; a duplicate request announces nothing", async () => {
    const r = recorder();
    await hub.subscribe(r.subscriber);
    const fields = {
      fullName: "Jane Smith",
      email: `live.${crypto.randomUUID().slice(0, 8)}@example.com`,
      phone: phoneFor(7001),
      zip: "10001",
      category: "roofing",
      details: "Roof leaks over the kitchen.",
      pros: "2",
      timeline: "within-month",
      ownership: "owner",
      consent: "on",
    };
    const submit = () =>
      submitForm(quoteRequestPost, handleQuoteRequestSubmission, urlencodedPost("/get-quotes", fields), context(t.db, t.env, { ip: "198.51.100.40" }));
    expect(await submit()).toMatchObject({ ok: true });
    await expect.poll(() => r.events().filter((e) => e.type === "leads.available" && e.zip === "10001")).toHaveLength(1);
    const [first] = r.events();
    expect(first).toMatchObject({ type: "leads.available", category: "roofing", zip: "10001" });
    expect(first?.type === "leads.available" && first.leadIds).toHaveLength(2);
    // Nothing personal travels in the notification.
    // The phone as written and as digits, not "555" alone, which a random id in a message may contain.
    const digits = fields.phone.replace(/\D/g, "").slice(-7);
    expect(JSON.stringify(r.messages)).not.toMatch(new RegExp(`Jane|example\\.com|kitchen|${digits}|${fields.phone.slice(-8)}`));

    expect(await submit()).toMatchObject({ ok: true }); // the same homeowner again: a duplicate, never for sale
    const marker = available("10005");
    await t.db.transaction((tx) => publishEvent(tx, marker));
    await expect.poll(() => r.events()).toContainEqual(marker);
    expect(r.events().filter((e) => e.type === "leads.available" && e.zip === "10001")).toHaveLength(1);
  });

  it("a sale tells the buyer it was delivered and the other contractors of the area that it is gone; nobody else hears", async () => {
    const buyer = await makeContractor(t.db, t.env, { balanceCents: 500_00 });
    const rival = await makeContractor(t.db, t.env);
    const elsewhere = await makeContractor(t.db, t.env, { base: LA });
    const plumber = await makeContractor(t.db, t.env, { categories: ["plumbing"] });
    const streams = new Map<string, LiveUpdate[]>();
    for (const c of [buyer, rival, elsewhere, plumber]) {
      const updates: LiveUpdate[] = [];
      streams.set(c.contractorId, updates);
      await subscribeLiveUpdates({ db: t.db }, c.contractorId, hub, { send: (u) => void updates.push(u), close: () => {} });
    }
    const { leadIds } = await makeQuoteRequest(t.db, { pros: 1 });
    const leadId = leadIds[0]!;
    await expect.poll(() => streams.get(rival.contractorId)).toContainEqual({ type: "lead-available", leadIds: [leadId], category: "roofing" });
    await expect.poll(() => streams.get(buyer.contractorId)).toContainEqual({ type: "lead-available", leadIds: [leadId], category: "roofing" });

    const sale = await purchaseLead({ db: t.db, env: t.env }, buyer.contractorId, leadId, `key-${crypto.randomUUID()}`);
    await expect.poll(() => streams.get(buyer.contractorId)).toContainEqual({ type: "lead-delivered", leadId, purchaseId: sale.purchaseId, autoBuy: false });
    await expect.poll(() => streams.get(rival.contractorId)).toContainEqual({ type: "lead-gone", leadId });

    // Later events each of the others hears: handled in order, so by then the sale would have reached them too.
    const { leadIds: next } = await makeQuoteRequest(t.db, { pros: 1 });
    await expect.poll(() => streams.get(rival.contractorId)).toContainEqual({ type: "lead-available", leadIds: next, category: "roofing" });
    expect(streams.get(rival.contractorId)!.some((u) => u.type === "lead-delivered")).toBe(false);
    const inLA = { type: "leads.available" as const, leadIds: [crypto.randomUUID()], category: "roofing", zip: LA.zip };
    await t.db.transaction((tx) => publishEvent(tx, inLA));
    await expect.poll(() => streams.get(elsewhere.contractorId)).toEqual([{ type: "lead-available", leadIds: inLA.leadIds, category: "roofing" }]);
    const plumbing = { type: "leads.available" as const, leadIds: [crypto.randomUUID()], category: "plumbing", zip: "10001" };
    await t.db.transaction((tx) => publishEvent(tx, plumbing));
    await expect.poll(() => streams.get(plumber.contractorId)).toEqual([{ type: "lead-available", leadIds: plumbing.leadIds, category: "plumbing" }]);
  });
});

describe.runIf(testEngines().includes("postgres"))("real-time events across processes on PostgreSQL", () => {
  let created: { url: string; drop(): Promise<void> };
  let publisher: DatabaseHandle;
  let listener: DatabaseHandle;
  beforeAll(async () => {
    created = await createPostgresDatabase();
    // Two handles with their own pools stand for two app processes.
    publisher = await openDatabase({ databaseUrl: created.url, dataDir: "" });
    listener = await openDatabase({ databaseUrl: created.url, dataDir: "" });
  });
  afterAll(async () => {
    await publisher.close();
    await listener.close();
    await created.drop();
  });

  it("an event committed through one pool reaches a hub listening on another connection", async () => {
    const hub = new RealtimeHub(listenerFor(listener));
    const r = recorder();
    await hub.subscribe(r.subscriber);
    const event = available("10006");
    await publisher.db.transaction((tx) => publishEvent(tx, event));
    await expect.poll(() => r.events()).toContainEqual(event);
    await hub.stop();
  });

  it("a hub whose connection is cut listens again, asks subscribers to resync, and receives later events", async () => {
    const hub = new RealtimeHub(postgresListener({ connectionString: created.url, application_name: "thp-realtime-test" }, { backoffMs: () => 10 }));
    const r = recorder();
    let closed = false;
    await hub.subscribe({ ...r.subscriber, close: () => void (closed = true) });
    await publisher.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'thp-realtime-test'`);
    await expect.poll(() => r.messages.some((m) => m.kind === "resync"), { timeout: 15_000 }).toBe(true);
    const event = available("10007");
    await publisher.db.transaction((tx) => publishEvent(tx, event));
    await expect.poll(() => r.events()).toContainEqual(event);
    await hub.stop();
    expect(closed).toBe(true);
    expect(hub.subscriberCount).toBe(0);
  });
});
