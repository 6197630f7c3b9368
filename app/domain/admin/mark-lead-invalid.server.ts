import { and, eq } from "drizzle-orm";
import { leads, type LeadStatus } from "~/db/schema";
import { nowOf, type DomainContext } from "~/domain/shared/domain-context.server";
import { InvalidTransitionError } from "~/domain/marketplace/errors";
import { NotFoundError } from "../shared/errors";
import { transition } from "~/domain/marketplace/lead-state-machine";
import { audit } from "../shared/audit.server";
import { assertAdmin } from "../accounts/assert-admin.server";
import { DomainError } from "../shared/errors";

/**
 * Admin: take an unsold lead (available or aged) off the market as invalid,
 * with a reason. The state machine refuses any other status (a sold lead goes
 * through a return instead). Conditional update on the status read, so a
 * purchase at the same moment wins or loses cleanly; audited with before/after.
 */
export async function markLeadInvalid(ctx: DomainContext, adminId: string, leadId: string, reason: string): Promise<void> {
  const now = nowOf(ctx);
  const text = reason.trim();
  if (text.length < 3 || text.length > 500) throw new DomainError("invalid_input", "Please give a reason (3 to 500 characters).");
  await assertAdmin(ctx.db, adminId);
  await ctx.db.transaction(async (tx) => {
    const [lead] = await tx.select({ status: leads.status, statusReason: leads.statusReason }).from(leads).where(eq(leads.id, leadId)).for("update");
    if (!lead) throw new NotFoundError("This lead");
    const from: LeadStatus = lead.status;
    const to = transition(from, "markInvalid");
    const [row] = await tx
      .update(leads)
      .set({ status: to, statusReason: text, statusChangedAt: now })
      .where(and(eq(leads.id, leadId), eq(leads.status, from)))
      .returning({ id: leads.id });
    if (!row) throw new InvalidTransitionError(from, "markInvalid", "This lead changed meanwhile. Please reload the page.");
    await audit(
      tx,
      {
        actorUserId: adminId,
        action: "lead.mark-invalid",
        entity: "lead",
        entityId: leadId,
        before: { status: from, statusReason: lead.statusReason },
        after: { status: to, statusReason: text },
      },
      now,
    );
  });
}
