import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { DriverClient } from "~/db/client.server";
import { tablesErasedForHomeowners } from "~/db/personal-data";
import { rewriteErasedStorage, type StorageRewrite } from "~/db/rewrite-erased-storage.server";
import { auditLog } from "~/db/schema";
import { audit } from "../shared/audit.server";
import { nowOf, type DomainContext } from "../shared/domain-context.server";

export type ErasedStorageScrub = { scrubbed: false } | ({ scrubbed: true } & StorageRewrite);

/** The audit rows that mark a scrub (entity and id: the entity index finds the latest without a scan). */
const MARK = { action: "privacy.storage-scrubbed", entity: "storage", entityId: "erased-values" } as const;
/**
 * An erasure stamped a little before a scrub started may still have been
 * committing while it ran, after its tables were rewritten: the next run
 * looks back this far past the last scrub, so such an erasure is scrubbed
 * again rather than never. Erasure is one short transaction.
 */
const IN_FLIGHT_MS = 60_000;

/**
 * Makes erased homeowners' values leave the database's files (decision 0042):
 * when a homeowner was erased since the last scrub, rewrites every table
 * erasure changes (personal-data.ts) and moves the WAL on
 * (db/rewrite-erased-storage.server.ts); otherwise does nothing, since each
 * rewrite locks its table while it runs. Run by a nightly job, never inline in
 * the homeowner's request. Records the scrub in the audit log, counts only.
 */
export async function scrubErasedStorage(ctx: DomainContext, driver: DriverClient): Promise<ErasedStorageScrub> {
  const now = nowOf(ctx);
  const [last] = await ctx.db
    .select({ at: auditLog.at })
    .from(auditLog)
    .where(and(eq(auditLog.entity, MARK.entity), eq(auditLog.entityId, MARK.entityId)))
    .orderBy(desc(auditLog.at))
    .limit(1);
  const since = last ? new Date(last.at.getTime() - IN_FLIGHT_MS) : undefined;
  const [erased] = await ctx.db
    .select({ one: sql`1` })
    .from(auditLog)
    .where(and(since ? gt(auditLog.at, since) : undefined, eq(auditLog.action, "privacy.erased")))
    .limit(1);
  if (!erased) return { scrubbed: false };
  const rewrite = await rewriteErasedStorage(ctx.db, driver, tablesErasedForHomeowners);
  const { tables, ...rest } = rewrite;
  await audit(ctx.db, { actorUserId: null, ...MARK, after: { ...rest, tables: tables.length, longestLockMs: Math.max(0, ...tables.map((t) => t.ms)) } }, now);
  return { scrubbed: true, ...rewrite };
}
