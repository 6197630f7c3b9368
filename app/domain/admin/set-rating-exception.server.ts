import { eq } from "drizzle-orm";
import { contractors } from "~/db/schema";
import { adminReason } from "~/forms/admin-contractor";
import { assertAdmin } from "../accounts/assert-admin.server";
import { audit } from "../shared/audit.server";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { DomainError, NotFoundError } from "../shared/errors";

/**
 * Admin: grant a contractor an exception to the 4-star rule (app/domain/contractors/rating-bar.ts), so it buys,
 * is alerted and auto-buys again whatever its rating, or revoke it. The reason is required (the decision forms'
 * rule, checked here whatever the route did) and goes into the audit log with the state before and after; the row
 * keeps the exception in force and its reason, for the contractor's page.
 */
export async function setRatingException(
  ctx: DomainContext,
  adminId: string,
  contractorId: string,
  decision: { grant: boolean; reason: string },
): Promise<void> {
  await assertAdmin(ctx.db, adminId);
  const checked = adminReason.safeParse(decision.reason);
  if (!checked.success) throw new DomainError("invalid_input", checked.error.issues[0]?.message ?? "Please give a reason.", { field: "reason" });
  const now = nowOf(ctx);
  await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ at: contractors.ratingExceptionAt, reason: contractors.ratingExceptionReason })
      .from(contractors)
      .where(eq(contractors.id, contractorId))
      .for("update");
    if (!current) throw new NotFoundError("This contractor");
    const set = decision.grant ? { ratingExceptionAt: now, ratingExceptionReason: checked.data } : { ratingExceptionAt: null, ratingExceptionReason: null };
    await tx.update(contractors).set(set).where(eq(contractors.id, contractorId));
    await audit(
      tx,
      {
        actorUserId: adminId,
        action: decision.grant ? "contractor.rating_exception.grant" : "contractor.rating_exception.revoke",
        entity: "contractor",
        entityId: contractorId,
        before: { ratingExceptionAt: current.at?.toISOString() ?? null, ratingExceptionReason: current.reason },
        after: { ratingExceptionAt: set.ratingExceptionAt?.toISOString() ?? null, ratingExceptionReason: set.ratingExceptionReason, reason: checked.data },
      },
      now,
    );
  });
}
