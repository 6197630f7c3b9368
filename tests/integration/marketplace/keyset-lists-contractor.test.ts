/**
 * A contractor's growing lists page by keyset (decision 0019), as keyset-lists.test.ts checks the admin's: its
 * history on its admin page and the price history, its ledger (/pro/balance and the admin contractor page), its
 * purchases (My leads) and their returns (admin). Each row once, in the list's order, while rows are added
 * between page reads (keyset-walk.ts).
 */
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { auditLog, leadPriceChanges, ledgerEntries, leadReturns, leads, purchases } from "~/db/schema";
import { listReturns } from "~/domain/admin/list-returns.server";
import { getContractor } from "~/domain/admin/get-contractor.server";
import { myBalance } from "~/domain/ledger/balance.server";
import { entriesForAdjustment } from "~/domain/ledger/ledger-rules";
import { postLedger } from "~/domain/ledger/ledger.server";
import { myLeads } from "~/domain/marketplace/listings.server";
import { listPriceChanges } from "~/domain/pricing/list-price-changes.server";
import { testEngines } from "../../support/test-database";
import { removeDataDir, routeEnv, useRouteDatabase } from "../authorization/route-harness";
import { insertLeads } from "./bulk-leads";
import { newer, newestFirst, one, SEEDED, seededAt, tag, walk } from "./keyset-walk";
import { makeContractor, NYC } from "./marketplace-fixtures";

afterAll(() => removeDataDir());

describe.each(testEngines())("keyset lists on %s", (engine) => {
  const database = useRouteDatabase(engine);

  it("a contractor's history on its admin page and the price history (all, and of one category): each row once while rows are added between pages", async () => {
    const db = database.db;
    const { contractorId } = await makeContractor(db, routeEnv(), { categories: ["plumbing"] });
    const audit = (at: Date) =>
      one(db.insert(auditLog).values({ action: "contractor.page", entity: "contractor", entityId: contractorId, at }).returning({ id: auditLog.id }));
    const seeded: { id: string; at: Date }[] = [];
    for (let i = 0; i < SEEDED; i++) seeded.push({ id: await audit(seededAt(i)), at: seededAt(i) });
    const history = await walk(
      async (page) => {
        const found = (await getContractor(db, contractorId, {}, page))!;
        return { rows: found.history, next: found.historyNext };
      },
      () => audit(newer()),
    );
    const mine = new Set(seeded.map((s) => s.id));
    expect(history.filter((id) => mine.has(id))).toEqual(newestFirst(seeded));
    expect(new Set(history).size).toBe(history.length);

    const change = (at: Date, n: number) =>
      one(
        db
          .insert(leadPriceChanges)
          .values({
            category: n % 2 ? "solar" : "hvac",
            tier: "payAsYouGo",
            kind: n % 3 ? "fresh" : "aged",
            beforeMin: 1,
            beforeMax: 2,
            afterMin: 3,
            afterMax: 4,
            reason: `r${n}`,
            at,
          })
          .returning({ id: leadPriceChanges.id }),
      );
    const changes: { id: string; at: Date }[] = [];
    for (let i = 0; i < SEEDED; i++) changes.push({ id: await change(seededAt(i), i), at: seededAt(i) });
    const when = new Map(changes.map((c) => [c.id, c.at.getTime()]));
    for (const category of [undefined, "solar" as const]) {
      const seen = (
        await walk(
          (page) => listPriceChanges(db, { category, ...page }),
          () => change(newer(), 1),
        )
      ).filter((id) => when.has(id));
      // The cells of one save (one instant) are listed in table order, so compare the set and the order of the instants.
      const expected = changes.filter((_, i) => !category || i % 2).map((c) => c.id);
      expect(seen.toSorted()).toEqual(expected.toSorted());
      expect(seen.map((id) => when.get(id))).toEqual(seen.map((id) => when.get(id)!).toSorted((a, b) => b - a));
    }
  });

  it("a contractor's ledger (/pro/balance and the admin contractor page), purchases (My leads) and returns (admin): each once while rows are added between pages", async () => {
    const db = database.db;
    const { contractorId } = await makeContractor(db, routeEnv(), { categories: ["plumbing"] });
    const adjust = (at: Date) => db.transaction((tx) => postLedger(tx, entriesForAdjustment(contractorId, 100), { kind: "adjustment", memo: "page", now: at }));
    for (let i = 0; i < SEEDED; i++) await adjust(seededAt(i));
    const ledger = await db
      .select({ id: ledgerEntries.id, at: ledgerEntries.createdAt })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.contractorId, contractorId));
    const expectedLedger = newestFirst(ledger);
    const proLedger = await walk(
      async (page) => {
        const found = await myBalance({ db, env: routeEnv() }, contractorId, page);
        return { rows: found.entries, next: found.next };
      },
      () => adjust(newer()),
    );
    expect(proLedger).toEqual(expectedLedger);
    const adminLedger = await walk(
      async (page) => {
        const found = (await getContractor(db, contractorId, page))!;
        return { rows: found.ledger, next: found.ledgerNext };
      },
      () => adjust(newer()),
    );
    expect(adminLedger.filter((id) => expectedLedger.includes(id))).toEqual(expectedLedger);
    expect(new Set(adminLedger).size).toBe(adminLedger.length);

    // Purchases and their returns, three to an instant.
    const buy = async (at: Date) => {
      const [leadId] = await insertLeads(db, [{ category: "plumbing", zip: NYC.zip, lat: NYC.lat, lng: NYC.lng, createdAt: at, status: "sold" }]);
      const [lead] = await db.select({ quoteRequestId: leads.quoteRequestId }).from(leads).where(eq(leads.id, leadId!));
      const purchaseId = await one(
        db
          .insert(purchases)
          .values({
            leadId: leadId!,
            contractorId,
            quoteRequestId: lead!.quoteRequestId,
            priceCents: 100,
            idempotencyKey: tag(),
            serviceAreaSnapshot: {},
            purchasedAt: at,
          })
          .returning({ id: purchases.id }),
      );
      const returnId = await one(
        db.insert(leadReturns).values({ purchaseId, contractorId, reason: "wrong-number", createdAt: at }).returning({ id: leadReturns.id }),
      );
      return { purchaseId, returnId, at };
    };
    const bought = [];
    for (let i = 0; i < SEEDED; i++) bought.push(await buy(seededAt(i)));
    const ctx = { db, env: routeEnv() };
    const myPages = await walk(
      async (page) => {
        const found = await myLeads(ctx, contractorId, page);
        return { rows: found.leads.map((l) => ({ id: l.purchaseId })), next: found.next };
      },
      () => buy(newer()),
    );
    expect(myPages).toEqual(newestFirst(bought.map((b) => ({ id: b.purchaseId, at: b.at }))));
    const returnPages = await walk(
      (page) => listReturns(db, "pending", page),
      () => buy(newer()),
    );
    const myReturns = new Set(bought.map((b) => b.returnId));
    expect(returnPages.filter((id) => myReturns.has(id))).toEqual(newestFirst(bought.map((b) => ({ id: b.returnId, at: b.at }))));
    expect(new Set(returnPages).size).toBe(returnPages.length);
  });
});
