/**
 * The admin tools through their route modules, on both engines: the CSV export of a filtered list longer
 * than an export batch (parsed back and compared with the list itself), formulas disarmed in cells, answering and
 * closing a contact message, retrying and re-sending outbox e-mails, the audit log in words (a contractor's own change
 * names the contractor), and bad filter input answered 400 with its message.
 */
import { parse } from "csv-parse/sync";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, contactMessageReplies, contactMessages, outbox } from "~/db/schema";
import { listLeads } from "~/domain/admin/list-leads.server";
import { EXPORT_BATCH } from "~/domain/admin/export-lists.server";
import { updateContractorByAdmin } from "~/domain/admin/manage-contractor.server";
import { updateMyPreferences } from "~/domain/contractors/preferences.server";
import type { PageRequest } from "~/domain/shared/keyset-page.server";
import * as adminAudit from "~/routes/admin-audit";
import * as adminContractors from "~/routes/admin-contractors";
import * as adminExport from "~/routes/admin-export";
import * as adminLeads from "~/routes/admin-leads";
import * as adminMessage from "~/routes/admin-message";
import * as adminOutbox from "~/routes/admin-outbox";
import { testEngines } from "../../support/test-database";
import { formPost, getRequest, removeDataDir, routeEnv, run, sessionCookieFor, useRouteDatabase } from "../authorization/route-harness";
import { insertLeads } from "../marketplace/bulk-leads";
import { makeAdmin, makeContractor, NYC } from "../marketplace/marketplace-fixtures";

afterAll(() => removeDataDir());

const csvOf = (text: string): Record<string, string>[] => parse(text, { bom: true, columns: true, skip_empty_lines: true });

describe.each(testEngines())("admin tools on %s", (engine) => {
  const database = useRouteDatabase(engine);
  let adminId: string;
  let cookie: string;
  const get = (module: { loader?: unknown }, pattern: string, url: string) => run(module.loader as never, pattern, getRequest(url, cookie));

  beforeAll(async () => {
    adminId = await makeAdmin(database.db);
    cookie = await sessionCookieFor(database.db, adminId);
  });

  it("exports every lead of a filter, more than one batch, as the list shows them; other categories stay out", async () => {
    // From noon UTC on June 1, so every lead is on a June day in New York too (the admin's zone reads the filter).
    const at = (i: number) => new Date(Date.UTC(2026, 5, 1, 12) + i * 60_000);
    await insertLeads(database.db, [
      ...Array.from({ length: EXPORT_BATCH + 37 }, (_, i) => ({ category: "solar", zip: NYC.zip, lat: NYC.lat, lng: NYC.lng, createdAt: at(i) })),
      ...Array.from({ length: 40 }, (_, i) => ({ category: "hvac", zip: NYC.zip, lat: NYC.lat, lng: NYC.lng, createdAt: at(i) })),
    ]);
    const out = await get(adminExport, "/admin/export/:list", "/admin/export/leads?category=solar&from=2026-06-01&to=2026-06-30");
    expect(out.status).toBe(200);
    expect(out.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(out.headers.get("content-disposition")).toMatch(/^attachment; filename="thp-leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = csvOf(out.text);
    const listed: { reference: string; status: string }[] = [];
    let after: string | undefined;
    do {
      const page = await listLeads(database.db, { category: "solar", from: new Date("2026-06-01T04:00:00Z"), to: new Date("2026-07-01T04:00:00Z") }, {
        after,
      } satisfies PageRequest);
      listed.push(...page.rows);
      after = page.next ?? undefined;
    } while (after);
    expect(rows).toHaveLength(EXPORT_BATCH + 37);
    expect(rows.map((r) => [r.Reference, r.Category, r.Status])).toEqual(listed.map((l) => [l.reference, "solar", l.status]));
    // Times in the admin's zone (New York by default) as ISO 8601 with the offset, never bare UTC.
    expect(Object.keys(rows[0]!)).toContain("Created");
    expect(rows.every((r) => /^2026-0[56]-\d{2}T\d{2}:\d{2}:\d{2}-04:00$/.test(r.Created!))).toBe(true);
    // The leads list shows no homeowner contact, so neither does its export.
    expect(Object.keys(rows[0]!)).not.toContain("E-mail");
    expect(out.text).not.toContain("@example.com");
  });

  it("disarms formulas in exported cells and exports a search of contact messages only", async () => {
    await database.db.insert(contactMessages).values([
      {
        firstName: '=HYPERLINK("http://evil.example")',
        lastName: "Formula",
        email: "formula@example.com",
        role: "homeowner",
        message: "+1+1 then @SUM(A1) and -2",
      },
      { firstName: "Plain", lastName: "Sender", email: "plain@example.com", role: "homeowner", message: "Hello there" },
    ]);
    const out = await get(adminExport, "/admin/export/:list", "/admin/export/messages?q=formula");
    const rows = csvOf(out.text);
    expect(rows).toHaveLength(1);
    expect(rows[0]!["First name"]).toBe('\'=HYPERLINK("http://evil.example")');
    expect(rows[0]!.Message).toBe("'+1+1 then @SUM(A1) and -2");
    expect(rows[0]!["Last name"]).toBe("Formula");
  });

  it("answers a contact message by e-mail through the outbox, shows it in the thread, then closes and reopens it", async () => {
    const [m] = await database.db
      .insert(contactMessages)
      .values({ firstName: "Dana", lastName: "Reply", email: "dana.reply@example.com", role: "homeowner", message: "Can someone call me?" })
      .returning({ id: contactMessages.id });
    const url = `/admin/messages/${m!.id}`;
    const answered = await run(
      adminMessage.action as never,
      "/admin/messages/:id",
      formPost(url, { intent: "reply", body: "Yes, a roofer will call you tomorrow morning." }, cookie),
    );
    expect(answered.status).toBe(200);
    const [mail] = await database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, "dana.reply@example.com"), eq(outbox.kind, "contact.reply")));
    expect(mail).toMatchObject({ channel: "email", subject: "Re: your message to Trusted Home Pros" });
    expect(mail!.text).toContain("Yes, a roofer will call you tomorrow morning.");
    expect(mail!.text).toContain("> Can someone call me?");
    const [reply] = await database.db.select().from(contactMessageReplies).where(eq(contactMessageReplies.messageId, m!.id));
    expect(reply).toMatchObject({ outboxId: mail!.id, authorUserId: adminId });
    const thread = await get(adminMessage, "/admin/messages/:id", url);
    expect(thread.text).toContain("Yes, a roofer will call you tomorrow morning.");

    const empty = await run(adminMessage.action as never, "/admin/messages/:id", formPost(url, { intent: "reply", body: " " }, cookie));
    expect(empty.status).toBe(400);
    expect(empty.text).toContain("Write the answer to send.");

    expect((await run(adminMessage.action as never, "/admin/messages/:id", formPost(url, { intent: "close" }, cookie))).status).toBe(200);
    const [closed] = await database.db.select({ closedAt: contactMessages.closedAt }).from(contactMessages).where(eq(contactMessages.id, m!.id));
    expect(closed!.closedAt).not.toBeNull();
    await run(adminMessage.action as never, "/admin/messages/:id", formPost(url, { intent: "reopen" }, cookie));
    const [open] = await database.db.select({ closedAt: contactMessages.closedAt }).from(contactMessages).where(eq(contactMessages.id, m!.id));
    expect(open!.closedAt).toBeNull();
    const actions = await database.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, m!.id)).orderBy(auditLog.at);
    expect(actions.map((a) => a.action)).toEqual(["message.reply", "message.close", "message.reopen"]);
  });

  it("retries a failed e-mail (same row, attempts reset) and re-sends a sent one (a new row); each audited; other moves refused", async () => {
    const [failed] = await database.db
      .insert(outbox)
      .values({
        channel: "email",
        kind: "test.retry",
        to: "retry@example.com",
        subject: "S",
        text: "T",
        status: "failed",
        attempts: 8,
        lastError: "550 mailbox unavailable",
      })
      .returning({ id: outbox.id });
    const [sent] = await database.db
      .insert(outbox)
      .values({ channel: "email", kind: "test.resend", to: "resend@example.com", subject: "S2", text: "T2", status: "sent", attempts: 1, sentAt: new Date() })
      .returning({ id: outbox.id });
    const post = (fields: Record<string, string>) => run(adminOutbox.action as never, "/admin/outbox", formPost("/admin/outbox", fields, cookie));
    expect((await post({ intent: "retry", outboxId: failed!.id })).status).toBe(200);
    const [retried] = await database.db.select().from(outbox).where(eq(outbox.id, failed!.id));
    const expected = routeEnv().SMTP_URL ? "pending" : "stored";
    expect(retried).toMatchObject({ status: expected, attempts: 0, lastError: null });

    expect((await post({ intent: "resend", outboxId: sent!.id })).status).toBe(200);
    const copies = await database.db.select().from(outbox).where(eq(outbox.to, "resend@example.com")).orderBy(desc(outbox.createdAt));
    expect(copies).toHaveLength(2);
    expect(copies.find((c) => c.id !== sent!.id)).toMatchObject({ status: expected, subject: "S2", text: "T2", attempts: 0 });

    const wrong = await post({ intent: "retry", outboxId: sent!.id });
    expect(wrong.status).toBe(409);
    expect(wrong.text).toContain("Only a failed message can be retried");
    expect((await post({ intent: "retry", outboxId: "not-a-uuid" })).status).toBe(400);
    const audited = await database.db.select({ action: auditLog.action, actor: auditLog.actorUserId }).from(auditLog).where(eq(auditLog.entity, "outbox"));
    expect(audited.toSorted((a, b) => a.action.localeCompare(b.action))).toEqual([
      { action: "outbox.resend", actor: adminId },
      { action: "outbox.retry", actor: adminId },
    ]);
  });

  it("writes the audit log in words: the contractor named for its own change, the admin for theirs, raw JSON kept", async () => {
    const pro = await makeContractor(database.db, routeEnv(), { plan: "enterprise" });
    const ctx = { db: database.db, env: routeEnv() };
    await updateMyPreferences(
      ctx,
      pro.contractorId,
      {
        categories: ["roofing"],
        serviceZipCodes: [],
        baseZip: NYC.zip,
        radiusMiles: 25,
        emailChannel: true,
        smsChannel: false,
        weeklyCapCents: 30_000,
        autoBuy: false,
        paused: false,
      },
      pro.userId,
    );
    await updateContractorByAdmin(ctx, adminId, pro.contractorId, { plan: "pay-as-you-go" }, "The enterprise contract ended");
    const page = await get(adminAudit, "/admin/audit", "/admin/audit");
    const entries = (
      page.body as {
        entries: {
          action: string;
          words: { who: string; what: string; changes: { field: string; before: string; after: string }[]; note: string | null };
          after: string;
        }[];
      }
    ).entries;
    const own = entries.find((e) => e.action === "contractor.preferences")!;
    const business = (await database.db.query.contractors.findFirst({ where: (c, { eq: is }) => is(c.id, pro.contractorId) }))!.businessName;
    expect(own.words.who).toBe(business);
    expect(own.words.what).toBe("changed the lead preferences of its account");
    expect(own.words.changes).toContainEqual({ field: "weekly cap", before: "none", after: "$300.00" });
    const admins = entries.find((e) => e.action === "contractor.update")!;
    expect(admins.words.who).toMatch(/^admin\d+-.*@example\.com$/);
    expect(admins.words.what).toBe(`changed ${business}`);
    expect(admins.words.changes).toContainEqual({ field: "plan", before: "enterprise", after: "pay-as-you-go" });
    expect(admins.words.note).toBe("The enterprise contract ended");
    expect(JSON.parse(admins.after)).toMatchObject({ plan: "pay-as-you-go" });
    const csv = csvOf((await get(adminExport, "/admin/export/:list", "/admin/export/audit")).text);
    expect(csv.find((r) => r.Action === "contractor.preferences")).toMatchObject({ Who: business, What: "changed the lead preferences of its account" });
  });

  it.each([
    ["/admin/leads?from=2026-02-30", "From must be a date like 2026-11-25."],
    ["/admin/leads?from=2026-06-10&to=2026-06-01", "From must be on or before To."],
    [`/admin/leads?q=${"x".repeat(101)}`, "Search for at most 100 characters."],
  ])("answers %s with 400 and its message, on the list and its export", async (url, message) => {
    const list = await get(adminLeads, "/admin/leads", url);
    expect({ status: list.status, text: list.text }).toEqual({ status: 400, text: JSON.stringify(message) });
    const exported = await get(adminExport, "/admin/export/:list", url.replace("/admin/leads", "/admin/export/leads"));
    expect(exported.status).toBe(400);
    expect(exported.text).toContain(message);
  });

  it("refuses a too-long contractor search and an unknown export list", async () => {
    expect((await get(adminContractors, "/admin/contractors", `/admin/contractors?q=${"y".repeat(150)}`)).status).toBe(400);
    expect((await get(adminExport, "/admin/export/:list", "/admin/export/users")).status).toBe(404);
  });
});
