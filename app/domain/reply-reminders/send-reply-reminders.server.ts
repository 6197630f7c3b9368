import { and, asc, eq, gt, isNull, lte, notExists, or, sql, type SQL } from "drizzle-orm";
import { contractors, leadReturns, outbox, purchases, pushSubscriptions, quoteRequests } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import { sendEmail } from "~/domain/outbox/queue-email.server";
import { inQuietHoursNow } from "../alerts/quiet-now.server";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { composeReplyReminderEmail, composeReplyReminderPush, REPLY_REMINDER_KIND } from "./compose-reply-reminder";

/** A purchase with no reply this long after it was bought gets its one reminder. */
export const REPLY_REMINDER_DELAY_MS = 24 * 3600 * 1000;
/** Purchases bought longer ago than this are never reminded (the first run after this ships reminds no old purchase). */
export const REPLY_REMINDER_HORIZON_MS = 3 * 24 * 3600 * 1000;
const BATCH = 100;

type Due = {
  purchaseId: string;
  purchasedAt: string;
  contractorId: string;
  reference: string;
  email: string;
  contactName: string;
  timeZone: string | null;
  baseZip: string | null;
  quietStart: number | null;
  quietEnd: number | null;
  hasPush: boolean;
};

/**
 * Reminds each buyer, once per purchase, of a lead it bought 24 hours ago and has not replied to (no quote, no
 * message: purchases.first_reply_at is null): an e-mail, and a push notification too when it has a push device and
 * is outside its alert quiet hours (the e-mail waits in the inbox; a push at night would not). The purchase's
 * reply_reminder_sent_at is the "sent" mark, set only where still null in the transaction that writes the outbox
 * rows, so two runs or two processes never send twice. Read from the partial index of purchases with no reply and
 * no reminder, over REPLY_REMINDER_HORIZON_MS of purchase times, with SKIP LOCKED. No reminder for a lead whose
 * homeowner stopped contact or erased their data, nor for one with a return (the buyer gave it up).
 */
export async function sendReplyReminders(ctx: DomainContext): Promise<{ sent: number }> {
  const now = nowOf(ctx);
  const dueBefore = new Date(now.getTime() - REPLY_REMINDER_DELAY_MS);
  const boughtAfter = new Date(now.getTime() - REPLY_REMINDER_HORIZON_MS);
  let sent = 0;
  let cursor: { at: string; id: string } | undefined;
  for (;;) {
    const due = await ctx.db.transaction(async (tx) => {
      const rows = await dueReminders(tx, dueBefore, boughtAfter, cursor);
      for (const r of rows) if (await remind(tx, ctx, r, now)) sent += 1;
      return rows;
    });
    const last = due.at(-1);
    if (due.length < BATCH || !last) return { sent };
    cursor = { at: last.purchasedAt, id: last.purchaseId };
  }
}

function dueReminders(tx: Executor, dueBefore: Date, boughtAfter: Date, cursor: { at: string; id: string } | undefined): Promise<Due[]> {
  // The partial index's predicate, written as in the schema so the planner can use it.
  const unanswered: SQL = sql`${purchases.firstReplyAt} is null and ${purchases.replyReminderSentAt} is null`;
  return tx
    .select({
      purchaseId: purchases.id,
      purchasedAt: sql<string>`${purchases.purchasedAt}::text`,
      contractorId: purchases.contractorId,
      reference: quoteRequests.reference,
      email: contractors.email,
      contactName: contractors.contactName,
      timeZone: contractors.alertTimeZone,
      baseZip: contractors.baseZip,
      quietStart: contractors.alertQuietStart,
      quietEnd: contractors.alertQuietEnd,
      hasPush: sql<boolean>`exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.contractorId} = ${purchases.contractorId})`,
    })
    .from(purchases)
    .innerJoin(quoteRequests, eq(quoteRequests.id, purchases.quoteRequestId))
    .innerJoin(contractors, eq(contractors.id, purchases.contractorId))
    .where(
      and(
        unanswered,
        lte(purchases.purchasedAt, dueBefore),
        gt(purchases.purchasedAt, boughtAfter),
        cursor
          ? or(
              gt(purchases.purchasedAt, sql`${cursor.at}::timestamptz`),
              and(eq(purchases.purchasedAt, sql`${cursor.at}::timestamptz`), gt(purchases.id, cursor.id)),
            )
          : undefined,
        isNull(quoteRequests.contactStoppedAt),
        isNull(quoteRequests.erasedAt),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(leadReturns)
            .where(eq(leadReturns.purchaseId, purchases.id)),
        ),
      ),
    )
    .orderBy(asc(purchases.purchasedAt), asc(purchases.id))
    .limit(BATCH)
    .for("update", { of: purchases, skipLocked: true });
}

/** Marks the purchase reminded (only if it still is not and has no reply) and writes its outbox rows; false when another run won. */
async function remind(tx: Executor, ctx: DomainContext, r: Due, now: Date): Promise<boolean> {
  const [claimed] = await tx
    .update(purchases)
    .set({ replyReminderSentAt: now })
    .where(and(eq(purchases.id, r.purchaseId), isNull(purchases.firstReplyAt), isNull(purchases.replyReminderSentAt)))
    .returning({ id: purchases.id });
  if (!claimed) return false;
  const reminder = { purchaseId: r.purchaseId, reference: r.reference, to: r.email, contactName: r.contactName };
  await sendEmail(tx, ctx.env, composeReplyReminderEmail(reminder, ctx.env.PUBLIC_URL), now);
  if (r.hasPush && !(await inQuietHoursNow(r, now))) {
    await tx.insert(outbox).values({
      contractorId: r.contractorId,
      channel: "push",
      kind: REPLY_REMINDER_KIND,
      to: r.contractorId,
      subject: null,
      text: composeReplyReminderPush(reminder, ctx.env.PUBLIC_URL),
      status: "pending",
      nextAttemptAt: now,
      createdAt: now,
    });
  }
  return true;
}
