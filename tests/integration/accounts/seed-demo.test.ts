import { count, eq, gt, sum } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { contractors, purchases, reviews } from "~/db/schema";
import { sendReviewInvitations } from "~/domain/reviews/send-review-invitations.server";
import { seedDemo, shouldSeed } from "~/server/seed-demo.server";
import { signIn } from "~/domain/accounts/sign-in.server";
import { availableLeadsForContractor } from "~/domain/marketplace/listings.server";
import { contractorsForLead } from "~/domain/marketplace/contractors-for-lead.server";
import { lookupZip } from "~/lib/zip-lookup.server";
import { passwordPolicyError } from "~/lib/auth/password.server";
import { useTestDatabase } from "../../support/use-test-database";

// Real scrypt at a cheaper cost: these tests hash and check passwords often (auth.test.ts tests the cost itself).
vi.mock("~/lib/auth/password.server", async (original) => (await import("../../support/cheap-password-hashes")).cheapPasswordHashes(original));

describe("demo seed", () => {
  const t = useTestDatabase("pglite", { env: { RATE_LIMIT_LOGIN_MAX: "1000" } });

  it("runs only on an embedded database outside production, unless forced or turned off", () => {
    expect(shouldSeed({ SEED_DEMO: "auto" }, "pglite", undefined)).toBe(true);
    expect(shouldSeed({ SEED_DEMO: "auto" }, "postgres", undefined)).toBe(false);
    expect(shouldSeed({ SEED_DEMO: "true" }, "postgres", "development")).toBe(true);
    expect(shouldSeed({ SEED_DEMO: "true" }, "pglite", "production")).toBe(false);
    expect(shouldSeed({ SEED_DEMO: "false" }, "pglite", undefined)).toBe(false);
  });

  it("creates an admin and three funded contractors whose printed passwords work, and leads to buy; once", async () => {
    const ctx = { db: t.db, env: t.env };
    const credentials = await seedDemo(ctx);
    expect(credentials?.map((c) => c.role)).toEqual(["admin", "contractor", "contractor", "contractor"]);
    const seen = [];
    for (const c of credentials ?? []) {
      expect(passwordPolicyError(c.password)).toBeUndefined();
      const result = await signIn(ctx, { email: c.email, password: c.password, ip: "192.0.2.40" });
      if (!result.ok) throw new Error(`demo sign-in failed for ${c.email}`);
      const contractorId = result.user.contractorId;
      if (contractorId) seen.push(await availableLeadsForContractor(ctx, contractorId));
    }
    expect(seen.map((l) => l.balanceCents)).toEqual([500_00, 500_00, 500_00]);
    expect(seen.every((l) => l.leads.length > 0)).toBe(true);
    expect(await seedDemo(ctx)).toBeUndefined();
  });

  it("rates six pros of six different trades 4.0 or more from 3+ reviews each, and one below 4.0, from real sales; one invitation is due", async () => {
    const ctx = { db: t.db, env: t.env };
    await seedDemo(ctx);
    const rated = await t.db
      .select({
        business: contractors.businessName,
        categories: contractors.categories,
        sum: contractors.ratingSum,
        count: contractors.ratingCount,
        status: contractors.status,
      })
      .from(contractors)
      .where(gt(contractors.ratingCount, 0));
    const good = rated.filter((c) => c.count >= 3 && c.sum / c.count >= 4 && c.status === "active");
    expect(new Set(good.map((c) => c.categories[0])).size).toBeGreaterThanOrEqual(6);
    expect(rated.filter((c) => c.count >= 3 && c.sum / c.count < 4).map((c) => c.business)).toEqual(["Budget Roof Repair"]);
    // Each rating is exactly its visible reviews, each review a sale.
    const [all] = await t.db
      .select({ n: count(), stars: sum(reviews.stars) })
      .from(reviews)
      .innerJoin(purchases, eq(purchases.id, reviews.purchaseId));
    expect([all!.n, Number(all!.stars)]).toEqual([rated.reduce((n, c) => n + c.count, 0), rated.reduce((n, c) => n + c.sum, 0)]);
    const sent = await sendReviewInvitations(ctx);
    expect(sent.sent).toBe(1);
  });

  it("keeps Budget Roof Repair (3.0 from 4 reviews) off the market: not matched to roofing leads in 10011, its dashboard says why", async () => {
    const ctx = { db: t.db, env: t.env };
    await seedDemo(ctx);
    const [budget] = await t.db.select({ id: contractors.id }).from(contractors).where(eq(contractors.businessName, "Budget Roof Repair"));
    const place = (await lookupZip("10011"))!;
    const today = new Date().toISOString().slice(0, 10);
    const matched = await contractorsForLead(t.db, { zip: "10011", lat: place.latitude, lng: place.longitude, category: "roofing" }, today);
    expect(matched.length).toBeGreaterThan(0);
    expect(matched.map((c) => c.id)).not.toContain(budget!.id);
    expect((await availableLeadsForContractor(ctx, budget!.id)).ratingBar).toMatchObject({ rating: 3, reviews: 4 });
  });
});
