/**
 * seedScale: fills a migrated database with `leads` leads and `contractors` contractors (see the files beside
 * this one for what each table gets), table by table, reporting progress as rows go in. Refuses a database with
 * real rows unless `force`.
 */
import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { hashPassword } from "~/lib/auth/password.server";
import { contractorRows, insertContractors } from "./contractors";
import { RealDataError, realRows } from "./guard";
import { ensurePlatformAccounts, insertTopUpsAndBalances } from "./money";
import { createPlaces, dropPlaces, insertRequestBatch, requestCount } from "./requests";
import { newSeedRun, SEED_EMAIL_DOMAIN, SEED_PASSWORD } from "./run";
import { weightedPlaces } from "./zip-pool";

export type SeedOptions = { leads: number; contractors: number; force?: boolean; now?: Date };
export type SeedProgress = { phase(name: string, total: number): void; tick(n: number): void; done(): void };
export type SeedResult = { tag: string; leads: number; sold: number; contractors: number; adminEmail: string; password: string; seconds: number };

const silent: SeedProgress = { phase() {}, tick() {}, done() {} };
/** Requests per statement: big enough that per-statement overhead vanishes, small enough to show progress. */
const BATCH = 10_000;

export async function seedScale(db: Db, o: SeedOptions, progress: SeedProgress = silent): Promise<SeedResult> {
  const started = performance.now();
  if (!o.force) {
    const found = await realRows(db);
    if (Object.keys(found).length > 0) throw new RealDataError(found);
  }
  const run = newSeedRun();
  const now = o.now ?? new Date();
  const hash = await hashPassword(SEED_PASSWORD);
  const adminEmail = `admin-${run.tag}@${SEED_EMAIL_DOMAIN}`;
  await db.execute(sql`insert into users (email, role, password_hash) values (${adminEmail}, 'admin', ${hash})`);
  await ensurePlatformAccounts(db);

  progress.phase("contractors", o.contractors);
  await insertContractors(db, run, contractorRows(run, o.contractors), hash, (n) => progress.tick(n));
  // Fresh statistics, so the sales lookup (requests.ts) plans the contractors' area index rather than a scan.
  await db.execute(sql`analyze contractors`);

  // A pool several times larger than the busiest state's ZIP count spreads homes over (nearly) every ZIP.
  const places = weightedPlaces(Math.min(200_000, Math.max(20_000, Math.ceil(o.leads / 4))), run.seed);
  await createPlaces(db, places);
  const requests = requestCount(o.leads);
  progress.phase("leads", o.leads);
  let sold = 0;
  for (let from = 0; from < requests; from += BATCH) {
    const batch = await insertRequestBatch(db, run, { from, to: Math.min(requests, from + BATCH), leads: o.leads, places: places.length, now });
    sold += batch.sold;
    progress.tick(batch.leads);
  }
  await dropPlaces(db);

  progress.phase("balances", 1);
  await insertTopUpsAndBalances(db, run, now);
  progress.tick(1);
  progress.done();
  // Left as a database in service is: vacuumed and analysed. Without the vacuum, PostgreSQL's autovacuum
  // takes the freshly loaded million rows on while the bench measures (a CPU of two), and until it has, the
  // visibility map is empty, so index-only scans read the heap as well. PGlite has no autovacuum at all.
  await db.execute(sql`vacuum analyze`);
  return {
    tag: run.tag,
    leads: o.leads,
    sold,
    contractors: o.contractors,
    adminEmail,
    password: SEED_PASSWORD,
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}
