import { eq } from "drizzle-orm";
import { contactMessages } from "~/db/schema";
import { assertAdmin } from "../accounts/assert-admin.server";
import { audit } from "../shared/audit.server";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { NotFoundError } from "../shared/errors";

/** Admin: close a contact message (nothing more to do) or reopen it; audited with before → after. Closing twice is a no-op. */
export async function setContactMessageClosed(ctx: DomainContext, adminId: string, messageId: string, closed: boolean): Promise<void> {
  await assertAdmin(ctx.db, adminId);
  const now = nowOf(ctx);
  await ctx.db.transaction(async (tx) => {
    const [message] = await tx.select({ closedAt: contactMessages.closedAt }).from(contactMessages).where(eq(contactMessages.id, messageId)).for("update");
    if (!message) throw new NotFoundError("This message");
    if ((message.closedAt !== null) === closed) return;
    const closedAt = closed ? now : null;
    await tx.update(contactMessages).set({ closedAt }).where(eq(contactMessages.id, messageId));
    await audit(
      tx,
      {
        actorUserId: adminId,
        action: closed ? "message.close" : "message.reopen",
        entity: "contact_message",
        entityId: messageId,
        before: { status: closed ? "open" : "closed" },
        after: { status: closed ? "closed" : "open" },
      },
      now,
    );
  });
}
