import { eq } from "drizzle-orm";
import { users } from "~/db/schema";
import { issueInvitation } from "~/domain/accounts/invitations.server";
import { nowOf, type DomainContext } from "~/domain/shared/domain-context.server";
import { audit } from "../shared/audit.server";
import { assertAdmin } from "../accounts/assert-admin.server";
import { DomainError } from "../shared/errors";
import { signalOutbox } from "~/lib/wakeups/outbox-signal.server";

/** Admin: send a contractor who has not set a password yet a fresh invitation (the old link stops working). */
export async function resendInvitation(ctx: DomainContext, adminId: string, contractorId: string): Promise<void> {
  const now = nowOf(ctx);
  await assertAdmin(ctx.db, adminId);
  await ctx.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.contractorId, contractorId));
    if (!user) throw new DomainError("not_found", "This contractor has no account.");
    if (user.passwordHash) throw new DomainError("already_decided", "This contractor has already set a password; they can reset it from the sign-in page.");
    await issueInvitation(tx, ctx.env, user.id, now);
    await audit(tx, { actorUserId: adminId, action: "invitation.resend", entity: "user", entityId: user.id }, now);
  });
  signalOutbox();
}
