/** The seeder writes only into an empty or seed-only database unless told otherwise: real rows are counted here. */
import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { rowsOf } from "~/db/types.server";
import { SEED_EMAIL_DOMAIN, SEED_REFERENCE_PREFIX } from "./run";

/** How many rows look real (not written by a seed run): users, contractors, quote requests, applications. */
export async function realRows(db: Db): Promise<Record<string, number>> {
  const seedEmail = `%@${SEED_EMAIL_DOMAIN}`;
  const [row] = rowsOf<Record<string, number>>(
    await db.execute(sql`select
      (select count(*)::int from users where email not like ${seedEmail}) as users,
      (select count(*)::int from contractors where email not like ${seedEmail}) as contractors,
      (select count(*)::int from quote_requests where reference not like ${`${SEED_REFERENCE_PREFIX}%`}) as quote_requests,
      (select count(*)::int from contractor_applications) as contractor_applications`),
  );
  return Object.fromEntries(Object.entries(row!).filter(([, n]) => n > 0));
}

export class RealDataError extends Error {
  constructor(found: Record<string, number>) {
    super(
      `This database holds real data (${Object.entries(found)
        .map(([t, n]) => `${n} ${t}`)
        .join(", ")}): seed:scale only fills an empty database. Pass --force to add seed data anyway.`,
    );
  }
}
