/** A fresh start shows real pros: the demo contractors have profiles, and reviews on real, ledger-correct purchases. */
import { describe, expect, it } from "vitest";
import { findRatedContractors } from "~/domain/marketplace/find-rated-contractors.server";
import { getPublicProfile, listProfileReviews } from "~/domain/contractors/get-public-profile.server";
import { searchPlace } from "~/domain/contractors/search-place.server";
import { availableLeadsForContractor } from "~/domain/marketplace/listings.server";
import { seedDemo } from "~/server/seed-demo.server";
import { useTestDatabase } from "../../support/use-test-database";
import { ledgerReport } from "../marketplace/marketplace-fixtures";

describe("demo profiles", () => {
  const t = useTestDatabase("pglite");

  it("roofing near 10001 lists the rated roofers, best rated first (not the one below 4.0, not the unrated), with verified profiles and reviews; the ledger adds up", async () => {
    const ctx = { db: t.db, env: t.env };
    await seedDemo(ctx);
    const found = await findRatedContractors(t.db, { category: "roofing", place: await searchPlace("10001") }, new Date());
    expect(found.contractors.map((c) => [c.businessName, c.rating])).toEqual([
      ["Queens Pipe & Drain", 5],
      ["Summit Roofing & Gutters", 4.8],
    ]);
    const profile = await getPublicProfile(t.db, "queens-pipe-drain", new Date());
    expect(profile).toMatchObject({ businessName: "Queens Pipe & Drain", ratingCount: 3, verification: { verified: true } });
    expect((await listProfileReviews(t.db, profile!.id)).rows.map((r) => r.stars)).toEqual([5, 5, 5]);
    expect(await ledgerReport(t.db)).toMatchObject({ unbalanced: 0, mismatched: 0, negative: 0 });
    // The past jobs are not stock: the demo roofer's available leads are the seed's open requests only.
    const available = await availableLeadsForContractor(ctx, profile!.id, { limit: 100 });
    expect(available.leads.every((l) => l.summary !== "A past job for the demo reviews.")).toBe(true);
    expect(available.balanceCents).toBe(500_00);
  });
});
