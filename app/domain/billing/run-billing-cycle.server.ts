import { and, eq, gt, isNull, lte, sql } from "drizzle-orm";
import { contractors, subscriptions } from "~/db/schema";
import { PROFESSIONAL_MONTHLY_FEE_CENTS } from "../contractors/plan-tiers";
import { sendEmail } from "../outbox/queue-email.server";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { composeTrialEnding } from "./billing-emails";
import { chargeTestMode } from "./change-my-plan.server";
import { saveSubscription } from "./subscription-store.server";
import { addDays, addMonth, TEST_MODE_PROVIDER, TRIAL_REMINDER_DAYS } from "./subscription-state";

/**
 * The hourly billing pass, at `ctx.now` (tests move the clock):
 * 1. the trial-ending e-mail, TRIAL_REMINDER_DAYS before the end, once: the row is claimed by the same
 *    UPDATE that marks it sent, so two processes (or a re-run) never send it twice; not for a trial
 *    already cancelled (it ends without a charge);
 * 2. test-mode subscriptions whose trial or period ended: converted and charged, renewed, or ended when
 *    cancelled. Stripe does this itself for its subscriptions (and tells us by webhook).
 */
export async function runBillingCycle(ctx: DomainContext): Promise<{ reminders: number; renewed: number; ended: number }> {
  const now = nowOf(ctx);
  const reminders = await ctx.db.transaction(async (tx) => {
    const due = await tx
      .update(subscriptions)
      .set({ trialReminderSentAt: now })
      .where(
        and(
          eq(subscriptions.status, "trialing"),
          eq(subscriptions.cancelAtPeriodEnd, false),
          isNull(subscriptions.trialReminderSentAt),
          gt(subscriptions.trialEndsAt, now),
          lte(subscriptions.trialEndsAt, addDays(now, TRIAL_REMINDER_DAYS)),
        ),
      )
      .returning({ contractorId: subscriptions.contractorId, trialEndsAt: subscriptions.trialEndsAt });
    for (const row of due) {
      const [to] = await tx
        .select({ email: contractors.email, contactName: contractors.contactName })
        .from(contractors)
        .where(eq(contractors.id, row.contractorId));
      if (!to || !row.trialEndsAt) continue;
      const message = composeTrialEnding({
        contactName: to.contactName,
        trialEndsAt: row.trialEndsAt,
        feeCents: PROFESSIONAL_MONTHLY_FEE_CENTS,
        publicUrl: ctx.env.PUBLIC_URL,
      });
      await sendEmail(tx, ctx.env, { ...message, to: to.email }, now);
    }
    return due.length;
  });

  let renewed = 0;
  let ended = 0;
  // One subscription per transaction; `skip locked` lets two processes share the work without doing one twice.
  for (;;) {
    const step = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(subscriptions)
        .where(
          and(eq(subscriptions.provider, TEST_MODE_PROVIDER), sql`${subscriptions.status} in ('trialing', 'active')`, lte(subscriptions.currentPeriodEnd, now)),
        )
        .limit(1)
        .for("update", { skipLocked: true });
      if (!row?.currentPeriodEnd) return null;
      if (row.cancelAtPeriodEnd) {
        await saveSubscription(tx, row.contractorId, { status: "canceled", provider: row.provider, cancelAtPeriodEnd: false }, now);
        return "ended" as const;
      }
      // Charged for the period that starts where the last one ended (a late run does not shift the dates).
      const start = row.currentPeriodEnd;
      const end = addMonth(start);
      await saveSubscription(tx, row.contractorId, { status: "active", provider: row.provider, currentPeriodEnd: end }, now);
      await chargeTestMode(tx, ctx, row.contractorId, start, end);
      return "renewed" as const;
    });
    if (step === null) break;
    if (step === "ended") ended++;
    else renewed++;
  }
  return { reminders, renewed, ended };
}
