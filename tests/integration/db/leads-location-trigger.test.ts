/**
 * Migration 0005 makes leads.latitude/longitude NOT NULL in the release that
 * adds them. During a rolling deploy the previous release still inserts leads
 * without them; the leads_fill_location trigger must fill them from the
 * request, or those inserts would fail (docs/deploy.md: migrations first).
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { leads, quoteRequests } from "~/db/schema";
import { makeQuoteRequest } from "../marketplace/marketplace-fixtures";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";

describe.each(testEngines())("a lead written the previous release's way on %s", (engine) => {
  const database = useTestDatabase(engine);

  it("gets its request's location from the trigger, and a location given is kept", async () => {
    const { quoteRequestId } = await makeQuoteRequest(database.db, { pros: 1 });
    const [request] = await database.db
      .select({ lat: quoteRequests.latitude, lng: quoteRequests.longitude })
      .from(quoteRequests)
      .where(eq(quoteRequests.id, quoteRequestId));
    // The previous release's insert: no latitude, no longitude.
    await database.db.execute(sql`insert into leads (quote_request_id, seq, category, zip) values (${quoteRequestId}, 2, 'roofing', '10001')`);
    const [old] = await database.db.select({ lat: leads.latitude, lng: leads.longitude }).from(leads).where(eq(leads.seq, 2));
    expect(old).toEqual({ lat: request!.lat, lng: request!.lng });

    await database.db.execute(
      sql`insert into leads (quote_request_id, seq, category, zip, latitude, longitude) values (${quoteRequestId}, 3, 'roofing', '10001', 1.5, 2.5)`,
    );
    const [given] = await database.db.select({ lat: leads.latitude, lng: leads.longitude }).from(leads).where(eq(leads.seq, 3));
    expect(given).toEqual({ lat: 1.5, lng: 2.5 });
  });
});
