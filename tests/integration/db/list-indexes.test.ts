/**
 * Every paged list reads one index range in its own order (decision
 * 0019): the EXPLAIN of each list query, as the app sends it (captured
 * from Drizzle's logger, first page and a later page, with each filter the
 * page offers), has no Sort node, and its table is read by an index scan. A
 * list whose order no index matches would sort the whole filtered table on
 * every page. PostgreSQL only (the planner the production database runs);
 * sorts and sequential or bitmap scans are made as dear as the planner can
 * price them, so a near-empty table shows the plan a big one gets: a Sort
 * left in the plan means no index has the list's order.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import * as schema from "~/db/schema";
import { listApplications } from "~/domain/admin/list-applications.server";
import { listAuditLog } from "~/domain/admin/list-audit-log.server";
import { listCareerApplications } from "~/domain/admin/list-career-applications.server";
import { listContactMessages } from "~/domain/admin/list-contact-messages.server";
import { listContractors } from "~/domain/admin/list-contractors.server";
import { listLeads } from "~/domain/admin/list-leads.server";
import { listOutbox } from "~/domain/admin/list-outbox.server";
import { listPricingRequests } from "~/domain/admin/list-pricing-requests.server";
import { listReturns } from "~/domain/admin/list-returns.server";
import { listPriceChanges } from "~/domain/pricing/list-price-changes.server";
import { getContractor } from "~/domain/admin/get-contractor.server";
import { findPurchasesPage } from "~/domain/integrations/find-purchases.server";
import { myBalance } from "~/domain/ledger/balance.server";
import { myLeads } from "~/domain/marketplace/listings.server";
import { encodeCursor } from "~/domain/shared/keyset";
import { claimUnofferedLeads } from "~/domain/marketplace/offer-new-leads.server";
import { fanOutLeadAlerts } from "~/domain/alerts/fan-out-lead-alerts.server";
import { deliverDue } from "~/jobs/deliver-due-outbox.server";
import { dueOutboxSenders } from "~/jobs/due-outbox-senders.server";
import { OUTBOX_CHANNELS, OUTBOX_LANES } from "~/db/enums";
import type { Env } from "~/env.server";
import { testEngines } from "../../support/test-database";
import { openExplainedDatabase, planOf, type ExplainedDatabase } from "./explained-database";

const CONTRACTOR = "00000000-0000-4000-8000-000000000001";
const TIME = encodeCursor({ at: "2026-11-25 08:57:31.123456+00", id: "00000000-0000-4000-8000-000000000002" });
const NAME = encodeCursor({ at: "Acme Roofing", id: "00000000-0000-4000-8000-000000000002" });

/** Each list with the table its rows come from; every call is made on the first page and after a cursor. */
const lists: [string, string, (db: Db, after: string | undefined) => Promise<unknown>][] = [
  ["admin leads", "leads", (db, after) => listLeads(db, {}, { after })],
  ["admin leads by status", "leads", (db, after) => listLeads(db, { status: "invalid" }, { after })],
  ["admin leads by category", "leads", (db, after) => listLeads(db, { category: "solar" }, { after })],
  ["admin contractors", "contractors", (db, after) => listContractors(db, { after: after && NAME })],
  ["admin applications", "contractor_applications", (db, after) => listApplications(db, undefined, { after })],
  ["admin applications by status", "contractor_applications", (db, after) => listApplications(db, "submitted", { after })],
  ["admin contact messages", "contact_messages", (db, after) => listContactMessages(db, { after })],
  ["admin pricing requests", "pricing_requests", (db, after) => listPricingRequests(db, { after })],
  ["admin career applications", "career_applications", (db, after) => listCareerApplications(db, { after })],
  ["admin outbox", "outbox", (db, after) => listOutbox(db, {}, { after })],
  ["admin outbox by channel", "outbox", (db, after) => listOutbox(db, { channel: "sms" }, { after })],
  ["admin outbox by status", "outbox", (db, after) => listOutbox(db, { status: "failed" }, { after })],
  ["admin outbox by recipient", "outbox", (db, after) => listOutbox(db, { to: "a@example.com" }, { after })],
  ["admin audit log", "audit_log", (db, after) => listAuditLog(db, { after })],
  ["admin returns", "lead_returns", (db, after) => listReturns(db, "pending", { after })],
  ["admin contractor ledger", "ledger_entries", (db, after) => getContractor(db, CONTRACTOR, { after })],
  ["admin contractor history", "audit_log", (db, after) => getContractor(db, CONTRACTOR, {}, { after })],
  ["admin price history", "lead_price_changes", (db, after) => listPriceChanges(db, { after })],
  ["admin price history by category", "lead_price_changes", (db, after) => listPriceChanges(db, { category: "roofing", after })],
  ["balance history", "ledger_entries", (db, after) => myBalance({ db, env: {} as Env }, CONTRACTOR, { after })],
  ["my leads", "purchases", (db, after) => myLeads({ db, env: {} as Env }, CONTRACTOR, { after })],
  ["API purchases", "purchases", (db, after) => findPurchasesPage(db, CONTRACTOR, { after, limit: 50 })],
];

describe.skipIf(!testEngines().includes("postgres"))("list queries on PostgreSQL", () => {
  let database: ExplainedDatabase;

  beforeAll(async () => {
    database = await openExplainedDatabase();
    const { db, explainer } = database;
    // getContractor reads the ledger of a contractor that exists.
    await db.insert(schema.contractors).values({
      id: CONTRACTOR,
      businessName: "Acme Roofing",
      contactName: "A",
      email: "a@example.com",
      phone: "+12125550100",
      licenseNumber: "L",
      yearsInBusiness: 1,
      insuranceProvider: "I",
    });
    // A plan without a Sort exists only when an index gives the list's order; on near-empty tables the planner
    // would rather sort, so sorting (and scans that cannot give an order) cost "disabled" here.
    await explainer.query("set enable_seqscan = off; set enable_bitmapscan = off; set enable_sort = off; set enable_incremental_sort = off");
  });
  afterAll(() => database?.close());

  it.each(lists)("%s reads %s through an index in the list's order, without a sort", async (_name, table, call) => {
    const { db, explainer, captured } = database;
    for (const after of [undefined, TIME]) {
      captured.length = 0;
      await call(db, after);
      const listQueries = captured.filter((c) => / order by /i.test(c.query) && c.query.includes(`from "${table}"`));
      expect({ all: captured.map((c) => c.query), lists: listQueries.length }).toMatchObject({ lists: 1 });
      const summary = await planOf(explainer, listQueries[0]!);
      // The whole plan is in the compared value, so a failure shows it.
      expect({ plan: summary, sorts: summary.filter((s) => s.startsWith("Sort") || s.startsWith("Incremental Sort")) }).toEqual({ plan: summary, sorts: [] });
      expect({ plan: summary, indexScan: summary.some((s) => /^Index (Only )?Scan .* on /.test(s) && s.endsWith(` on ${table}`)) }).toEqual({
        plan: summary,
        indexScan: true,
      });
    }
  });

  // The jobs' claims run on every quote request (their wake-ups): each must read its own small partial index, not
  // every lead that was ever offered (a Seq Scan of leads cost 250 ms per request at 300,000 leads on PGlite).
  it.each([
    ["the auto-buy claim", "leads_unoffered_idx", (db: Db) => claimUnofferedLeads(db, new Date(), 20)],
    ["the alert fan-out claim", "leads_alerts_unfanned_idx", (db: Db) => fanOutLeadAlerts({ db, env: {} as Env, now: new Date() }, { maxBatches: 1 })],
  ] as const)("%s reads %s", async (_name, index, call) => {
    const { db, explainer, captured } = database;
    captured.length = 0;
    await call(db);
    const claim = captured.find((c) => /^\s*update leads set/i.test(c.query));
    expect({ claim: claim !== undefined, sent: captured.map((c) => c.query) }).toMatchObject({ claim: true });
    expect(await planOf(explainer, claim!)).toContainEqual(expect.stringContaining(`Index Scan ${index} on leads`));
  });

  // Each lane's claim and the wake-up probe read the lane's own partial index: a backlog in one lane (alerts, confirmations)
  // never makes another lane's claim, or the probe after every commit, walk it (decision 0039).
  const laneClaims = OUTBOX_CHANNELS.flatMap((channel) => OUTBOX_LANES.map((lane) => [channel, lane] as const));
  it.each(laneClaims)("the %s claim of the %s lane reads its lane's index", async (channel, lane) => {
    const { db, explainer, captured } = database;
    captured.length = 0;
    await deliverDue(db, channel, async () => {}, { lane });
    const claim = captured.find((c) => /^\s*update outbox set/i.test(c.query));
    expect({ claim: claim !== undefined, sent: captured.map((c) => c.query) }).toMatchObject({ claim: true });
    expect(await planOf(explainer, claim!)).toContainEqual(expect.stringContaining(`Index Scan outbox_${lane}_due_idx on outbox`));
  });

  it("the wake-up probe reads each lane's index", async () => {
    const { db, explainer, captured } = database;
    captured.length = 0;
    await dueOutboxSenders(
      db,
      laneClaims.map(([channel, lane]) => ({ channel, lane })),
      new Date(),
    );
    const plan = await planOf(explainer, captured[0]!);
    for (const lane of OUTBOX_LANES)
      expect(plan.filter((s) => s === `Index Only Scan outbox_${lane}_due_idx on outbox` || s === `Index Scan outbox_${lane}_due_idx on outbox`)).toHaveLength(
        OUTBOX_CHANNELS.length,
      );
    expect({ plan, other: plan.filter((s) => / on outbox$/.test(s) && !/_due_idx on outbox$/.test(s)) }).toEqual({ plan, other: [] });
  });
});
