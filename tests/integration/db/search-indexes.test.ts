/**
 * Admin search stays an index read at a million rows (decision 0030): the EXPLAIN of each search query, as the app sends
 * it (captured from Drizzle's logger, first page and a later page), reads the searched table through its GIN search
 * index and never scans it whole. PostgreSQL only (the planner production runs). The tables hold 20,000 generated rows
 * and are analyzed, so the planner prices the alternatives as it would on a big table: a rare name is a few GIN entries,
 * where walking the list's btree order would filter every row. The overview's date-range figures read each table
 * through an index on its time column (with sequential scans priced out, as list-indexes.test.ts does).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { listContactMessages } from "~/domain/admin/list-contact-messages.server";
import { listContractors } from "~/domain/admin/list-contractors.server";
import { listLeads } from "~/domain/admin/list-leads.server";
import { getOverviewStats } from "~/domain/admin/get-overview-stats.server";
import { getReplyStats } from "~/domain/admin/get-reply-stats.server";
import { overviewRange } from "~/domain/admin/overview-range";
import { COMPANY_TIME_ZONE } from "~/lib/format-time";
import { encodeCursor } from "~/domain/shared/keyset";
import { testEngines } from "../../support/test-database";
import { openExplainedDatabase, planOf, type ExplainedDatabase } from "./explained-database";

const ROWS = 20_000;
const TIME = encodeCursor({ at: "2026-11-25 08:57:31.123456+00", id: "00000000-0000-4000-8000-000000000002" });
const NAME = encodeCursor({ at: "Acme Roofing", id: "00000000-0000-4000-8000-000000000002" });

const searches: [string, string, string, (db: Db, after: string | undefined) => Promise<unknown>][] = [
  ["leads by homeowner name", "quote_requests", "quote_requests_search_idx", (db, after) => listLeads(db, { q: "quartermain" }, { after })],
  [
    "leads by phone, with a status filter",
    "quote_requests",
    "quote_requests_search_idx",
    (db, after) => listLeads(db, { q: "(312) 555-7788", status: "available" }, { after }),
  ],
  ["contractors by business name", "contractors", "contractors_search_idx", (db, after) => listContractors(db, { after: after && NAME }, { q: "brightwater" })],
  ["contact messages by words", "contact_messages", "contact_messages_search_idx", (db, after) => listContactMessages(db, { after }, { q: "gutter estimate" })],
];

describe.skipIf(!testEngines().includes("postgres"))("search queries on PostgreSQL", () => {
  let database: ExplainedDatabase;

  beforeAll(async () => {
    database = await openExplainedDatabase();
    await database.explainer.query(`
      insert into quote_requests (reference, full_name, email, phone, zip, city, state, latitude, longitude, category, pros_requested, source, consent_text_version, consented_at, created_at)
        select 'THP-' || i, 'Homeowner ' || i, 'home' || i || '@example.com', '+1212555' || lpad((i % 10000)::text, 4, '0'), '10001', 'New York', 'NY', 40.7, -73.9, 'roofing', 1, 'form', 't', now(), now() - i * interval '1 minute'
        from generate_series(1, ${ROWS}) i;
      insert into leads (quote_request_id, seq, category, zip, latitude, longitude, created_at) select id, 1, category, zip, latitude, longitude, created_at from quote_requests;
      insert into contractors (business_name, contact_name, email, phone, license_number, years_in_business, insurance_provider)
        select 'Contractor ' || i, 'Pro ' || i, 'pro' || i || '@example.com', '+12125552100', 'L-' || i, 5, 'Mutual' from generate_series(1, ${ROWS}) i;
      insert into contact_messages (first_name, last_name, email, role, message)
        select 'First' || i, 'Last' || i, 'm' || i || '@example.com', 'homeowner', 'A question about my roof number ' || i from generate_series(1, ${ROWS}) i;
      analyze;`);
  }, 120_000);
  afterAll(() => database?.close());

  it.each(searches)("%s reads %s through %s, never scanning it whole", async (_name, table, index, call) => {
    const { db, explainer, captured } = database;
    for (const after of [undefined, TIME]) {
      captured.length = 0;
      await call(db, after);
      const listQueries = captured.filter((c) => / order by /i.test(c.query));
      expect({ all: captured.map((c) => c.query), lists: listQueries.length }).toMatchObject({ lists: 1 });
      const summary = await planOf(explainer, listQueries[0]!);
      // The whole plan is in the compared value, so a failure shows it.
      expect({ plan: summary, gin: summary.includes(`Bitmap Index Scan ${index}`) }).toEqual({ plan: summary, gin: true });
      // Tables the list joins for display may be scanned while empty here (purchases); the searched ones never.
      expect({
        plan: summary,
        seqScans: summary.filter((s) => s.startsWith("Seq Scan") && /on (leads|quote_requests|contractors|contact_messages)$/.test(s)),
      }).toEqual({ plan: summary, seqScans: [] });
    }
  });

  it("reads each figure of the overview's date range through an index on its time column", async () => {
    const { db, explainer, captured } = database;
    captured.length = 0;
    await getOverviewStats(db, overviewRange({ from: "2026-03-01", to: "2026-03-31" }, new Date("2026-11-25T00:00:00Z"), COMPANY_TIME_ZONE));
    expect(captured.length).toBe(6);
    // Scans that read a whole table cost "disabled" here, so a table left without an index for its range shows up.
    await explainer.query("set enable_seqscan = off");
    try {
      for (const { query, params } of captured) {
        const summary = await planOf(explainer, { query, params });
        const ranged = query.includes("from purchases")
          ? "purchases"
          : query.includes("from ledger_entries")
            ? "ledger_entries"
            : query.includes("from unmatched_requests")
              ? "unmatched_requests"
              : "leads";
        expect({ query, seqScans: summary.filter((x) => x.startsWith("Seq Scan") && x.endsWith(` on ${ranged}`)) }).toEqual({ query, seqScans: [] });
      }
    } finally {
      await explainer.query("reset enable_seqscan");
    }
  });

  it("reads the reply figures through the requests' time index and each request's quotes through theirs", async () => {
    const { db, explainer, captured } = database;
    captured.length = 0;
    await getReplyStats(db, overviewRange({ from: "2026-03-01", to: "2026-03-31" }, new Date("2026-11-25T00:00:00Z"), COMPANY_TIME_ZONE));
    expect(captured.length).toBe(1);
    await explainer.query("set enable_seqscan = off");
    try {
      const summary = await planOf(explainer, captured[0]!);
      expect(summary.filter((x) => x.startsWith("Seq Scan"))).toEqual([]);
    } finally {
      await explainer.query("reset enable_seqscan");
    }
  });
});
