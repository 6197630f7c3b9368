/** Building contractors, admins and leads directly in a test database. */
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { contractorBalances, contractors, ledgerAccounts, quoteRequests, users } from "~/db/schema";
import { createLeadsForQuoteRequest } from "~/domain/marketplace/create-leads-for-quote-request.server";
import { accountKey, contractorBalance } from "~/domain/ledger/ledger-rules";
import { testModePaymentProvider } from "~/domain/payments/payment-provider.server";
import { topUp } from "~/domain/payments/top-up.server";
import type { Env } from "~/env.server";
import { rowsOf } from "~/db/types.server";

let counter = 0;
const next = () => (counter += 1);

export const NYC = { zip: "10001", city: "New York", state: "NY", lat: 40.7484, lng: -73.9967 };
export const BROOKLYN = { zip: "11201", city: "Brooklyn", state: "NY", lat: 40.6959, lng: -73.9896 };
export const LA = { zip: "90012", city: "Los Angeles", state: "CA", lat: 34.0614, lng: -118.2385 };

/** The TOTP secret of every admin the test fixtures make (tests answer its codes as an authenticator app would). */
export const FIXTURE_TOTP_SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

export async function makeAdmin(db: Db): Promise<string> {
  // Enrolled in two-factor sign-in, as every admin must be (ADMIN_TWO_FACTOR=required), so its sessions open /admin.
  const [row] = await db
    .insert(users)
    .values({ email: `admin${next()}-${randomUUID().slice(0, 8)}@example.com`, role: "admin", totpSecret: FIXTURE_TOTP_SECRET, totpEnabledAt: new Date() })
    .returning({ id: users.id });
  return row!.id;
}

export type ContractorOptions = {
  categories?: string[];
  zips?: string[];
  base?: { zip: string; lat: number; lng: number } | null;
  radiusMiles?: number | null;
  plan?: "pay-as-you-go" | "professional" | "enterprise";
  weeklyCapCents?: number | null;
  balanceCents?: number;
  status?: "active" | "paused" | "suspended";
};

export async function makeContractor(db: Db, env: Env, o: ContractorOptions = {}): Promise<{ contractorId: string; userId: string }> {
  const n = next();
  const base = o.base === undefined ? NYC : o.base;
  const [c] = await db
    .insert(contractors)
    .values({
      businessName: `Contractor ${n}`,
      contactName: `Pro ${n}`,
      email: `pro${n}-${randomUUID().slice(0, 8)}@example.com`,
      phone: "+12125552100",
      licenseNumber: `L-${n}`,
      yearsInBusiness: 5,
      insuranceProvider: "Test Mutual",
      // Paid in while active: a suspended account takes no top-ups, so its status is set after the balance.
      status: o.balanceCents ? "active" : (o.status ?? "active"),
      plan: o.plan ?? "pay-as-you-go",
      categories: o.categories ?? ["roofing"],
      serviceZipCodes: o.zips ?? [],
      baseZip: base?.zip ?? null,
      baseLat: base?.lat ?? null,
      baseLng: base?.lng ?? null,
      radiusMiles: base ? (o.radiusMiles === undefined ? 25 : o.radiusMiles) : null,
      weeklyCapCents: o.weeklyCapCents ?? null,
    })
    .returning({ id: contractors.id, email: contractors.email });
  await db.insert(contractorBalances).values({ contractorId: c!.id });
  await db.insert(ledgerAccounts).values({ key: accountKey(contractorBalance(c!.id)), kind: "contractor-balance", contractorId: c!.id });
  const [u] = await db.insert(users).values({ email: c!.email, role: "contractor", contractorId: c!.id }).returning({ id: users.id });
  if (o.balanceCents) await topUp({ db, env }, c!.id, o.balanceCents, testModePaymentProvider);
  if (o.balanceCents && o.status && o.status !== "active") await db.update(contractors).set({ status: o.status }).where(eq(contractors.id, c!.id));
  return { contractorId: c!.id, userId: u!.id };
}

export async function makeQuoteRequest(
  db: Db,
  o: {
    category?: string;
    place?: { zip: string; city: string; state: string; lat: number; lng: number };
    pros?: 1 | 2 | 3;
    duplicate?: boolean;
    createdAt?: Date;
  } = {},
): Promise<{ quoteRequestId: string; leadIds: string[] }> {
  const n = next();
  const place = o.place ?? NYC;
  const category = o.category ?? "roofing";
  const pros = o.pros ?? 3;
  const createdAt = o.createdAt ?? new Date();
  return db.transaction(async (tx) => {
    let duplicateOfId: string | null = null;
    if (o.duplicate) {
      const [orig] = await tx
        .insert(quoteRequests)
        .values({
          reference: `T-${randomUUID().slice(0, 10)}`,
          fullName: "Original",
          email: `orig${n}@example.com`,
          phone: "+12125551000",
          zip: place.zip,
          city: place.city,
          state: place.state,
          latitude: place.lat,
          longitude: place.lng,
          category,
          prosRequested: 1,
          source: "form",
          consentTextVersion: "t",
          consentedAt: createdAt,
        })
        .returning({ id: quoteRequests.id });
      duplicateOfId = orig!.id;
    }
    const [row] = await tx
      .insert(quoteRequests)
      .values({
        reference: `T-${randomUUID().slice(0, 10)}`,
        fullName: `Homeowner ${n}`,
        email: `home${n}@example.com`,
        phone: `+1212555${String(2000 + (n % 7000)).padStart(4, "0")}`,
        zip: place.zip,
        city: place.city,
        state: place.state,
        latitude: place.lat,
        longitude: place.lng,
        category,
        details: `Project ${n}`,
        prosRequested: pros,
        source: "form",
        isDuplicate: Boolean(o.duplicate),
        duplicateOfId,
        consentTextVersion: "t",
        consentedAt: createdAt,
        createdAt,
      })
      .returning({ id: quoteRequests.id });
    // Leads of a duplicate request are created sellable here, to test the return rule on a lead that was sold.
    const leadIds = await createLeadsForQuoteRequest(
      tx,
      { id: row!.id, category, zip: place.zip, lat: place.lat, lng: place.lng, pros, duplicate: false },
      createdAt,
    );
    return { quoteRequestId: row!.id, leadIds };
  });
}

/** Ledger invariants: every transaction sums to zero; each balance row equals the sum of that contractor's entries; nothing negative. */
export async function ledgerReport(db: Db) {
  const unbalanced = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from (select transaction_id from ledger_entries group by transaction_id having sum(amount_cents) <> 0) t`),
  )[0]!.n;
  const total = Number(rowsOf<{ s: string | null }>(await db.execute(sql`select coalesce(sum(amount_cents), 0)::bigint as s from ledger_entries`))[0]!.s);
  const mismatched = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from contractor_balances b
      where b.balance_cents <> coalesce((select sum(amount_cents) from ledger_entries e where e.contractor_id = b.contractor_id), 0)`),
  )[0]!.n;
  const negative = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from contractor_balances where balance_cents < 0`))[0]!.n;
  return { unbalanced, total, mismatched, negative };
}
