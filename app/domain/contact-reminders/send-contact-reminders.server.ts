import { and, asc, eq, gt, isNull, lte, notExists, or, sql, type SQL } from "drizzle-orm";
import { contractors, leadReturns, outbox, purchases, pushSubscriptions, quoteRequests } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import { sendEmail } from "~/domain/outbox/queue-email.server";
import { inQuietHours, localMinutes } from "../alerts/alert-timing";
import { zoneOfContractor } from "../contractors/my-time-zone.server";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { composeContactReminderEmail, composeContactReminderPush, CONTACT_REMINDER_KIND } from "./compose-contact-reminder";

/** A bought lead still 'new' this long after its purchase gets its one reminder. */
export const CONTACT_REMINDER_DELAY_MS = 60 * 60_000;
/**
 * Purchases older than this are never reminded: a reminder a day late helps nobody, and the sweep's index range
 * stays one day wide (the first run after this ships does not remind every old purchase at once).
 */
export const CONTACT_REMINDER_HORIZON_MS = 24 * 60 * 60_000;
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
 * Reminds each buyer, once per purchase, of a lead they bought an hour ago and have not marked contacted (or
 * quoted, won, lost): a push notification when they have a push device, else an e-mail. The purchase's
 * contact_reminder_sent_at is the "sent" mark, set in the transaction that writes the outbox row and only where it
 * is still null, so two runs (or two processes) never send twice. Rows are read from the partial index of
 * purchases still 'new' and not reminded, over one day of purchase times, with SKIP LOCKED.
 *
 * The buyer's alert quiet hours hold the reminder: during them nothing is sent, and the next run after they end
 * sends it (still within the day). No reminder for a lead whose homeowner stopped contact or erased their data,
 * nor for one with a return (the buyer has acted on it).
 */
export async function sendContactReminders(ctx: DomainContext): Promise<{ sent: number; held: number }> {
  const now = nowOf(ctx);
  const dueBefore = new Date(now.getTime() - CONTACT_REMINDER_DELAY_MS);
  const boughtAfter = new Date(now.getTime() - CONTACT_REMINDER_HORIZON_MS);
  let sent = 0;
  let held = 0;
  let cursor: { at: string; id: string } | undefined;
  for (;;) {
    const round = await ctx.db.transaction(async (tx) => {
      const due = await dueReminders(tx, dueBefore, boughtAfter, cursor);
      let roundSent = 0;
      for (const r of due) {
        if (
          r.quietStart !== null &&
          r.quietEnd !== null &&
          inQuietHours(localMinutes(now, await zoneOfContractor({ alertTimeZone: r.timeZone, baseZip: r.baseZip })), r.quietStart, r.quietEnd)
        ) {
          held += 1;
          continue;
        }
        if (await remind(tx, ctx, r, now)) roundSent += 1;
      }
      return { due, roundSent };
    });
    sent += round.roundSent;
    const last = round.due.at(-1);
    if (round.due.length < BATCH || !last) return { sent, held };
    cursor = { at: last.purchasedAt, id: last.purchaseId };
  }
}

function dueReminders(tx: Executor, dueBefore: Date, boughtAfter: Date, cursor: { at: string; id: string } | undefined): Promise<Due[]> {
  // The partial index's predicate, written as in the schema so the planner can use it.
  const stillNew: SQL = sql`${purchases.pipelineStatus} = 'new' and ${purchases.contactReminderSentAt} is null`;
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
        stillNew,
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

/** Marks the purchase reminded (only if it still is not) and writes its one outbox row; false when another run won. */
async function remind(tx: Executor, ctx: DomainContext, r: Due, now: Date): Promise<boolean> {
  const [claimed] = await tx
    .update(purchases)
    .set({ contactReminderSentAt: now })
    .where(and(eq(purchases.id, r.purchaseId), eq(purchases.pipelineStatus, "new"), isNull(purchases.contactReminderSentAt)))
    .returning({ id: purchases.id });
  if (!claimed) return false;
  const reminder = { purchaseId: r.purchaseId, reference: r.reference, to: r.email, contactName: r.contactName };
  if (r.hasPush) {
    await tx.insert(outbox).values({
      contractorId: r.contractorId,
      channel: "push",
      kind: CONTACT_REMINDER_KIND,
      to: r.contractorId,
      subject: null,
      text: composeContactReminderPush(reminder, ctx.env.PUBLIC_URL),
      status: "pending",
      nextAttemptAt: now,
      createdAt: now,
    });
  } else {
    await sendEmail(tx, ctx.env, composeContactReminderEmail(reminder, ctx.env.PUBLIC_URL), now);
  }
  return true;
}
