/**
 * Every alert e-mail reaches SMTP with RFC 8058 one-click unsubscribe
 * headers; one POST to that URL, with no session, turns alert e-mails off.
 * The alert settings form refuses bad input with a field message, writing
 * nothing. Route modules run as React Router runs them (route-harness.ts).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contractors } from "~/db/schema";
import { fanOutLeadAlerts } from "~/domain/alerts/fan-out-lead-alerts.server";
import { deliverDueEmails } from "~/jobs/deliver-due-emails.server";
import { createSmtpTransport } from "~/lib/smtp.server";
import * as unsubscribe from "~/routes/alerts-unsubscribe";
import * as settings from "~/routes/pro-settings";
import { startSmtpSink } from "../../support/smtp-sink";
import { testEngines } from "../../support/test-database";
import { databaseDigest, formPost, getRequest, ORIGIN, removeDataDir, routeEnv, run, sessionCookieFor, useRouteDatabase } from "../authorization/route-harness";
import { LA, makeContractor } from "../marketplace/marketplace-fixtures";
import { alertedContractor, alertMessages, offeredLeads } from "./alert-fixtures";

afterAll(() => removeDataDir());

const PATTERN = "/alerts/unsubscribe/:token";

/** A mail header's value from a raw message, unfolded (RFC 5322: a line break before white space continues the header). */
function header(raw: string, name: string): string | undefined {
  const head = raw.split("\r\n\r\n")[0]!.replace(/\r\n(?=[ \t])/g, "");
  return head
    .split("\r\n")
    .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
    ?.slice(name.length + 1)
    .trim();
}

describe.each(testEngines())("alert unsubscribe and settings on %s", (engine) => {
  const database = useRouteDatabase(engine);
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.stop());

  it("hands SMTP an alert with List-Unsubscribe headers; one POST to that URL without signing in stops alert e-mails", async () => {
    const env = { ...routeEnv(), SMTP_URL: sink.url };
    const now = new Date();
    const id = await alertedContractor(database.db, env, { categories: ["electrical"] });
    const [pro] = await database.db.select().from(contractors).where(eq(contractors.id, id));
    await offeredLeads(database.db, env, now, { category: "electrical", pros: 1 });
    await fanOutLeadAlerts({ db: database.db, env, now });
    const transport = createSmtpTransport(sink.url, { ignoreTLS: true });
    // The alert, and the receipt of the contractor's opening top-up.
    expect(await deliverDueEmails(database.db, transport, { from: env.MAIL_FROM })).toMatchObject({ sent: 2 });
    transport.close?.();

    const mail = sink.received.find((m) => m.to.includes(pro!.email) && !m.raw.includes("Receipt"))!;
    const url = `${ORIGIN}/alerts/unsubscribe/${pro!.alertUnsubscribeToken}`;
    expect(header(mail.raw, "List-Unsubscribe")).toBe(`<${url}>`);
    expect(header(mail.raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");

    // Opening the link changes nothing; the page offers the button.
    const path = new URL(url).pathname;
    expect((await run(unsubscribe.loader, PATTERN, getRequest(path))).body).toEqual({ valid: true });
    expect((await database.db.select().from(contractors).where(eq(contractors.id, id)))[0]?.alertEmail).toBe(true);

    // What a mail provider sends: no cookie, no Origin, the RFC's body.
    const oneClick = new Request(url, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" });
    const answer = await run(unsubscribe.action, PATTERN, oneClick);
    expect(answer).toMatchObject({ status: 200, body: { ok: true } });
    expect(answer.headers.get("referrer-policy")).toBe("no-referrer");
    expect((await database.db.select().from(contractors).where(eq(contractors.id, id)))[0]?.alertEmail).toBe(false);

    // The next lead alerts nobody by e-mail.
    const later = new Date(now.getTime() + 1000);
    await offeredLeads(database.db, env, later, { category: "electrical", pros: 1 });
    expect(await fanOutLeadAlerts({ db: database.db, env, now: later })).toMatchObject({ claimed: 1, sent: 0 });
    expect((await alertMessages(database.db)).filter((m) => m.contractorId === id)).toHaveLength(1);

    // A made-up token is a 404 and a page without a button.
    const bogus = `/alerts/unsubscribe/${"0".repeat(64)}`;
    expect((await run(unsubscribe.loader, PATTERN, getRequest(bogus))).body).toEqual({ valid: false });
    expect(
      (
        await run(
          unsubscribe.action,
          PATTERN,
          new Request(`${ORIGIN}${bogus}`, {
            method: "POST",
            headers: { "content-type": "application/x-www-form-urlencoded" },
            body: "List-Unsubscribe=One-Click",
          }),
        )
      ).status,
    ).toBe(404);
  });

  it("saves alert settings; refuses bad input with a field message and a 4xx, writing nothing", async () => {
    const pro = await makeContractor(database.db, routeEnv(), { categories: ["roofing", "solar"], base: LA });
    const cookie = await sessionCookieFor(database.db, pro.userId);
    const page = await run(settings.loader, "/pro/settings", getRequest("/pro/settings", cookie));
    // No zone saved yet: suggested from the base ZIP's state.
    expect((page.body as { alerts: unknown }).alerts).toMatchObject({
      alertEmail: true,
      alertSms: false,
      alertPush: false,
      timeZone: "America/Los_Angeles",
      alertCategories: ["roofing", "solar"],
      quietStart: "",
      hourlyCap: null,
    });

    const good = {
      intent: "alerts",
      alertEmail: "on",
      alertPush: "on",
      alertCategories: ["solar"],
      quietStart: "21:30",
      quietEnd: "06:00",
      timeZone: "America/Los_Angeles",
      hourlyCap: "5",
    };
    const bad: [Record<string, string | string[]>, number, string][] = [
      [{ ...good, quietStart: "25:00" }, 400, "quietStart"],
      [{ ...good, quietEnd: "" }, 400, "quietEnd"],
      [{ ...good, hourlyCap: "0" }, 400, "hourlyCap"],
      [{ ...good, alertCategories: [] }, 400, "alertCategories"],
    ];
    const before = await databaseDigest(database.db);
    for (const [fields, status, field] of bad) {
      const o = await run(settings.action, "/pro/settings", formPost("/pro/settings", fields, cookie));
      expect(o.status).toBe(status);
      expect((o.body as { fieldErrors: Record<string, string[]> }).fieldErrors[field]?.[0]).toEqual(expect.any(String));
    }
    // Rules the domain checks: a category the contractor does not take, a zone that does not exist.
    for (const fields of [
      { ...good, alertCategories: ["plumbing"] },
      { ...good, timeZone: "Mars/Olympus" },
    ]) {
      const o = await run(settings.action, "/pro/settings", formPost("/pro/settings", fields, cookie));
      expect(o).toMatchObject({ status: 400, body: { ok: false } });
    }
    expect(await databaseDigest(database.db)).toEqual(before);

    const saved = await run(settings.action, "/pro/settings", formPost("/pro/settings", good, cookie));
    expect(saved).toMatchObject({ status: 200, body: { ok: true, message: "Alert settings saved." } });
    const [row] = await database.db.select().from(contractors).where(eq(contractors.id, pro.contractorId));
    expect(row).toMatchObject({
      alertEmail: true,
      alertSms: false,
      alertPush: true,
      alertCategories: ["solar"],
      alertQuietStart: 21 * 60 + 30,
      alertQuietEnd: 6 * 60,
      alertTimeZone: "America/Los_Angeles",
      alertHourlyCap: 5,
    });
    // Both categories again: stored as "all of mine".
    await run(settings.action, "/pro/settings", formPost("/pro/settings", { ...good, alertCategories: ["roofing", "solar"] }, cookie));
    expect((await database.db.select().from(contractors).where(eq(contractors.id, pro.contractorId)))[0]?.alertCategories).toBeNull();
  });
});
