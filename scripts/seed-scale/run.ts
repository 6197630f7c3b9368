/** What marks a seeded row (so a later run can tell seed data from real data) and the ids of one run. */
import { randomBytes } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";

/** Seeded contractors' and users' e-mails end in this reserved domain (RFC 2606); nothing is ever sent there. */
export const SEED_EMAIL_DOMAIN = "seed.example";
/** Seeded quote requests' references start with this, where real ones start with THP-. */
export const SEED_REFERENCE_PREFIX = "SEED-";
/** Every seeded account (contractors and the admin) signs in with this password. */
export const SEED_PASSWORD = "scale-seed-password";

export type SeedRun = {
  /** Distinguishes this run's references, e-mails and ids from an earlier run's. */
  tag: string;
  /** Seeds the random draws (places, contractors) so a size seeds the same shape every time. */
  seed: number;
  /** A stable uuid for row `n` of `kind` in this run, computed in SQL: rows refer to each other without a lookup. */
  uuid(kind: string, n: SQL): SQL;
};

export function newSeedRun(seed = 12): SeedRun {
  const tag = randomBytes(4).toString("hex");
  return { tag, seed, uuid: (kind, n) => sql`md5(${`${tag}:${kind}:`} || (${n})::text)::uuid` };
}
