import { eq, inArray } from "drizzle-orm";
import { contractors, CONTRACTOR_PLANS, sessions, users } from "~/db/schema";
import { findSubscription } from "../billing/subscription-store.server";
import { isLive } from "../billing/subscription-state";
import { releaseTerritory } from "./enterprise-territory.server";
import { nowOf, type DomainContext } from "~/domain/shared/domain-context.server";
import { NotFoundError } from "../shared/errors";
import { adminPlanProblem, adminReason } from "~/forms/admin-contractor";
import { audit } from "../shared/audit.server";
import { assertAdmin } from "../accounts/assert-admin.server";
import { DomainError } from "../shared/errors";

type Change = {
  status?: "active" | "suspended";
  plan?: (typeof CONTRACTOR_PLANS)[number];
  /** ISO dates (YYYY-MM-DD) or null to clear. */
  licenseExpiresOn?: string | null;
  insuranceExpiresOn?: string | null;
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Admin: suspend (its sessions end; no top-ups, paid plans or auto-recharge until reactivated) or reactivate, move to Pay-As-You-Go (the only plan an admin sets: adminPlanProblem), record
 * licence and insurance expiry. Leaving Enterprise deletes the exclusive territory in the same transaction. Audited with before/after and the reason, which is required here
 * whatever the route checked (the same rule as the form: app/forms/admin-contractor.ts).
 */
export async function updateContractorByAdmin(ctx: DomainContext, adminId: string, contractorId: string, change: Change, reason: string): Promise<void> {
  await assertAdmin(ctx.db, adminId);
  const checkedReason = adminReason.safeParse(reason);
  if (!checkedReason.success) throw new DomainError("invalid_input", checkedReason.error.issues[0]?.message ?? "Please give a reason.");
  const planProblem = change.plan === undefined ? undefined : adminPlanProblem(change.plan);
  if (planProblem) throw new DomainError("invalid_input", planProblem, { field: "plan" });
  for (const d of [change.licenseExpiresOn, change.insuranceExpiresOn]) {
    if (d !== undefined && d !== null && (!ISO_DATE.test(d) || Number.isNaN(Date.parse(d))))
      throw new DomainError("invalid_input", "Dates must be YYYY-MM-DD.");
  }
  await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(contractors).where(eq(contractors.id, contractorId)).for("update");
    if (!current) throw new NotFoundError("This contractor");
    const set: Partial<typeof contractors.$inferInsert> = {};
    if (change.status) set.status = change.status;
    let released: string[] = [];
    if (change.plan && change.plan !== current.plan) {
      // A running Professional subscription is the contractor's to cancel (its fee is charged until then).
      if (isLive(await findSubscription(tx, contractorId)))
        throw new DomainError("plan_change_refused", "This contractor pays for Professional; it cancels the subscription itself on its Billing page.", {
          field: "plan",
        });
      set.plan = change.plan;
      // Leaving Enterprise releases the exclusive territory, in this transaction.
      if (current.plan === "enterprise") released = await releaseTerritory(tx, contractorId);
      // Auto-buy belongs to subscription plans only.
      if (change.plan === "pay-as-you-go") set.autoBuy = false;
    }
    if (change.licenseExpiresOn !== undefined) set.licenseExpiresOn = change.licenseExpiresOn;
    if (change.insuranceExpiresOn !== undefined) set.insuranceExpiresOn = change.insuranceExpiresOn;
    if (Object.keys(set).length === 0) return;
    await tx.update(contractors).set(set).where(eq(contractors.id, contractorId));
    // Suspension takes effect at once: every session of the contractor's users ends (a borrowed one too). Its API
    // keys are refused while it lasts (integrationAccessError) and not revoked, so reactivating restores them.
    if (set.status === "suspended" && current.status !== "suspended") {
      await tx.delete(sessions).where(inArray(sessions.userId, tx.select({ id: users.id }).from(users).where(eq(users.contractorId, contractorId))));
    }
    const before = Object.fromEntries(Object.keys(set).map((k) => [k, current[k as keyof typeof current]]));
    if (released.length) Object.assign(before, { territory: released.join(", ") });
    await audit(
      tx,
      {
        actorUserId: adminId,
        action: "contractor.update",
        entity: "contractor",
        entityId: contractorId,
        before,
        after: { ...set, ...(released.length ? { territory: "" } : {}), reason: checkedReason.data },
      },
      nowOf(ctx),
    );
  });
}

/**
 * Licence or insurance that lapses within `days` (or already has), or whose
 * date nobody recorded: for the admin console's warning. A missing date is
 * not "OK": nothing would ever warn before it lapses.
 */
export function complianceWarnings(c: { licenseExpiresOn: string | null; insuranceExpiresOn: string | null }, now: Date, days = 30): string[] {
  const limit = now.getTime() + days * 86_400_000;
  const warnings: string[] = [];
  for (const [label, value] of [
    ["License", c.licenseExpiresOn],
    ["Insurance", c.insuranceExpiresOn],
  ] as const) {
    if (!value) {
      warnings.push(`${label} expiry: Missing.`);
      continue;
    }
    const at = Date.parse(`${value}T23:59:59Z`);
    if (at < now.getTime()) warnings.push(`${label} expired on ${value}.`);
    else if (at <= limit) warnings.push(`${label} expires on ${value}.`);
  }
  return warnings;
}
