import { and, asc, eq, gt, isNull, lte, ne, notExists, sql } from "drizzle-orm";
import { contractors, leadReturns, purchases, quoteRequests, reviewInvitations } from "~/db/schema";
import { sendEmail } from "~/domain/outbox/queue-email.server";
import { newToken } from "~/lib/auth/tokens.server";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { composeReviewInvitation } from "./compose-review-invitation";
import { invitationDueAt, invitationExpiresAt, invitationWindow } from "./review-rules";

const BATCH = 100;

/**
 * Invites the homeowner to review each pro that bought their request, REVIEW_INVITATION_DAYS after the sale
 * (decision 0026). The invitation row is written in the transaction that queues its e-mail, so the row is the
 * "sent" mark: purchases are claimed with SKIP LOCKED (two runs share the work) and the insert is
 * ON CONFLICT DO NOTHING (a run that loses a race sends nothing), so each purchase gets exactly one e-mail.
 * None for a request whose homeowner stopped contact or erased their data, nor for a purchase returned with
 * credit or replaced (that pro did not, in the end, have the lead).
 */
export async function sendReviewInvitations(ctx: DomainContext): Promise<{ sent: number }> {
  const now = nowOf(ctx);
  const delayDays = ctx.env.REVIEW_INVITATION_DAYS;
  const { soldBefore, soldAfter } = invitationWindow(now, delayDays);
  return ctx.db.transaction(async (tx) => {
    const due = await tx
      .select({
        purchaseId: purchases.id,
        purchasedAt: purchases.purchasedAt,
        email: quoteRequests.email,
        fullName: quoteRequests.fullName,
        reference: quoteRequests.reference,
        category: quoteRequests.category,
        businessName: contractors.businessName,
      })
      .from(purchases)
      .innerJoin(quoteRequests, eq(quoteRequests.id, purchases.quoteRequestId))
      .innerJoin(contractors, eq(contractors.id, purchases.contractorId))
      .where(
        and(
          lte(purchases.purchasedAt, soldBefore),
          gt(purchases.purchasedAt, soldAfter),
          isNull(quoteRequests.contactStoppedAt),
          isNull(quoteRequests.erasedAt),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(reviewInvitations)
              .where(eq(reviewInvitations.purchaseId, purchases.id)),
          ),
          // A rejected return leaves the sale standing; a pending one waits for its decision.
          notExists(
            tx
              .select({ one: sql`1` })
              .from(leadReturns)
              .where(and(eq(leadReturns.purchaseId, purchases.id), ne(leadReturns.status, "rejected"))),
          ),
        ),
      )
      .orderBy(asc(purchases.purchasedAt))
      .limit(BATCH)
      .for("update", { of: purchases, skipLocked: true });
    let sent = 0;
    for (const sale of due) {
      const { token, hash } = newToken();
      const [invited] = await tx
        .insert(reviewInvitations)
        .values({
          purchaseId: sale.purchaseId,
          tokenHash: hash,
          dueAt: invitationDueAt(sale.purchasedAt, delayDays),
          sentAt: now,
          expiresAt: invitationExpiresAt(now),
          createdAt: now,
        })
        .onConflictDoNothing({ target: reviewInvitations.purchaseId })
        .returning({ purchaseId: reviewInvitations.purchaseId });
      if (!invited) continue;
      await sendEmail(tx, ctx.env, composeReviewInvitation({ ...sale, to: sale.email, reviewUrl: `${ctx.env.PUBLIC_URL}/reviews/${token}` }), now);
      sent += 1;
    }
    return { sent };
  });
}
