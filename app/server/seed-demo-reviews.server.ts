/**
 * Demo reviews (issue 13 §5: "demo data seeds reviews so they show out of the box"), so Find Contractors lists real
 * pros and their profiles show ratings on a fresh start. Each review sits on a real, ledger-correct purchase of a
 * past one-pro request (purchaseLead), never on the demo stock other pages offer. NOTE FOR THE MERGE: the reviews
 * helper seeds demo reviews too; keep one of the two seeders (the rating must stay the sum over visible reviews).
 */
import { eq, sql } from "drizzle-orm";
import { contractors, quoteRequests, reviews } from "~/db/schema";
import { createLeadsForQuoteRequest } from "~/domain/leads/create-leads-for-quote-request.server";
import { purchaseLead } from "~/domain/marketplace/purchase-lead.server";
import type { DomainContext } from "~/domain/shared/domain-context.server";
import { testModePaymentProvider } from "~/domain/payments/payment-provider.server";
import { topUp } from "~/domain/payments/top-up.server";

const DAY = 86_400_000;

const DEMO_REVIEWS: Record<string, { stars: number; body: string; hired: boolean }[]> = {
  "roofing@demo.trustedhomepros.com": [
    { stars: 5, body: "Fixed our leaking roof in one visit and cleaned up after.", hired: true },
    { stars: 4, body: "Good work, started a day later than promised.", hired: true },
  ],
  "plumbing@demo.trustedhomepros.com": [
    { stars: 5, body: "New water heater installed the same week. Clear quote, no surprises.", hired: true },
    { stars: 5, body: "Quick to answer and explained every option.", hired: false },
  ],
  "hvac@demo.trustedhomepros.com": [
    { stars: 4, body: "AC replaced before the heat wave.", hired: true },
    { stars: 5, body: "Friendly crew, fair price.", hired: true },
  ],
};

export async function seedDemoReviews(ctx: DomainContext, now: Date): Promise<void> {
  let n = 0;
  for (const [email, list] of Object.entries(DEMO_REVIEWS)) {
    const [pro] = await ctx.db.select().from(contractors).where(eq(contractors.email, email));
    if (!pro?.baseZip || pro.baseLat === null || pro.baseLng === null) continue;
    for (const review of list) {
      n += 1;
      const at = new Date(now.getTime() - (30 - n) * DAY);
      const leadId = await ctx.db.transaction(async (tx) => {
        const [request] = await tx
          .insert(quoteRequests)
          .values({ reference: `THP-PAST${String(n).padStart(2, "0")}`, fullName: `Past Homeowner ${n}`, email: `reviewer${n}.past@example.com`, phone: `+1212555${String(3000 + n)}`, zip: pro.baseZip!, city: "New York", state: "NY", latitude: pro.baseLat!, longitude: pro.baseLng!, category: pro.categories[0]!, details: "A finished job (demo).", prosRequested: 1, source: "form", consentTextVersion: "demo", consentedAt: at, createdAt: at })
          .returning({ id: quoteRequests.id });
        const [id] = await createLeadsForQuoteRequest(tx, { id: request!.id, category: pro.categories[0]!, zip: pro.baseZip!, lat: pro.baseLat!, lng: pro.baseLng!, pros: 1, duplicate: false }, at);
        // Past work, not stock: auto-buy and alerts never offer it.
        await tx.execute(sql`update leads set auto_buy_offered_at = ${at.toISOString()}::timestamptz, alerts_fanned_at = ${at.toISOString()}::timestamptz where id = ${id!}::uuid`);
        return id!;
      });
      const { purchaseId, priceCents } = await purchaseLead({ ...ctx, now: at }, pro.id, leadId, `demo-review-${n}`);
      // The demo balances stay at what the seed promises: the past job's price comes back as a test-mode top-up.
      await topUp(ctx, pro.id, priceCents, testModePaymentProvider);
      await ctx.db.transaction(async (tx) => {
        await tx.insert(reviews).values({ purchaseId, contractorId: pro.id, stars: review.stars, body: review.body, hired: review.hired, createdAt: new Date(at.getTime() + 3 * DAY) });
        await tx.update(contractors).set({ ratingCount: sql`${contractors.ratingCount} + 1`, ratingSum: sql`${contractors.ratingSum} + ${review.stars}` }).where(eq(contractors.id, pro.id));
      });
    }
  }
}
