/**
 * The reminder of a bought lead not marked contacted an hour after purchase, on both engines, with an injected
 * clock: not before the hour, exactly once (however many runs, at once or later), never for a lead marked
 * contacted or further, by push when the buyer has a push device and by e-mail otherwise, held by the buyer's
 * alert quiet hours, and never for a purchase older than a day.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import type { PipelineStatus } from "~/db/enums";
import { contractors, leads, outbox, purchases, pushSubscriptions, quoteRequests } from "~/db/schema";
import { CONTACT_REMINDER_KIND } from "~/domain/contact-reminders/compose-contact-reminder";
import { sendContactReminders } from "~/domain/contact-reminders/send-contact-reminders.server";
import type { Env } from "~/env.server";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { insertLeads } from "./bulk-leads";
import { makeContractor, NYC } from "./marketplace-fixtures";

const MIN = 60_000;
const later = (at: Date, ms: number) => new Date(at.getTime() + ms);

/** One lead bought by the contractor at `at`, in this status; its purchase id and reference. */
async function bought(db: Db, contractorId: string, at: Date, status: PipelineStatus = "new"): Promise<{ purchaseId: string; reference: string }> {
  const [leadId] = await insertLeads(db, [{ category: "roofing", zip: NYC.zip, lat: NYC.lat, lng: NYC.lng, createdAt: later(at, -30 * MIN) }]);
  const [lead] = await db.update(leads).set({ status: "sold" }).where(eq(leads.id, leadId!)).returning({ quoteRequestId: leads.quoteRequestId });
  const [row] = await db
    .insert(purchases)
    .values({
      leadId: leadId!,
      contractorId,
      quoteRequestId: lead!.quoteRequestId,
      priceCents: 4_500,
      idempotencyKey: `k-${leadId}`,
      serviceAreaSnapshot: {},
      purchasedAt: at,
      pipelineStatus: status,
    })
    .returning({ id: purchases.id });
  const [request] = await db.select({ reference: quoteRequests.reference }).from(quoteRequests).where(eq(quoteRequests.id, lead!.quoteRequestId));
  return { purchaseId: row!.id, reference: request!.reference };
}

async function pro(db: Db, env: Env, o: { push?: boolean; quiet?: [number, number] } = {}) {
  const { contractorId } = await makeContractor(db, env);
  if (o.quiet)
    await db
      .update(contractors)
      .set({ alertQuietStart: o.quiet[0], alertQuietEnd: o.quiet[1], alertTimeZone: "America/New_York" })
      .where(eq(contractors.id, contractorId));
  if (o.push) await db.insert(pushSubscriptions).values({ contractorId, endpoint: `https://push.example/${contractorId}`, p256dh: "key", auth: "auth" });
  const [row] = await db.select({ email: contractors.email }).from(contractors).where(eq(contractors.id, contractorId));
  return { contractorId, email: row!.email };
}

describe.each(testEngines())("contact reminders on %s", (engine) => {
  const t = useTestDatabase(engine);
  const run = (now: Date) => sendContactReminders({ db: t.db, env: t.env, now });
  const remindersTo = (to: string[]) =>
    t.db
      .select()
      .from(outbox)
      .where(and(inArray(outbox.to, to), eq(outbox.kind, CONTACT_REMINDER_KIND)));

  it("e-mails the buyer once, an hour after purchase, and never for a lead marked contacted or further", async () => {
    const at = new Date("2026-08-03T15:00:00Z");
    const buyer = await pro(t.db, t.env);
    const open = await bought(t.db, buyer.contractorId, at);
    const contacted = await bought(t.db, buyer.contractorId, at, "contacted");
    const won = await bought(t.db, buyer.contractorId, at, "won");
    const newer = await bought(t.db, buyer.contractorId, later(at, 30 * MIN));

    expect(await run(later(at, 59 * MIN))).toMatchObject({ sent: 0 });
    expect(await remindersTo([buyer.email])).toEqual([]);

    expect(await run(later(at, 60 * MIN))).toMatchObject({ sent: 1 });
    await run(later(at, 61 * MIN));
    const [mail, ...more] = await remindersTo([buyer.email]);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ channel: "email", subject: `You haven't marked ${open.reference} as contacted yet` });
    expect(mail!.text).toContain(`http://localhost:3000/pro/leads/${open.purchaseId}`);
    expect(mail!.text).not.toContain("Bulk Homeowner");

    await run(later(at, 90 * MIN));
    await run(later(at, 5 * 60 * MIN));
    const all = await remindersTo([buyer.email]);
    expect(all.map((m) => m.subject).toSorted()).toEqual(
      [`You haven't marked ${open.reference} as contacted yet`, `You haven't marked ${newer.reference} as contacted yet`].toSorted(),
    );
    const marks = await t.db
      .select({ id: purchases.id, sentAt: purchases.contactReminderSentAt })
      .from(purchases)
      .where(inArray(purchases.id, [open.purchaseId, contacted.purchaseId, won.purchaseId, newer.purchaseId]));
    expect(Object.fromEntries(marks.map((m) => [m.id, m.sentAt?.toISOString() ?? null]))).toEqual({
      [open.purchaseId]: later(at, 60 * MIN).toISOString(),
      [contacted.purchaseId]: null,
      [won.purchaseId]: null,
      [newer.purchaseId]: later(at, 90 * MIN).toISOString(),
    });
  });

  it("a lead marked contacted within the hour gets no reminder", async () => {
    const at = new Date("2026-08-04T15:00:00Z");
    const buyer = await pro(t.db, t.env);
    const lead = await bought(t.db, buyer.contractorId, at);
    await t.db.update(purchases).set({ pipelineStatus: "contacted" }).where(eq(purchases.id, lead.purchaseId));
    await run(later(at, 2 * 60 * MIN));
    expect(await remindersTo([buyer.email])).toEqual([]);
  });

  it("runs at once send each reminder exactly once", async () => {
    const at = new Date("2026-08-05T15:00:00Z");
    const buyers = [await pro(t.db, t.env), await pro(t.db, t.env), await pro(t.db, t.env)];
    for (const b of buyers) await bought(t.db, b.contractorId, at);
    const when = later(at, 65 * MIN);
    const runs = await Promise.all([run(when), run(when), run(when)]);
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(3);
    expect(await remindersTo(buyers.map((b) => b.email))).toHaveLength(3);
  });

  it("sends a push notification instead of an e-mail to a buyer with a push device", async () => {
    const at = new Date("2026-08-06T15:00:00Z");
    const buyer = await pro(t.db, t.env, { push: true });
    const lead = await bought(t.db, buyer.contractorId, at);
    await run(later(at, 61 * MIN));
    const rows = await remindersTo([buyer.email, buyer.contractorId]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ channel: "push", to: buyer.contractorId, status: "pending" });
    expect(JSON.parse(rows[0]!.text)).toMatchObject({
      title: `You haven't marked ${lead.reference} as contacted yet`,
      url: `http://localhost:3000/pro/leads/${lead.purchaseId}`,
    });
  });

  it("waits for the end of the buyer's quiet hours", async () => {
    // 21:30 in New York (EDT, UTC-4); quiet hours 22:00-07:00, so the reminder due at 22:30 goes out at 07:00.
    const at = new Date("2026-08-08T01:30:00Z");
    const buyer = await pro(t.db, t.env, { quiet: [22 * 60, 7 * 60] });
    await bought(t.db, buyer.contractorId, at);
    expect(await run(later(at, 61 * MIN))).toMatchObject({ sent: 0, held: 1 });
    await run(new Date("2026-08-08T10:59:00Z"));
    expect(await remindersTo([buyer.email])).toEqual([]);
    await run(new Date("2026-08-08T11:00:00Z"));
    expect(await remindersTo([buyer.email])).toHaveLength(1);
  });

  it("counts quiet hours in the zone of the buyer's base ZIP when it chose none, as its dashboard shows times", async () => {
    // 04:30 in Los Angeles (PDT) is quiet there, while 07:30 in New York, the company's zone, is not.
    const at = new Date("2026-08-08T10:00:00Z");
    const buyer = await pro(t.db, t.env);
    await t.db
      .update(contractors)
      .set({ alertQuietStart: 22 * 60, alertQuietEnd: 7 * 60, alertTimeZone: null, baseZip: "90012", baseLat: 34.0614, baseLng: -118.2385 })
      .where(eq(contractors.id, buyer.contractorId));
    await bought(t.db, buyer.contractorId, at);
    expect(await run(new Date("2026-08-08T11:30:00Z"))).toMatchObject({ sent: 0, held: 1 });
    await run(new Date("2026-08-08T14:00:00Z"));
    expect(await remindersTo([buyer.email])).toHaveLength(1);
  });

  it("does not remind purchases older than a day (none at once for every old lead)", async () => {
    const at = new Date("2026-08-10T15:00:00Z");
    const buyer = await pro(t.db, t.env);
    await bought(t.db, buyer.contractorId, at);
    await run(later(at, 25 * 60 * MIN));
    expect(await remindersTo([buyer.email])).toEqual([]);
  });

  it("the sweep's predicate is answered by the partial index of purchases still new and not reminded", async () => {
    const plan = await t.db.transaction(async (tx) => {
      // Tiny test tables are cheaper to scan: forbid that, to see whether the index applies at all.
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(
        sql`explain select id from purchases where pipeline_status = 'new' and contact_reminder_sent_at is null and purchased_at <= now() and purchased_at > now() - interval '1 day' order by purchased_at limit 100`,
      );
    });
    expect(JSON.stringify(plan)).toContain("purchases_contact_reminder_due_idx");
  });
});
