/**
 * Alerts held by quiet hours or the hourly cap go out as ONE digest when the
 * window opens or the hour ends; a lead sold meanwhile is shown as sold.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contractors } from "~/db/schema";
import { fanOutLeadAlerts } from "~/domain/alerts/fan-out-lead-alerts.server";
import { sendAlertDigests } from "~/domain/alerts/send-alert-digests.server";
import { purchaseLead } from "~/domain/marketplace/purchase-lead.server";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { alertedContractor, alertMessages, alertRows, offeredLeads } from "./alert-fixtures";

describe.each(testEngines())("alert digests on %s", (engine) => {
  const t = useTestDatabase(engine, { freshPerTest: true, env: { PUBLIC_URL: "https://homepros.example" } });
  const ctx = (now: Date) => ({ db: t.db, env: t.env, now });

  it("holds alerts during quiet hours in the contractor's zone, then sends one digest when the window opens", async () => {
    // 22:30 in New York (summer time, UTC-4); quiet from 22:00 to 07:00, which ends at 11:00Z.
    const night = new Date("2026-07-01T02:30:00Z");
    const sleeper = await alertedContractor(t.db, t.env, {
      categories: ["solar"],
      alertQuietStart: 22 * 60,
      alertQuietEnd: 7 * 60,
      alertTimeZone: "America/New_York",
      alertSms: true,
    });
    const buyer = await alertedContractor(t.db, t.env, { categories: ["solar"] });
    const first = await offeredLeads(t.db, t.env, night, { category: "solar", pros: 1 });
    const second = await offeredLeads(t.db, t.env, night, { category: "solar", pros: 1 });
    const third = await offeredLeads(t.db, t.env, night, { category: "solar", pros: 1 });

    expect(await fanOutLeadAlerts(ctx(night))).toEqual({ claimed: 3, sent: 3, held: 3 });
    expect((await alertMessages(t.db)).filter((m) => m.contractorId === sleeper)).toEqual([]);
    expect((await alertRows(t.db)).filter((a) => a.contractorId === sleeper).map((a) => a.releaseAt?.toISOString())).toEqual(
      Array(3).fill("2026-07-01T11:00:00.000Z"),
    );
    // The other contractor buys one during the night.
    await purchaseLead(ctx(night), buyer, second.leadIds[0]!, "night-buy");

    expect(await sendAlertDigests(ctx(new Date("2026-07-01T10:59:00Z")))).toEqual({ contractors: 0, digests: 0, alerts: 0 });
    expect(await sendAlertDigests(ctx(new Date("2026-07-01T11:00:00Z")))).toEqual({ contractors: 1, digests: 1, alerts: 3 });
    expect(await sendAlertDigests(ctx(new Date("2026-07-01T12:00:00Z")))).toEqual({ contractors: 0, digests: 0, alerts: 0 });

    const digest = (await alertMessages(t.db)).filter((m) => m.contractorId === sleeper);
    expect(digest.map((m) => [m.channel, m.kind])).toEqual([
      ["email", "lead.alert-digest"],
      ["sms", "lead.alert-digest"],
    ]);
    const email = digest[0]!;
    expect(email.subject).toBe("3 new leads while alerts were paused (2 still on sale)");
    expect(email.text).toContain(`https://homepros.example/pro#lead-${first.leadIds[0]}`);
    expect(email.text).toContain(`https://homepros.example/pro#lead-${third.leadIds[0]}`);
    expect(email.text).not.toContain(second.leadIds[0]);
    expect(email.text).toContain("sold to another contractor");
    expect(email.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    expect(digest[1]!.text).toContain("2 new leads on sale");
    expect((await alertRows(t.db)).filter((a) => a.contractorId === sleeper).map((a) => a.status)).toEqual(["digested", "digested", "digested"]);
  });

  it("sends alerts beyond the hourly cap as one digest at the end of the hour", async () => {
    const now = new Date("2026-07-01T15:20:00Z");
    const capped = await alertedContractor(t.db, t.env, { categories: ["hvac"], alertHourlyCap: 2 });
    const leadIds = [];
    for (let i = 0; i < 5; i++) leadIds.push(...(await offeredLeads(t.db, t.env, now, { category: "hvac", pros: 1 })).leadIds);

    expect(await fanOutLeadAlerts(ctx(now))).toEqual({ claimed: 5, sent: 2, held: 3 });
    expect((await alertMessages(t.db)).map((m) => m.kind)).toEqual(["lead.alert", "lead.alert"]);
    const held = (await alertRows(t.db)).filter((a) => a.status === "held");
    expect(held.map((a) => a.releaseAt?.toISOString())).toEqual(Array(3).fill("2026-07-01T16:00:00.000Z"));

    expect(await sendAlertDigests(ctx(new Date("2026-07-01T15:59:59Z")))).toMatchObject({ digests: 0 });
    expect(await sendAlertDigests(ctx(new Date("2026-07-01T16:00:30Z")))).toEqual({ contractors: 1, digests: 1, alerts: 3 });
    const messages = await alertMessages(t.db);
    expect(messages.map((m) => m.kind)).toEqual(["lead.alert", "lead.alert", "lead.alert-digest"]);
    for (const id of held.map((a) => a.leadId)) expect(messages[2]!.text).toContain(id);
    expect(messages.every((m) => m.contractorId === capped)).toBe(true);

    // The next hour starts a new count.
    const later = new Date("2026-07-01T16:05:00Z");
    await offeredLeads(t.db, t.env, later, { category: "hvac", pros: 1 });
    expect(await fanOutLeadAlerts(ctx(later))).toEqual({ claimed: 1, sent: 1, held: 0 });
  });

  it("sends no digest when every held lead has sold meanwhile", async () => {
    const now = new Date("2026-07-01T15:20:00Z");
    await alertedContractor(t.db, t.env, { categories: ["plumbing"], alertQuietStart: 0, alertQuietEnd: 23 * 60 + 59, alertTimeZone: "UTC" });
    const buyer = await alertedContractor(t.db, t.env, { categories: ["plumbing"] });
    const lead = await offeredLeads(t.db, t.env, now, { category: "plumbing", pros: 1 });
    expect(await fanOutLeadAlerts(ctx(now))).toEqual({ claimed: 1, sent: 1, held: 1 });
    await purchaseLead(ctx(now), buyer, lead.leadIds[0]!, "sold-before-digest");
    expect(await sendAlertDigests(ctx(new Date("2026-07-02T00:00:00Z")))).toEqual({ contractors: 1, digests: 0, alerts: 1 });
    expect((await alertMessages(t.db)).map((m) => m.kind)).toEqual(["lead.alert"]);
  });

  it("sends no digest to a pro that fell below the 4-star rule while its alerts were held", async () => {
    const now = new Date("2026-07-01T15:20:00Z");
    const sleeper = await alertedContractor(t.db, t.env, { categories: ["hvac"], alertQuietStart: 0, alertQuietEnd: 23 * 60 + 59, alertTimeZone: "UTC" });
    await offeredLeads(t.db, t.env, now, { category: "hvac", pros: 1 });
    expect(await fanOutLeadAlerts(ctx(now))).toEqual({ claimed: 1, sent: 0, held: 1 });
    await t.db.update(contractors).set({ ratingSum: 7, ratingCount: 3 }).where(eq(contractors.id, sleeper));
    expect(await sendAlertDigests(ctx(new Date("2026-07-02T00:00:00Z")))).toEqual({ contractors: 1, digests: 0, alerts: 1 });
    expect(await alertMessages(t.db)).toEqual([]);
  });
});
