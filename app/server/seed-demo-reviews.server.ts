/**
 * Demo reviews (decisions 0026 and 0031): seven more approved pros, so six pros of six different trades are rated 4.0 or
 * more from 3+ reviews each (the home page's featured cards and search use them) and one roofer below 4.0. Every
 * review comes the real way: a past quote request, bought by the pro (ledger and all, the price topped up again
 * so demo balances stay as printed), an invitation, and the review through its link. One more sale, four days old,
 * (Skyline Roofing's, a demo pro you can sign in as) has no invitation yet: the review job e-mails it at the first
 * start (its link reaches a mail catcher such as `npm run mail-sink`; the admin outbox hides it), to try the whole flow.
 * Deterministic: the same pros, requests, stars and words every time.
 */
import { eq } from "drizzle-orm";
import { contractorApplications, contractors, leads, quoteRequests, reviewInvitations, users } from "~/db/schema";
import { approveApplication } from "~/domain/contractors/approve-application.server";
import { createLeadsForQuoteRequest } from "~/domain/marketplace/create-leads-for-quote-request.server";
import { purchaseLead } from "~/domain/marketplace/purchase-lead.server";
import { testModePaymentProvider } from "~/domain/payments/payment-provider.server";
import { topUp } from "~/domain/payments/top-up.server";
import { submitReview } from "~/domain/reviews/review-invitation.server";
import { invitationExpiresAt } from "~/domain/reviews/review-rules";
import type { DomainContext } from "~/domain/shared/domain-context.server";
import { newToken } from "~/lib/auth/tokens.server";
import { lookupZip } from "~/lib/zip-lookup.server";

const DAY = 24 * 3600 * 1000;

/** The homeowner of the sale still awaiting its invitation: reviewer100@example.com (the e2e review spec reads it). */
const AWAITING = 100;

type DemoPro = { business: string; category: string; zip: string; stars: number[]; first?: string; last?: string };

/**
 * Seven new pros, stars in the order their reviews were written. Of seedDemo's three pros (whose passwords are
 * printed), Queens Pipe & Drain gets three reviews and Skyline Roofing the sale awaiting review.
 */
const RATED: readonly DemoPro[] = [
  { business: "Summit Roofing & Gutters", first: "Dan", last: "Okafor", category: "roofing", zip: "10001", stars: [5, 5, 4, 5] },
  { business: "Sunrise Solar Partners", first: "Priya", last: "Shah", category: "solar", zip: "10025", stars: [5, 5, 5, 4] },
  { business: "Harbor Heating & Cooling", first: "Lena", last: "Novak", category: "hvac", zip: "11201", stars: [5, 4, 4, 5] },
  { business: "Bright Spark Electric", first: "Tom", last: "Reilly", category: "electrical", zip: "11215", stars: [4, 4, 5] },
  { business: "Forest Hills Plumbing", first: "Omar", last: "Haddad", category: "plumbing", zip: "11375", stars: [4, 5, 4] },
  { business: "Heritage Home Improvement", first: "Elena", last: "Costa", category: "home-improvement", zip: "11372", stars: [5, 4, 5, 4, 5] },
  { business: "Budget Roof Repair", first: "Vic", last: "Moran", category: "roofing", zip: "11211", stars: [3, 2, 4, 3] },
];
const SKYLINE: DemoPro = { business: "Skyline Roofing Co.", category: "roofing", zip: "10001", stars: [] };
/**
 * A demo pro you can sign in as, rated too: it also takes roofing near 10001 and rates 5.0, so Find Contractors'
 * roofing search there lists it first and "Request a quote from this pro" can be followed to its dashboard
 * (tests/e2e/find-contractors.spec.ts).
 */
const QUEENS: DemoPro = { business: "Queens Pipe & Drain", category: "plumbing", zip: "11375", stars: [5, 5, 5] };

const WORDS: Record<number, readonly string[]> = {
  5: [
    "Came the next day, explained every option and finished on time. Spotless clean-up.",
    "Fair price, no surprises, and the crew was friendly. Would hire again.",
    "Excellent work and great communication from quote to finish.",
  ],
  4: ["Good work at a fair price; scheduling took a few calls.", "Solid job. One follow-up visit needed, handled quickly."],
  3: ["The work is fine, but they arrived late twice."],
  2: ["Quote was higher than agreed and the job took a week longer."],
};

/** Adds the demo pros, their past sales and reviews; `now` is the seed's clock. */
export async function seedDemoReviews(ctx: DomainContext, now: Date): Promise<void> {
  const [admin] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, "admin@demo.trustedhomepros.com"));
  if (!admin) throw new Error("seed: the demo admin is missing");
  let sale = 0;
  for (const [p, pro] of RATED.entries()) {
    const contractorId = await approveDemoPro(ctx, admin.id, pro, p, now);
    // Every sale first, then the reviews: once Budget Roof Repair's third review puts it below the 4-star rule
    // (rating-bar.ts) it can buy no more leads, so its fourth sale must come before.
    const sales = [];
    for (const r of pro.stars.keys()) {
      sale += 1;
      const soldAt = new Date(now.getTime() - (12 + 9 * r + p) * DAY);
      sales.push({ n: sale, soldAt, token: await pastSale(ctx, contractorId, pro, sale, soldAt) });
    }
    for (const [r, stars] of pro.stars.entries()) {
      const { n, soldAt, token } = sales[r]!;
      const words = WORDS[stars] ?? [];
      await submitReview({ ...ctx, now: new Date(soldAt.getTime() + 4 * DAY) }, token, {
        stars,
        body: words[(n + r) % words.length],
        hired: stars >= 4 ? true : undefined,
      });
    }
  }
  const queens = await contractorByEmail(ctx, "plumbing@demo.trustedhomepros.com");
  for (const [r, stars] of QUEENS.stars.entries()) {
    sale += 1;
    const soldAt = new Date(now.getTime() - (20 + 7 * r) * DAY);
    const token = await pastSale(ctx, queens, QUEENS, sale, soldAt);
    await submitReview({ ...ctx, now: new Date(soldAt.getTime() + 4 * DAY) }, token, { stars, body: WORDS[stars]![r % WORDS[stars]!.length], hired: true });
  }
  // Bought four days ago and not yet invited: the review job's first run sends this invitation.
  await pastSale(ctx, await contractorByEmail(ctx, "roofing@demo.trustedhomepros.com"), SKYLINE, AWAITING, new Date(now.getTime() - 4 * DAY), false);
}

async function contractorByEmail(ctx: DomainContext, email: string): Promise<string> {
  const [row] = await ctx.db.select({ id: contractors.id }).from(contractors).where(eq(contractors.email, email));
  if (!row) throw new Error(`seed: no demo contractor ${email}`);
  return row.id;
}

/** A new pro through the real approval (its set-password invitation waits in the outbox), funded like the others. */
async function approveDemoPro(ctx: DomainContext, adminId: string, pro: DemoPro, n: number, now: Date): Promise<string> {
  const [application] = await ctx.db
    .insert(contractorApplications)
    .values({
      businessName: pro.business,
      firstName: pro.first ?? "Demo",
      lastName: pro.last ?? "Pro",
      email: `${pro.category}.${n}@demo.trustedhomepros.com`,
      phone: `+1212555${2300 + n}`,
      licenseNumber: `DEMO-${1000 + n}`,
      yearsInBusiness: 6 + n,
      serviceCategory: pro.category,
      serviceAreas: pro.zip,
      insuranceProvider: "Demo Mutual",
      certifiedAt: now,
    })
    .returning({ id: contractorApplications.id });
  const expires = new Date(now.getTime() + 365 * DAY).toISOString().slice(0, 10);
  const { contractorId } = await approveApplication({ ...ctx, now }, adminId, application!.id, { licenseExpiresOn: expires, insuranceExpiresOn: expires });
  await topUp({ ...ctx, now }, contractorId, 500_00, testModePaymentProvider);
  return contractorId;
}

/**
 * A homeowner's request in the pro's ZIP, bought an hour later (the price topped up again at once, so the balance
 * ends where it began), with its review invitation; returns the link's token. `invited: false` leaves the
 * invitation to the job.
 */
async function pastSale(ctx: DomainContext, contractorId: string, pro: DemoPro, n: number, soldAt: Date, invited = true): Promise<string> {
  const place = await lookupZip(pro.zip);
  if (!place) throw new Error(`seed: unknown ZIP ${pro.zip}`);
  const askedAt = new Date(soldAt.getTime() - 3600_000);
  const leadId = await ctx.db.transaction(async (tx) => {
    const [request] = await tx
      .insert(quoteRequests)
      .values({
        reference: `THP-RVW${String(n).padStart(3, "0")}`,
        fullName: `Demo Reviewer ${n}`,
        email: `reviewer${n}@example.com`,
        phone: `+1212555${String(3000 + n)}`,
        zip: pro.zip,
        city: place.city,
        state: place.state,
        latitude: place.latitude,
        longitude: place.longitude,
        category: pro.category,
        details: "A past job for the demo reviews.",
        prosRequested: 1,
        source: "form",
        consentTextVersion: "demo",
        consentedAt: askedAt,
        createdAt: askedAt,
      })
      .returning({ id: quoteRequests.id });
    await createLeadsForQuoteRequest(
      tx,
      { id: request!.id, category: pro.category, zip: pro.zip, lat: place.latitude, lng: place.longitude, pros: 1, duplicate: false },
      askedAt,
    );
    const [lead] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.quoteRequestId, request!.id));
    return lead!.id;
  });
  const sold = await purchaseLead({ ...ctx, now: soldAt }, contractorId, leadId, `demo-review-${n}`);
  await topUp({ ...ctx, now: soldAt }, contractorId, sold.priceCents, testModePaymentProvider);
  if (!invited) return "";
  const { token, hash } = newToken();
  const sentAt = new Date(soldAt.getTime() + 3 * DAY);
  await ctx.db
    .insert(reviewInvitations)
    .values({ purchaseId: sold.purchaseId, tokenHash: hash, dueAt: sentAt, sentAt, expiresAt: invitationExpiresAt(sentAt), createdAt: sentAt });
  return token;
}
