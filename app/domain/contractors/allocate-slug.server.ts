import { sql } from "drizzle-orm";
import { rowsOf, type Tx } from "~/db/types.server";
import { lockAll } from "~/lib/advisory-locks.server";
import { freeSlug, slugBase } from "./contractor-slug";

/**
 * A free slug for a newly approved contractor, in the approval's transaction. Approvals of two businesses with the
 * same name serialize on a lock of the base, so the second sees the first's slug and takes the next suffix instead of
 * failing on the unique constraint. A slug is never changed afterwards: links to the profile keep working.
 */
export async function allocateSlug(tx: Tx, businessName: string): Promise<string> {
  const base = slugBase(businessName);
  await lockAll(tx, [`contractor-slug:${base}`]);
  const taken = rowsOf<{ slug: string }>(
    await tx.execute(sql`select slug from contractors where slug = ${base} or (slug like ${`${base}-%`} and slug ~ ${`^${base}-[0-9]+$`})`),
  );
  return freeSlug(base, new Set(taken.map((r) => r.slug)));
}
