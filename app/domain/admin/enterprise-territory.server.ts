import { and, eq, inArray, ne } from "drizzle-orm";
import { contractors, enterpriseTerritories } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import { adminReason, TERRITORY_ZIPS_MESSAGE, territoryZips } from "~/forms/admin-contractor";
import { assertAdmin } from "../accounts/assert-admin.server";
import { audit } from "../shared/audit.server";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { DomainError, NotFoundError } from "../shared/errors";

/** The contractor's exclusive territory, sorted. */
export async function territoryOf(db: Executor, contractorId: string): Promise<string[]> {
  const rows = await db
    .select({ zip: enterpriseTerritories.zip })
    .from(enterpriseTerritories)
    .where(eq(enterpriseTerritories.contractorId, contractorId))
    .orderBy(enterpriseTerritories.zip);
  return rows.map((r) => r.zip);
}

/**
 * Admin: the Enterprise contractor's exclusive territory becomes exactly `zips` (empty clears it), audited with the
 * admin as actor, before → after and the reason. A ZIP belongs to one contractor at most (the table's primary key):
 * a ZIP another contractor holds refuses the whole change (409 naming the ZIPs and their owners), nothing written.
 * The insert skips conflicts and compares what it got, so two admins assigning the same ZIP at once cannot both win.
 */
export async function setTerritory(ctx: DomainContext, adminId: string, contractorId: string, zips: readonly string[], reason: string): Promise<string[]> {
  await assertAdmin(ctx.db, adminId);
  const checkedReason = adminReason.safeParse(reason);
  if (!checkedReason.success) throw new DomainError("invalid_input", checkedReason.error.issues[0]?.message ?? "Please give a reason.", { field: "reason" });
  const checkedZips = territoryZips.safeParse(zips.join(" "));
  if (!checkedZips.success) throw new DomainError("invalid_input", TERRITORY_ZIPS_MESSAGE, { field: "zips" });
  const wanted = checkedZips.data;
  const now = nowOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx.select({ plan: contractors.plan }).from(contractors).where(eq(contractors.id, contractorId)).for("update");
    if (!current) throw new NotFoundError("This contractor");
    if (current.plan !== "enterprise")
      throw new DomainError("invalid_input", "Only an Enterprise contractor can have an exclusive territory.", { field: "zips" });
    const before = await territoryOf(tx, contractorId);
    const added = wanted.filter((z) => !before.includes(z));
    const removed = before.filter((z) => !wanted.includes(z));
    if (removed.length)
      await tx.delete(enterpriseTerritories).where(and(eq(enterpriseTerritories.contractorId, contractorId), inArray(enterpriseTerritories.zip, removed)));
    if (added.length) {
      const got = await tx
        .insert(enterpriseTerritories)
        .values(added.map((zip) => ({ zip, contractorId, assignedAt: now })))
        .onConflictDoNothing()
        .returning({ zip: enterpriseTerritories.zip });
      if (got.length < added.length) {
        const taken = await tx
          .select({ zip: enterpriseTerritories.zip, owner: contractors.businessName })
          .from(enterpriseTerritories)
          .innerJoin(contractors, eq(contractors.id, enterpriseTerritories.contractorId))
          .where(and(inArray(enterpriseTerritories.zip, added), ne(enterpriseTerritories.contractorId, contractorId)))
          .orderBy(enterpriseTerritories.zip);
        // Throwing rolls back the rows inserted and deleted above.
        throw new DomainError(
          "zip_taken",
          `Already in another contractor's territory: ${taken.map((t) => `${t.zip} (${t.owner})`).join(", ")}. Nothing was changed.`,
          { field: "zips", zips: taken.map((t) => t.zip) },
        );
      }
    }
    if (added.length || removed.length) {
      await audit(
        tx,
        {
          actorUserId: adminId,
          action: "contractor.territory",
          entity: "contractor",
          entityId: contractorId,
          before: { territory: before.join(", ") },
          after: { territory: wanted.join(", "), reason: checkedReason.data },
        },
        now,
      );
    }
    return wanted;
  });
}

/** Leaving Enterprise releases the territory: its ZIPs are deleted in the caller's transaction (the plan change's), and returned for its audit entry. */
export async function releaseTerritory(tx: Executor, contractorId: string): Promise<string[]> {
  const rows = await tx.delete(enterpriseTerritories).where(eq(enterpriseTerritories.contractorId, contractorId)).returning({ zip: enterpriseTerritories.zip });
  return rows.map((r) => r.zip).toSorted();
}
