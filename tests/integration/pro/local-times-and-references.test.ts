/**
 * A contractor reads its times in its own zone (its chosen one, else its base ZIP's) and its balance history names
 * each lead by reference, trade and place, never by an id. On PGlite and on PostgreSQL.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contractors, quoteRequests } from "~/db/schema";
import { getMyTimeZone } from "~/domain/contractors/my-time-zone.server";
import { myBalance } from "~/domain/ledger/balance.server";
import { purchaseLead } from "~/domain/marketplace/purchase-lead.server";
import { formatDateTimeIn } from "~/lib/format-time";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { LA, makeContractor, makeQuoteRequest, NYC } from "../marketplace/marketplace-fixtures";

// 19:10 UTC on Dec 1: 2:10 PM in New York (EST), 11:10 AM in Los Angeles (PST).
const BOUGHT = new Date("2026-12-01T19:10:00Z");
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

describe.each(testEngines())("local times and lead references on %s", (engine) => {
  const t = useTestDatabase(engine);
  const ctx = (now?: Date) => ({ db: t.db, env: t.env, now });

  async function buyIn(place: typeof NYC) {
    const pro = await makeContractor(t.db, t.env, { base: place, zips: [place.zip], balanceCents: 500_00 });
    const request = await makeQuoteRequest(t.db, { place, pros: 1, createdAt: new Date("2026-12-01T18:00:00Z") });
    const sale = await purchaseLead(ctx(BOUGHT), pro.contractorId, request.leadIds[0]!, crypto.randomUUID());
    return { ...pro, ...request, sale };
  }

  it("shows a New York pro's purchase in EST and a Los Angeles pro's in PST", async () => {
    const ny = await buyIn(NYC);
    const la = await buyIn(LA);
    const nyZone = await getMyTimeZone(ctx(), ny.contractorId);
    const laZone = await getMyTimeZone(ctx(), la.contractorId);
    expect(nyZone).toBe("America/New_York");
    expect(laZone).toBe("America/Los_Angeles");
    expect(formatDateTimeIn(BOUGHT, nyZone)).toBe("Dec 1, 2026, 2:10 PM EST");
    expect(formatDateTimeIn(BOUGHT, laZone)).toBe("Dec 1, 2026, 11:10 AM PST");
  });

  it("uses the zone the contractor chose over its base ZIP's", async () => {
    const pro = await makeContractor(t.db, t.env, { base: NYC });
    await t.db.update(contractors).set({ alertTimeZone: "America/Phoenix" }).where(eq(contractors.id, pro.contractorId));
    expect(await getMyTimeZone(ctx(), pro.contractorId)).toBe("America/Phoenix");
  });

  it("names the lead of a purchase in the balance history by reference, trade and place", async () => {
    const bought = await buyIn(NYC);
    const [request] = await t.db.select({ reference: quoteRequests.reference }).from(quoteRequests).where(eq(quoteRequests.id, bought.quoteRequestId));
    const { entries } = await myBalance(ctx(), bought.contractorId);
    const purchase = entries.find((e) => e.kind === "purchase");
    expect(purchase?.memo).toBe(`${request!.reference} · Roofing · New York, NY`);
    for (const e of entries) expect(e.memo).not.toMatch(UUID);
  });
});
