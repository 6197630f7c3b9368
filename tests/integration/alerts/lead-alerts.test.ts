/**
 * New-lead alerts (decision 0020): every contractor who may buy a new
 * lead now gets exactly one alert for it on its channels, whatever retries
 * or concurrent runs do; nobody else does; and no alert says who the
 * homeowner is.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { leads, leadSkips, quoteRequests } from "~/db/schema";
import { fanOutLeadAlerts } from "~/domain/alerts/fan-out-lead-alerts.server";
import { formatPhone } from "~/domain/deliveries/format-phone";
import { purchaseLead } from "~/domain/marketplace/purchase-lead.server";
import { rowsOf } from "~/db/types.server";
import { testEnv } from "../../support/form-requests";
import { testEngines } from "../../support/test-database";
import { twoConnections } from "../../support/two-connections";
import { useTestDatabase } from "../../support/use-test-database";
import { LA, makeQuoteRequest } from "../marketplace/marketplace-fixtures";
import { alertedContractor, alertMessages, alertRows, offeredLeads } from "./alert-fixtures";

describe.each(testEngines())("new-lead alert fan-out on %s", (engine) => {
  const t = useTestDatabase(engine, { freshPerTest: true, env: { PUBLIC_URL: "https://homepros.example" } });
  const ctx = (now: Date) => ({ db: t.db, env: t.env, now });

  it("alerts every contractor who may buy the lead now, once, on its channels; nobody paused, capped, unfunded, out of area or in another category", async () => {
    const now = new Date();
    const eligible = await alertedContractor(t.db, t.env, { categories: ["roofing"] });
    const everyChannel = await alertedContractor(t.db, t.env, { categories: ["roofing", "solar"], alertSms: true, alertPush: true });
    await alertedContractor(t.db, t.env, { status: "paused" });
    await alertedContractor(t.db, t.env, { weeklyCapCents: 1_00 });
    await alertedContractor(t.db, t.env, { balanceCents: 0 });
    await alertedContractor(t.db, t.env, { base: LA });
    await alertedContractor(t.db, t.env, { categories: ["plumbing"] });
    await alertedContractor(t.db, t.env, { categories: ["roofing", "solar"], alertCategories: ["solar"] });
    await alertedContractor(t.db, t.env, { alertEmail: false });
    const request = await offeredLeads(t.db, t.env, now, { category: "roofing", pros: 1 });
    const leadId = request.leadIds[0]!;

    expect(await fanOutLeadAlerts(ctx(now))).toEqual({ claimed: 1, sent: 2, held: 0 });
    const alerts = await alertRows(t.db);
    expect(alerts.map((a) => [a.leadId, a.contractorId, a.status]).toSorted()).toEqual(
      [
        [leadId, eligible, "sent"],
        [leadId, everyChannel, "sent"],
      ].toSorted(),
    );
    const messages = await alertMessages(t.db);
    expect(messages.filter((m) => m.contractorId === eligible).map((m) => m.channel)).toEqual(["email"]);
    expect(
      messages
        .filter((m) => m.contractorId === everyChannel)
        .map((m) => m.channel)
        .toSorted(),
    ).toEqual(["email", "push", "sms"]);
    const push = messages.find((m) => m.channel === "push")!;
    expect(push).toMatchObject({ kind: "lead.alert", to: everyChannel, subject: null, status: "pending" });
    expect(JSON.parse(push.text)).toEqual({
      title: "New Roofing lead",
      body: expect.stringContaining("New York, NY 10001"),
      url: `https://homepros.example/pro#lead-${leadId}`,
      tag: `lead-${leadId}`,
    });
    const email = messages.find((m) => m.channel === "email" && m.contractorId === eligible)!;
    expect(email.subject).toContain("Roofing in New York, NY 10001");
    expect(email.text).toContain(`https://homepros.example/pro#lead-${leadId}`);
    expect(email.headers).toMatchObject({
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      "List-Unsubscribe": expect.stringMatching(/^<https:\/\/homepros\.example\/alerts\/unsubscribe\/[0-9a-f]{64}>$/),
    });

    // Nothing about the homeowner, checked against what they actually typed.
    const [home] = await t.db.select().from(quoteRequests).where(eq(quoteRequests.id, request.quoteRequestId));
    for (const m of messages) {
      const body = `${m.subject ?? ""}\n${m.text}`;
      for (const secret of [home!.fullName, home!.email, home!.phone, formatPhone(home!.phone), home!.details, home!.phone.slice(-7)])
        expect(body).not.toContain(secret);
    }
  });

  it("sends each alert exactly once when the job runs again, is retried after a crash, or the lead is claimed again; a request for 3 pros is one alert", async () => {
    const now = new Date();
    const plain = await alertedContractor(t.db, t.env, {});
    const texted = await alertedContractor(t.db, t.env, { alertSms: true });
    const request = await offeredLeads(t.db, t.env, now, { pros: 3 });
    // Three leads, but each contractor may buy one of them: one alert each, for the first lead.
    expect(await fanOutLeadAlerts(ctx(now))).toEqual({ claimed: 3, sent: 2, held: 0 });
    expect((await alertRows(t.db)).map((a) => [a.contractorId, a.leadId]).toSorted()).toEqual(
      [
        [plain, request.leadIds[0]],
        [texted, request.leadIds[0]],
      ].toSorted(),
    );
    const before = { alerts: (await alertRows(t.db)).length, messages: (await alertMessages(t.db)).length };
    expect(before).toEqual({ alerts: 2, messages: 3 });

    expect(await fanOutLeadAlerts(ctx(now))).toEqual({ claimed: 0, sent: 0, held: 0 });
    // A run that committed its alerts but whose job was then retried (the claim undone by hand): the key holds.
    await t.db.update(leads).set({ alertsFannedAt: null });
    expect(await fanOutLeadAlerts(ctx(now))).toEqual({ claimed: 3, sent: 0, held: 0 });
    expect({ alerts: (await alertRows(t.db)).length, messages: (await alertMessages(t.db)).length }).toEqual(before);
  });

  it("does not alert a lead auto-buy took on arrival, nor one not yet offered to auto-buy, nor an old backlog", async () => {
    const now = new Date();
    const watcher = await alertedContractor(t.db, t.env, { categories: ["hvac"] });
    await alertedContractor(t.db, t.env, { categories: ["hvac"], plan: "professional", autoBuy: true });
    const bought = await offeredLeads(t.db, t.env, now, { category: "hvac", pros: 1 });
    expect((await t.db.select().from(leads).where(eq(leads.id, bought.leadIds[0]!)))[0]?.status).toBe("sold");
    const backlog = await offeredLeads(t.db, t.env, now, { category: "hvac", pros: 1, createdAt: new Date(now.getTime() - 3 * 24 * 3600_000) });
    await t.db.update(leads).set({ status: "available" }).where(eq(leads.id, backlog.leadIds[0]!));

    expect(await fanOutLeadAlerts(ctx(now))).toEqual({ claimed: 2, sent: 0, held: 0 });
    expect(await alertRows(t.db)).toEqual([]);
    // A lead the auto-buy job has not offered yet waits for it.
    const waiting = await makeQuoteRequest(t.db, { category: "hvac", pros: 1, createdAt: now });
    expect(await fanOutLeadAlerts(ctx(now))).toEqual({ claimed: 0, sent: 0, held: 0 });
    // Offered and left unsold (marked here as if the subscriber had been out of budget): both may buy it by hand, both hear of it.
    await t.db.update(leads).set({ autoBuyOfferedAt: now }).where(eq(leads.id, waiting.leadIds[0]!));
    expect(await fanOutLeadAlerts(ctx(now))).toEqual({ claimed: 1, sent: 2, held: 0 });
    expect((await alertRows(t.db)).map((a) => [a.leadId, a.contractorId])).toContainEqual([waiting.leadIds[0], watcher]);
  });

  it("skips a contractor who already bought a lead of the same request", async () => {
    const now = new Date();
    const a = await alertedContractor(t.db, t.env, {});
    const request = await offeredLeads(t.db, t.env, now, { pros: 2 });
    await purchaseLead(ctx(now), a, request.leadIds[0]!, "alerts-held-request");
    expect(await fanOutLeadAlerts(ctx(now))).toEqual({ claimed: 2, sent: 0, held: 0 });
  });

  it("reads a batch of leads in several places and categories together, and alerts each lead to its own place's contractors", async () => {
    const now = new Date();
    const nyRoofer = await alertedContractor(t.db, t.env, {});
    const nyPlumber = await alertedContractor(t.db, t.env, { categories: ["plumbing"] });
    const laRoofer = await alertedContractor(t.db, t.env, { base: LA });
    const laPaused = await alertedContractor(t.db, t.env, { base: LA, status: "paused" });
    const nyRoofing = await offeredLeads(t.db, t.env, now, { category: "roofing", pros: 1 });
    const laRoofing = await offeredLeads(t.db, t.env, now, { category: "roofing", place: LA, pros: 2 });
    const nyPlumbing = await offeredLeads(t.db, t.env, now, { category: "plumbing", pros: 1 });
    const laAgain = await offeredLeads(t.db, t.env, now, { category: "roofing", place: LA, pros: 1 });

    expect(await fanOutLeadAlerts(ctx(now))).toEqual({ claimed: 5, sent: 4, held: 0 });
    expect((await alertRows(t.db)).map((a) => [a.contractorId, a.leadId]).toSorted()).toEqual(
      [
        [nyRoofer, nyRoofing.leadIds[0]],
        [laRoofer, laRoofing.leadIds[0]],
        [nyPlumber, nyPlumbing.leadIds[0]],
        [laRoofer, laAgain.leadIds[0]],
      ].toSorted(),
    );
    // The paused LA roofer is told why, for each LA lead and no other.
    const skips = await t.db.select().from(leadSkips).where(eq(leadSkips.contractorId, laPaused));
    expect(skips.map((s) => [s.leadId, s.reason]).toSorted()).toEqual([...laRoofing.leadIds, ...laAgain.leadIds].map((id) => [id, "paused"]).toSorted());
  });

  it("alerts a batch of more pairs than one insert holds (26 pros × 20 leads): every pair once, a message for each sent", async () => {
    const now = new Date();
    const pros = [];
    for (let i = 0; i < 26; i++) pros.push(await alertedContractor(t.db, t.env, {}));
    for (let i = 0; i < 20; i++) await offeredLeads(t.db, t.env, now, { category: "roofing", pros: 1 });

    const report = await fanOutLeadAlerts(ctx(now));
    expect(report.claimed).toBe(20);
    expect(report.sent + report.held).toBe(26 * 20);
    const alerts = await alertRows(t.db);
    expect(new Set(alerts.map((a) => `${a.leadId}:${a.contractorId}`)).size).toBe(26 * 20);
    expect(new Set(alerts.map((a) => a.contractorId))).toEqual(new Set(pros));
    expect(alerts.filter((a) => a.status === "sent")).toHaveLength(report.sent);
    expect(await alertMessages(t.db)).toHaveLength(report.sent);
  });
});

describe.each(testEngines())("two fan-out runs at once on %s", (engine) => {
  const t = testEnv();
  afterAll(() => t.cleanup());

  it("alert each eligible contractor exactly once per request (of 3 leads), though sibling leads fall in different batches and runs", async () => {
    const { one, two, close } = await twoConnections(engine);
    try {
      const now = new Date();
      for (let i = 0; i < 4; i++) await alertedContractor(one.db, t.env, { categories: ["hvac"], alertSms: i % 2 === 0 });
      for (let r = 0; r < 6; r++) await offeredLeads(one.db, t.env, now, { category: "hvac", pros: 3 });
      const runs = await Promise.all([
        fanOutLeadAlerts({ db: one.db, env: t.env, now }, { batchSize: 2 }),
        fanOutLeadAlerts({ db: two.db, env: t.env, now }, { batchSize: 2 }),
      ]);
      expect(runs[0]!.claimed + runs[1]!.claimed).toBe(18);
      expect(runs[0]!.sent + runs[1]!.sent).toBe(6 * 4);
      const counts = rowsOf<{ alerts: number; pairs: number; emails: number; texts: number; unfanned: number }>(
        await one.db.execute(sql`select (select count(*)::int from lead_alerts) as alerts,
          (select count(distinct (quote_request_id, contractor_id))::int from lead_alerts) as pairs,
          (select count(*)::int from outbox where kind = 'lead.alert' and channel = 'email') as emails,
          (select count(*)::int from outbox where kind = 'lead.alert' and channel = 'sms') as texts,
          (select count(*)::int from leads where alerts_fanned_at is null) as unfanned`),
      )[0]!;
      expect(counts).toEqual({ alerts: 24, pairs: 24, emails: 24, texts: 12, unfanned: 0 });
    } finally {
      await close();
    }
  }, 120_000);
});
