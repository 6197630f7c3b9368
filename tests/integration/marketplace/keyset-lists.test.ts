/**
 * Every growing list pages by keyset (decision 0019): walking the pages
 * returns each row exactly once, in the list's order, while new rows are
 * inserted between page reads (they are newer than any cursor, so they
 * neither shift nor repeat an older page). Ties on the sort key are broken by
 * the id. Pages are kept small (4 rows, keyset-walk.ts) so a dozen rows span
 * several. The admin's lists are here; a contractor's own (and those of its
 * admin page) in keyset-lists-contractor.test.ts.
 */
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { auditLog, careerApplications, contactMessages, contractorApplications, contractors, outbox, pricingRequests } from "~/db/schema";
import { listApplications } from "~/domain/admin/list-applications.server";
import { listAuditLog } from "~/domain/admin/list-audit-log.server";
import { listCareerApplications } from "~/domain/admin/list-career-applications.server";
import { listContactMessages } from "~/domain/admin/list-contact-messages.server";
import { listContractors } from "~/domain/admin/list-contractors.server";
import { listLeads } from "~/domain/admin/list-leads.server";
import { listOutbox } from "~/domain/admin/list-outbox.server";
import { listPricingRequests } from "~/domain/admin/list-pricing-requests.server";
import type { Page, PageRequest } from "~/domain/shared/keyset-page.server";
import { testEngines } from "../../support/test-database";
import { removeDataDir, routeEnv, useRouteDatabase } from "../authorization/route-harness";
import { insertLeads } from "./bulk-leads";
import { BASE, newer, newestFirst, one, SEEDED, seededAt, tag, walk } from "./keyset-walk";
import { makeContractor, NYC } from "./marketplace-fixtures";

afterAll(() => removeDataDir());

type TimedList = {
  name: string;
  /** Insert one row at this time; its id. */
  insert: (db: Db, at: Date, n: number) => Promise<string>;
  read: (db: Db, page: PageRequest) => Promise<Page<{ id: string }>>;
};

const timedLists: TimedList[] = [
  {
    name: "admin audit log",
    insert: (db, at, n) =>
      one(
        db
          .insert(auditLog)
          .values({ action: "test.page", entity: "contractor", entityId: `e${n}`, at })
          .returning({ id: auditLog.id }),
      ),
    read: (db, page) => listAuditLog(db, page),
  },
  {
    name: "admin outbox (filtered by recipient)",
    insert: (db, at, n) =>
      one(
        db
          .insert(outbox)
          .values({ channel: "email", kind: "test.page", to: "Pager@Example.com", subject: `s${n}`, text: "t", status: "stored", createdAt: at })
          .returning({ id: outbox.id }),
      ),
    read: (db, page) => listOutbox(db, { to: "pager@example.com" }, page),
  },
  {
    name: "admin contact messages",
    insert: (db, at, n) =>
      one(
        db
          .insert(contactMessages)
          .values({ firstName: "Ann", lastName: `P${n}`, email: "ann@example.com", role: "homeowner", message: "Hello", createdAt: at })
          .returning({ id: contactMessages.id }),
      ),
    read: (db, page) => listContactMessages(db, page),
  },
  {
    name: "admin pricing requests",
    insert: (db, at, n) =>
      one(
        db
          .insert(pricingRequests)
          .values({ fullName: `P ${n}`, email: "p@example.com", phone: "+12125550100", businessName: "B", createdAt: at })
          .returning({ id: pricingRequests.id }),
      ),
    read: (db, page) => listPricingRequests(db, page),
  },
  {
    name: "admin career applications",
    insert: (db, at, n) =>
      one(
        db
          .insert(careerApplications)
          .values({
            fullName: `C ${n}`,
            email: "c@example.com",
            phone: "+12125550100",
            resumeStoredName: `r-${tag()}.pdf`,
            resumeOriginalName: "cv.pdf",
            resumeMime: "application/pdf",
            resumeSizeBytes: 10,
            resumeSha256: "0".repeat(64),
            createdAt: at,
          })
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
          .values({
            businessName: `A ${n}`,
            firstName: "A",
            lastName: "B",
            email: `a${tag()}@example.com`,
            phone: "+12125550100",
            licenseNumber: "L",
            yearsInBusiness: 3,
            serviceCategory: "roofing",
            serviceAreas: "10001",
            insuranceProvider: "I",
            certifiedAt: at,
            status: "in_review",
            createdAt: at,
          })
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
    const seen = await walk(
      (page) => list.read(db, page),
      () => list.insert(db, newer(), 99),
    );
    const mine = new Set(seeded.map((s) => s.id));
    expect(seen.filter((id) => mine.has(id))).toEqual(newestFirst(seeded));
    expect(new Set(seen).size).toBe(seen.length);
  });

  it("admin leads (all, and filtered by status and category): each lead once while leads arrive between pages", async () => {
    const db = database.db;
    const seededIds = await insertLeads(
      db,
      Array.from({ length: SEEDED }, (_, i) => ({ category: "solar", zip: NYC.zip, lat: NYC.lat, lng: NYC.lng, createdAt: seededAt(i) })),
    );
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
      await db
        .update(contractors)
        .set({ businessName: `Page Co ${Math.floor(i / 3)}` })
        .where(eq(contractors.id, contractorId));
      seeded.push(contractorId);
    }
    // Joining between pages under a name sorting before the cursor: never on a later page, and no row shifts.
    const seen = await walk(
      (page) => listContractors(db, page),
      async () => {
        const { contractorId } = await makeContractor(db, routeEnv());
        await db.update(contractors).set({ businessName: "AAA Early Co" }).where(eq(contractors.id, contractorId));
      },
    );
    const mine = new Set(seeded);
    const byName = await db.select({ id: contractors.id, name: contractors.businessName }).from(contractors);
    const nameOf = new Map(byName.map((c) => [c.id, c.name]));
    const expected = seeded.toSorted((a, b) => (nameOf.get(a)! < nameOf.get(b)! ? -1 : nameOf.get(a)! > nameOf.get(b)! ? 1 : a < b ? -1 : 1));
    expect(seen.filter((id) => mine.has(id))).toEqual(expected);
    expect(new Set(seen).size).toBe(seen.length);
  });
});
