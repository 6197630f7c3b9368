/**
 * The benchmark's market, written straight into the database before the app
 * servers start, with the same fixtures the integration and server tests use
 * (tests/integration/marketplace/marketplace-fixtures.ts: contractors with a
 * test-mode top-up, quote requests whose leads go on sale through the app's
 * own createLeadsForQuoteRequest).
 *
 * - Racers: roofing contractors around New York with a $10,000 balance and no
 *   weekly cap, and roofing leads from one-pro requests, so the only reason a
 *   racer loses a lead is that another bought it first.
 * - Delivery: a plumbing buyer and a plumbing "watcher" in the same area, and
 *   plumbing leads the racers never see.
 */
import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { users } from "~/db/schema";
import { TOP_UP_MAX_CENTS } from "~/domain/payments/top-up.server";
import { parseEnv } from "~/env.server";
import { hashPassword } from "~/lib/auth/password.server";
import { makeContractor, makeQuoteRequest } from "../../tests/integration/marketplace/marketplace-fixtures";

export type BenchAccount = { contractorId: string; email: string; password: string };

export type MarketSeed = {
  racers: BenchAccount[];
  raceLeadIds: string[];
  buyer: BenchAccount;
  watcher: BenchAccount;
  deliveryLeadIds: string[];
};

export type MarketSize = { contractors: number; leads: number; deliveryLeads: number };

const PASSWORD = "bench-market-password";
// scrypt at OWASP strength takes a while: every account shares one hash.
let passwordHash: Promise<string> | undefined;

export async function seedMarket(db: Db, size: MarketSize): Promise<MarketSeed> {
  const env = parseEnv({ NODE_ENV: "test" });
  const hash = await (passwordHash ??= hashPassword(PASSWORD));
  const account = async (category: string): Promise<BenchAccount> => {
    const { contractorId, userId } = await makeContractor(db, env, { categories: [category], balanceCents: TOP_UP_MAX_CENTS, weeklyCapCents: null });
    const [user] = await db.update(users).set({ passwordHash: hash }).where(eq(users.id, userId)).returning({ email: users.email });
    return { contractorId, email: user!.email, password: PASSWORD };
  };
  const leads = async (category: string, count: number) => {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) ids.push(...(await makeQuoteRequest(db, { category, pros: 1 })).leadIds);
    return ids;
  };

  const racers: BenchAccount[] = [];
  for (let i = 0; i < size.contractors; i++) racers.push(await account("roofing"));
  return {
    racers,
    raceLeadIds: await leads("roofing", size.leads),
    buyer: await account("plumbing"),
    watcher: await account("plumbing"),
    deliveryLeadIds: await leads("plumbing", size.deliveryLeads),
  };
}
