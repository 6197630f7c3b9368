/**
 * Every growing list pages by keyset (decision 0019): walking the pages
 * returns each row exactly once, in the list's order, while new rows are
 * inserted between page reads (they are newer than any cursor, so they
 * neither shift nor repeat an older page). Ties on the sort key are broken by
 * the id. Pages are kept small here (4 rows) so a dozen rows span several.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { auditLog, leadPriceChanges, careerApplications, contactMessages, contractorApplications, contractors, ledgerEntries, leadReturns, leads, outbox, pricingRequests, purchases } from "~/db/schema";
import { listApplications } from "~/domain/admin/list-applications.server";
import { listAuditLog } from "~/domain/admin/list-audit-log.server";
import { listCareerApplications } from "~/domain/admin/list-career-applications.server";
import { listContactMessages } from "~/domain/admin/list-contact-messages.server";
import { listContractors } from "~/domain/admin/list-contractors.server";
import { listLeads } from "~/domain/admin/list-leads.server";
import { listOutbox } from "~/domain/admin/list-outbox.server";
import { listPricingRequests } from "~/domain/admin/list-pricing-requests.server";
import { listReturns } from "~/domain/admin/list-returns.server";
import { getContractor } from "~/domain/admin/get-contractor.server";
import { myBalance } from "~/domain/ledger/balance.server";
import { entriesForAdjustment } from "~/domain/ledger/ledger-rules";
import { postLedger } from "~/domain/ledger/ledger.server";
import { myLeads } from "~/domain/marketplace/listings.server";
import { listPriceChanges } from "~/domain/pricing/list-price-changes.server";
import type { Page, PageRequest } from "~/domain/shared/keyset-page.server";
import { testEngines } from "../../support/test-database";
import { removeDataDir, routeEnv, useRouteDatabase } from "../authorization/route-harness";
import { insertLeads } from "./bulk-leads";
import { makeContractor, NYC } from "./marketplace-fixtures";

afterAll(() => removeDataDir());

const LIMIT = 4;
const SEEDED = 11;
const BASE = Date.UTC(2026, 0, 1);

/** Seeded times: three rows share each instant, so the id has to break the tie on a page boundary. */
const seededAt = (i: number) => new Date(BASE + Math.floor(i / 3) * 60_000);
/** A row inserted mid-walk: newer than every seeded row. */
const newer = () => new Date(BASE + 86_400_000 + Math.floor(Math.random() * 1000));

/** Newest first, then the id (PostgreSQL compares uuids as their hex text). */
const newestFirst = (rows: { id: string; at: Date }[]) => rows.toSorted((a, b) => b.at.getTime() - a.at.getTime() || (a.id < b.id ? 1 : -1)).map((r) => r.id);

/** Reads every page, inserting a new row after each read; the ids in page order. */
async function walk(read: (page: PageRequest) => Promise<Page<{ id: string }>>, insertBetween: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  let after: string | undefined;
  for (let pages = 0; pages < 50; pages++) {
    const page = await read({ after, limit: LIMIT });
    expect(page.rows.length).toBeLessThanOrEqual(LIMIT);
    seen.push(...page.rows.map((r) => r.id));
    await insertBetween();
    if (!page.next) return seen;
    after = page.next;
  }
  throw new Error("more pages than rows");
}

type TimedList = {
  name: string;
  /** Insert one row at this time; its id. */
  insert: (db: Db, at: Date, n: number) => Promise<string>;
  read: (db: Db, page: PageRequest) => Promise<Page<{ id: string }>>;
};

const one = async (rows: Promise<{ id: string }[]>) => (await rows)[0]!.id;
const tag = () => randomUUID().slice(0, 8);

const timedLists: TimedList[] = [
  {
    name: "admin audit log",
    insert: (db, at, n) => one(db.insert(auditLog).values({ action: "test.page", entity: "contractor", entityId: `e${n}`, at }).returning({ id: auditLog.id })),
    read: (db, page) => listAuditLog(db, page),
  },
  {
    name: "admin outbox (filtered by recipient)",
    insert: (db, at, n) => one(db.insert(outbox).values({ channel: "email", kind: "test.page", to: "Pager@Example.com", subject: `s${n}`, text: "t", status: "stored", createdAt: at }).returning({ id: outbox.id })),
    read: (db, page) => listOutbox(db, { to: "pager@example.com" }, page),
  },
  {
    name: "admin contact messages",
    insert: (db, at, n) => one(db.insert(contactMessages).values({ firstName: "Ann", lastName: `P${n}`, email: "ann@example.com", role: "homeowner", message: "Hello", createdAt: at }).returning({ id: contactMessages.id })),
    read: (db, page) => listContactMessages(db, page),
  },
  {
    name: "admin pricing requests",
    insert: (db, at, n) => one(db.insert(pricingRequests).values({ fullName: `P ${n}`, email: "p@example.com", phone: "+12125550100", businessName: "B", createdAt: at }).returning({ id: pricingRequests.id })),
    read: (db, page) => listPricingRequests(db, page),
  },
  {
    name: "admin career applications",
    insert: (db, at, n) =>
      one(
        db
          .insert(careerApplications)
          .values({ fullName: `C ${n}`, email: "c@example.com", phone: "+12125550100", resumeStoredName: `r-${tag()}.pdf`, resumeOriginalName: "cv.pdf", resumeMime: "application/pdf", resumeSizeBytes: 10, resumeSha256: "0".repeat(64), createdAt: at })
          .returning({ id: careerApplications.id }),
      ),
    read: (db, page) => listCareerApplications(db, page),
  },
  {
    name: "admin applications (filtered by status)",
    insert: (db, at, n) =>
      one(
        db
          .insert(contractorApplications)
          .values({ businessName: `A ${n}`, firstName: "A", lastName: "B", email: `a${tag()}@example.com`, phone: "+12125550100", licenseNumber: "L", yearsInBusiness: 3, serviceCategory: "roofing", serviceAreas: "10001", insuranceProvider: "I", certifiedAt: at, status: "in_review", createdAt: at })
          .returning({ id: contractorApplications.id }),
      ),
    read: (db, page) => listApplications(db, "in_review", page),
  },
];

describe.each(testEngines())("keyset lists on %s", (engine) => {
  const database = useRouteDatabase(engine);

  it.each(timedLists.map((l) => [l.name, l] as const))("%s: each row once, newest first, while rows are inserted between pages", async (_name, list) => {
    const db = database.db;
    const seeded: { id: string; at: Date }[] = [];
    for (let i = 0; i < SEEDED; i++) seeded.push({ id: await list.insert(db, seededAt(i), i), at: seededAt(i) });
    const seen = await walk((page) => list.read(db, page), () => list.insert(db, newer(), 99));
    const mine = new Set(seeded.map((s) => s.id));
    expect(seen.filter((id) => mine.has(id))).toEqual(newestFirst(seeded));
    expect(new Set(seen).size).toBe(seen.length);
  });

  it("a contractor's history on its admin page and the price history (all, and of one category): each row once while rows are added between pages", async () => {
    const db = database.db;
    const { contractorId } = await makeContractor(db, routeEnv(), { categories: ["plumbing"] });
    const audit = (at: Date) => one(db.insert(auditLog).values({ action: "contractor.page", entity: "contractor", entityId: contractorId, at }).returning({ id: auditLog.id }));
    const seeded: { id: string; at: Date }[] = [];
    for (let i = 0; i < SEEDED; i++) seeded.push({ id: await audit(seededAt(i)), at: seededAt(i) });
    const history = await walk(async (page) => {
      const found = (await getContractor(db, contractorId, {}, page))!;
      return { rows: found.history, next: found.historyNext };
    }, () => audit(newer()));
    const mine = new Set(seeded.map((s) => s.id));
    expect(history.filter((id) => mine.has(id))).toEqual(newestFirst(seeded));
    expect(new Set(history).size).toBe(history.length);

    const change = (at: Date, n: number) =>
      one(db.insert(leadPriceChanges).values({ category: n % 2 ? "solar" : "hvac", tier: "payAsYouGo", kind: n % 3 ? "fresh" : "aged", beforeMin: 1, beforeMax: 2, afterMin: 3, afterMax: 4, reason: `r${n}`, at }).returning({ id: leadPriceChanges.id }));
    const changes: { id: string; at: Date }[] = [];
    for (let i = 0; i < SEEDED; i++) changes.push({ id: await change(seededAt(i), i), at: seededAt(i) });
    const when = new Map(changes.map((c) => [c.id, c.at.getTime()]));
    for (const category of [undefined, "solar" as const]) {
      const seen = (await walk((page) => listPriceChanges(db, { category, ...page }), () => change(newer(), 1))).filter((id) => when.has(id));
      // The cells of one save (one instant) are listed in table order, so compare the set and the order of the instants.
      const expected = changes.filter((_, i) => !category || i % 2).map((c) => c.id);
      expect(seen.toSorted()).toEqual(expected.toSorted());
      expect(seen.map((id) => when.get(id))).toEqual(seen.map((id) => when.get(id)!).toSorted((a, b) => b - a));
    }
  });

  it("admin leads (all, and filtered by status and category): each lead once while leads arrive between pages", async () => {
    const db = database.db;
    const seededIds = await insertLeads(db, Array.from({ length: SEEDED }, (_, i) => ({ category: "solar", zip: NYC.zip, lat: NYC.lat, lng: NYC.lng, createdAt: seededAt(i) })));
    const expected = newestFirst(seededIds.map((id, i) => ({ id, at: seededAt(i) })));
    const arrive = () => insertLeads(db, [{ category: "solar", zip: NYC.zip, lat: NYC.lat, lng: NYC.lng, createdAt: newer() }]);
    const mine = new Set(seededIds);
    for (const filter of [{}, { status: "available" as const, category: "solar" }]) {
      const seen = await walk((page) => listLeads(db, { ...filter, to: new Date(BASE + 86_400_000) }, page), arrive);
      expect(seen.filter((id) => mine.has(id))).toEqual(expected);
      expect(new Set(seen).size).toBe(seen.length);
    }
  });

  it("admin contractors, A to Z by business name (the id breaks ties): each once while contractors join between pages", async () => {
    const db = database.db;
    const seeded: string[] = [];
    for (let i = 0; i < SEEDED; i++) {
      const { contractorId } = await makeContractor(db, routeEnv());
      await db.update(contractors).set({ businessName: `Page Co ${Math.floor(i / 3)}` }).where(eq(contractors.id, contractorId));
      seeded.push(contractorId);
    }
    // Joining between pages under a name sorting before the cursor: never on a later page, and no row shifts.
    const seen = await walk((page) => listContractors(db, page), async () => {
      const { contractorId } = await makeContractor(db, routeEnv());
      await db.update(contractors).set({ businessName: "AAA Early Co" }).where(eq(contractors.id, contractorId));
    });
    const mine = new Set(seeded);
    const byName = await db.select({ id: contractors.id, name: contractors.businessName }).from(contractors);
    const nameOf = new Map(byName.map((c) => [c.id, c.name]));
    const expected = seeded.toSorted((a, b) => (nameOf.get(a)! < nameOf.get(b)! ? -1 : nameOf.get(a)! > nameOf.get(b)! ? 1 : a < b ? -1 : 1));
    expect(seen.filter((id) => mine.has(id))).toEqual(expected);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it("a contractor's ledger (/pro/balance and the admin contractor page), purchases (My leads) and returns (admin): each once while rows are added between pages", async () => {
    const db = database.db;
    const { contractorId } = await makeContractor(db, routeEnv(), { categories: ["plumbing"] });
    const adjust = (at: Date) => db.transaction((tx) => postLedger(tx, entriesForAdjustment(contractorId, 100), { kind: "adjustment", memo: "page", now: at }));
    for (let i = 0; i < SEEDED; i++) await adjust(seededAt(i));
    const ledger = await db.select({ id: ledgerEntries.id, at: ledgerEntries.createdAt }).from(ledgerEntries).where(eq(ledgerEntries.contractorId, contractorId));
    const expectedLedger = newestFirst(ledger);
    const proLedger = await walk(async (page) => {
      const found = await myBalance({ db, env: routeEnv() }, contractorId, page);
      return { rows: found.entries, next: found.next };
    }, () => adjust(newer()));
    expect(proLedger).toEqual(expectedLedger);
    const adminLedger = await walk(async (page) => {
      const found = (await getContractor(db, contractorId, page))!;
      return { rows: found.ledger, next: found.ledgerNext };
    }, () => adjust(newer()));
    expect(adminLedger.filter((id) => expectedLedger.includes(id))).toEqual(expectedLedger);
    expect(new Set(adminLedger).size).toBe(adminLedger.length);

    // Purchases and their returns, three to an instant.
    const buy = async (at: Date) => {
      const [leadId] = await insertLeads(db, [{ category: "plumbing", zip: NYC.zip, lat: NYC.lat, lng: NYC.lng, createdAt: at, status: "sold" }]);
      const [lead] = await db.select({ quoteRequestId: leads.quoteRequestId }).from(leads).where(eq(leads.id, leadId!));
      const purchaseId = await one(db.insert(purchases).values({ leadId: leadId!, contractorId, quoteRequestId: lead!.quoteRequestId, priceCents: 100, idempotencyKey: tag(), serviceAreaSnapshot: {}, purchasedAt: at }).returning({ id: purchases.id }));
      const returnId = await one(db.insert(leadReturns).values({ purchaseId, contractorId, reason: "wrong-number", createdAt: at }).returning({ id: leadReturns.id }));
      return { purchaseId, returnId, at };
    };
    const bought = [];
    for (let i = 0; i < SEEDED; i++) bought.push(await buy(seededAt(i)));
    const ctx = { db, env: routeEnv() };
    const myPages = await walk(async (page) => {
      const found = await myLeads(ctx, contractorId, page);
      return { rows: found.leads.map((l) => ({ id: l.purchaseId })), next: found.next };
    }, () => buy(newer()));
    expect(myPages).toEqual(newestFirst(bought.map((b) => ({ id: b.purchaseId, at: b.at }))));
    const returnPages = await walk((page) => listReturns(db, "pending", page), () => buy(newer()));
    const myReturns = new Set(bought.map((b) => b.returnId));
    expect(returnPages.filter((id) => myReturns.has(id))).toEqual(newestFirst(bought.map((b) => ({ id: b.returnId, at: b.at }))));
    expect(new Set(returnPages).size).toBe(returnPages.length);
  });
});
