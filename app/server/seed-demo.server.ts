import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { DatabaseHandle } from "~/db/client.server";
import { contractorApplications, contractorBalances, contractors, leads, ledgerAccounts, quoteRequests, users } from "~/db/schema";
import { createAdmin } from "~/domain/accounts/create-admin.server";
import { enrolWithKnownSecret } from "~/domain/accounts/two-factor.server";
import { createLeadsForQuoteRequest } from "~/domain/marketplace/create-leads-for-quote-request.server";
import type { DomainContext } from "~/domain/shared/domain-context.server";
import { accountKey, contractorBalance } from "~/domain/ledger/ledger-rules";
import { testModePaymentProvider } from "~/domain/payments/payment-provider.server";
import { topUp } from "~/domain/payments/top-up.server";
import type { Env } from "~/env.server";
import { hashPassword, passwordPolicyError } from "~/lib/auth/password.server";
import { rowsOf } from "~/db/types.server";
import { slugBase } from "~/domain/contractors/contractor-slug";
import { seedDemoReviews } from "./seed-demo-reviews.server";
import { seedDemoOutbox } from "./seed-demo-outbox.server";

export type DemoCredentials = { role: "admin" | "contractor"; email: string; password: string; business?: string }[];

/** Seed only on an empty embedded database, never in production (NODE_ENV unset counts as development here, see env docs). */
export function shouldSeed(env: Pick<Env, "SEED_DEMO">, kind: DatabaseHandle["kind"], nodeEnv: string | undefined): boolean {
  if (env.SEED_DEMO === "false") return false;
  if (nodeEnv === "production") return false;
  if (env.SEED_DEMO === "true") return true;
  return kind === "pglite";
}

/** A random password that passes the policy: "demo-" and 16 base64url characters (96 random bits). */
export function demoPassword(): string {
  // The end-to-end server fixes the demo password so tests can sign in; never in production.
  const fixed = process.env.DEMO_PASSWORD;
  if (fixed && process.env.NODE_ENV !== "production" && !passwordPolicyError(fixed)) return fixed;
  for (;;) {
    const p = `demo-${randomBytes(12).toString("base64url")}`;
    if (!passwordPolicyError(p)) return p;
  }
}

const DEMO_CONTRACTORS = [
  {
    email: "roofing@demo.trustedhomepros.com",
    business: "Skyline Roofing Co.",
    name: "Maria Lopez",
    categories: ["roofing", "solar"],
    zip: "10001",
    lat: 40.7484,
    lng: -73.9967,
    plan: "pay-as-you-go",
  },
  {
    email: "hvac@demo.trustedhomepros.com",
    business: "Brooklyn Comfort HVAC",
    name: "James Carter",
    categories: ["hvac", "electrical"],
    zip: "11201",
    lat: 40.6959,
    lng: -73.9896,
    plan: "professional",
  },
  {
    email: "plumbing@demo.trustedhomepros.com",
    business: "Queens Pipe & Drain",
    name: "Aisha Khan",
    categories: ["plumbing", "home-improvement", "roofing"],
    zip: "11375",
    lat: 40.7214,
    lng: -73.8463,
    plan: "enterprise",
  },
] as const;

const DEMO_REQUESTS = [
  {
    category: "roofing",
    zip: "10001",
    city: "New York",
    state: "NY",
    lat: 40.7484,
    lng: -73.9967,
    pros: 3,
    details: "Asphalt shingle roof, about 2,000 sq ft, leaking after storms.",
    answers: { timeline: "urgent", ownership: "owner", propertyType: "house", budget: "5k-15k", material: "asphalt", stories: "2" },
  },
  {
    category: "roofing",
    zip: "11211",
    city: "Brooklyn",
    state: "NY",
    lat: 40.7081,
    lng: -73.9571,
    pros: 1,
    details: "Flat roof replacement on a two-family house.",
    answers: { timeline: "1-3-months", ownership: "landlord", propertyType: "multi-family", roofPitch: "low" },
  },
  {
    category: "solar",
    zip: "10025",
    city: "New York",
    state: "NY",
    lat: 40.7987,
    lng: -73.9668,
    pros: 2,
    details: "Interested in solar for a townhouse; bill about $250/month.",
    answers: { timeline: "planning", ownership: "owner", propertyType: "townhouse", budget: "15k-30k", goals: "offset75" },
  },
  {
    category: "hvac",
    zip: "11215",
    city: "Brooklyn",
    state: "NY",
    lat: 40.6681,
    lng: -73.9806,
    pros: 3,
    details: "Replace a 20-year-old central AC before summer.",
    answers: { timeline: "within-month", ownership: "owner", propertyType: "house", systemType: "central-ac", currentAge: "veryold" },
  },
  {
    category: "electrical",
    zip: "11201",
    city: "Brooklyn",
    state: "NY",
    lat: 40.6959,
    lng: -73.9896,
    pros: 2,
    details: "Panel upgrade to 200 A and an EV charger.",
    answers: { timeline: "within-month", ownership: "owner", propertyType: "house", budget: "5k-15k", projectType: "panel-upgrade", currentPanel: "100" },
  },
  {
    category: "plumbing",
    zip: "11375",
    city: "Forest Hills",
    state: "NY",
    lat: 40.7214,
    lng: -73.8463,
    pros: 3,
    details: "Water heater replacement, 50 gallon gas.",
    answers: { timeline: "urgent", ownership: "renter-consent", propertyType: "condo", projectType: "water-heater", waterHeaterType: "tank-gas" },
  },
  {
    category: "home-improvement",
    zip: "11372",
    city: "Jackson Heights",
    state: "NY",
    lat: 40.7518,
    lng: -73.8836,
    pros: 2,
    details: "Kitchen remodel, cabinets and counters.",
    answers: { timeline: "1-3-months", ownership: "owner", propertyType: "house", budget: "30k-60k", projectType: "kitchen", scope: "moderate" },
  },
] as const;

/**
 * Demo data for a first start: one admin, three approved contractors with
 * passwords (printed by the caller), balances topped up in TEST MODE, and a
 * few quote requests with their leads. Skipped unless the database is empty.
 */
export async function seedDemo(ctx: DomainContext): Promise<DemoCredentials | undefined> {
  // Empty means no accounts AND no real submissions: demo contractors must never see real homeowners' leads.
  const existing =
    rowsOf<{ n: number }>(
      await ctx.db.execute(
        sql`select (select count(*) from users) + (select count(*) from quote_requests) + (select count(*) from contractor_applications) as n`,
      ),
    )[0]?.n ?? 0;
  if (Number(existing) > 0) return undefined;
  const credentials: DemoCredentials = [];
  const adminPassword = demoPassword();
  const { userId: adminId } = await createAdmin(ctx.db, { email: "admin@demo.trustedhomepros.com", password: adminPassword });
  // The end-to-end server also fixes the admin's TOTP secret, so its specs can answer the second factor (checked at start: env.server.ts).
  const totpSecret = ctx.env.DEMO_TOTP_SECRET;
  if (totpSecret && process.env.NODE_ENV !== "production") await enrolWithKnownSecret(ctx, adminId, totpSecret);
  credentials.push({ role: "admin", email: "admin@demo.trustedhomepros.com", password: adminPassword });
  const now = ctx.now ?? new Date();
  // The demo's documents were "checked" at seeding and run a year from then: Compliance shows OK.
  const documentsExpireOn = new Date(now.getTime() + 365 * 86_400_000).toISOString().slice(0, 10);
  for (const c of DEMO_CONTRACTORS) {
    const password = demoPassword();
    const contractorId = await ctx.db.transaction(async (tx) => {
      const [application] = await tx
        .insert(contractorApplications)
        .values({
          businessName: c.business,
          firstName: c.name.split(" ")[0] ?? c.name,
          lastName: c.name.split(" ")[1] ?? "",
          email: c.email,
          phone: "+12125550100",
          licenseNumber: "DEMO-0001",
          yearsInBusiness: 8,
          serviceCategory: c.categories[0],
          serviceAreas: c.zip,
          insuranceProvider: "Demo Mutual",
          certifiedAt: now,
          status: "approved",
        })
        .returning({ id: contractorApplications.id });
      const [row] = await tx
        .insert(contractors)
        .values({
          applicationId: application?.id,
          businessName: c.business,
          contactName: c.name,
          email: c.email,
          phone: "+12125550100",
          licenseNumber: "DEMO-0001",
          yearsInBusiness: 8,
          insuranceProvider: "Demo Mutual",
          serviceAreasText: c.zip,
          plan: c.plan,
          categories: [...c.categories],
          serviceZipCodes: [c.zip],
          baseZip: c.zip,
          baseLat: c.lat,
          baseLng: c.lng,
          radiusMiles: 25,
          licenseExpiresOn: documentsExpireOn,
          insuranceExpiresOn: documentsExpireOn,
        })
        .returning({ id: contractors.id });
      if (!row) throw new Error("seed: contractor insert failed");
      await tx.insert(contractorBalances).values({ contractorId: row.id });
      await tx.insert(ledgerAccounts).values({ key: accountKey(contractorBalance(row.id)), kind: "contractor-balance", contractorId: row.id });
      await tx.insert(users).values({ email: c.email, role: "contractor", contractorId: row.id, passwordHash: await hashPassword(password) });
      return row.id;
    });
    await topUp(ctx, contractorId, 500_00, testModePaymentProvider);
    credentials.push({ role: "contractor", email: c.email, password, business: c.business });
  }
  // Public profiles (decision 0031): slugs as approval gives them (these three are inserted, not approved).
  for (const c of DEMO_CONTRACTORS)
    await ctx.db
      .update(contractors)
      .set({ slug: slugBase(c.business) })
      .where(eq(contractors.email, c.email));
  let n = 0;
  for (const r of DEMO_REQUESTS) {
    n += 1;
    await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(quoteRequests)
        .values({
          reference: `THP-DEMO${String(n).padStart(2, "0")}`,
          fullName: `Demo Homeowner ${n}`,
          email: `homeowner${n}@example.com`,
          phone: `+1212555${String(1000 + n)}`,
          zip: r.zip,
          city: r.city,
          state: r.state,
          latitude: r.lat,
          longitude: r.lng,
          category: r.category,
          details: r.details,
          answers: r.answers,
          prosRequested: r.pros,
          source: "form",
          consentTextVersion: "demo",
          consentedAt: now,
          createdAt: now,
        })
        .returning({ id: quoteRequests.id });
      if (!row) throw new Error("seed: quote request insert failed");
      await createLeadsForQuoteRequest(tx, { id: row.id, category: r.category, zip: r.zip, lat: r.lat, lng: r.lng, pros: r.pros, duplicate: false }, now);
    });
  }
  // Demo stock is for trying manual buying: marked as already offered, so a demo subscriber who turns auto-buy on is not handed it.
  await ctx.db.update(leads).set({ autoBuyOfferedAt: now }).where(eq(leads.createdAt, now));
  // Rated pros in six trades (and one below 4.0) from real past sales and reviews (decision 0026).
  await seedDemoReviews(ctx, now);
  await seedDemoOutbox(ctx, now);
  return credentials;
}
