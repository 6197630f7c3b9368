import { and, eq, sql } from "drizzle-orm";
import { balanceSettings, contractors } from "~/db/schema";
import type { Tx } from "~/db/types.server";
import { write } from "~/db/write-batch.server";
import type { Env } from "~/env.server";
import type { EmailMessage } from "../outbox/queue-email.server";
import { sendEmail } from "../outbox/queue-email.server";
import { firstWord, lines, signature } from "../emails/email-format";
import { formatCents } from "../shared/money";

/**
 * The low-balance alert: one e-mail when the balance falls below the threshold the contractor set,
 * then nothing until it is at or above the threshold again (a top-up, a credit) and falls again: once per
 * crossing, not per purchase. The flag moves with a conditional update in the transaction that moves the
 * balance (which holds the balance row's lock), so two purchases at once cannot both send it.
 */
/**
 * Auto-recharge (payments/auto-recharge.server.ts), in the same transaction: a fall below the recharge threshold
 * starts a crossing (counted: the recharge's idempotency key names it), a rise to it ends the crossing.
 */
export async function noteRechargeCrossing(tx: Tx, contractorId: string, balanceCents: number): Promise<void> {
  // Nothing reads the crossing back in the transaction that moved the balance (auto-recharge runs after it).
  await write(
    tx,
    tx
      .update(balanceSettings)
      .set({
        rechargePending: sql`${balanceSettings.rechargeBelowCents} > ${balanceCents}`,
        rechargeCrossings: sql`${balanceSettings.rechargeCrossings} + (case when not ${balanceSettings.rechargePending} and ${balanceSettings.rechargeBelowCents} > ${balanceCents} then 1 else 0 end)`,
      })
      .where(and(eq(balanceSettings.contractorId, contractorId), sql`${balanceSettings.rechargeBelowCents} is not null`)),
  );
}

export async function watchLowBalance(
  tx: Tx,
  env: Pick<Env, "SMTP_URL" | "PUBLIC_URL"> | undefined,
  contractorId: string,
  balanceCents: number,
  now: Date,
): Promise<void> {
  const below = sql`${balanceSettings.lowBalanceCents} > ${balanceCents}`;
  // One statement moves the flag either way: down once the balance is back at the threshold, up when it falls below
  // (the row comes back only when the flag changed). Without env (a caller that cannot send mail) it only goes down:
  // the next purchase that finds the balance low sends it.
  const [moved] = await tx
    .update(balanceSettings)
    .set({ lowBalanceAlerted: below })
    .where(
      and(
        eq(balanceSettings.contractorId, contractorId),
        sql`${balanceSettings.lowBalanceCents} is not null`,
        env ? sql`${balanceSettings.lowBalanceAlerted} <> (${below})` : and(eq(balanceSettings.lowBalanceAlerted, true), sql`not (${below})`),
      ),
    )
    .returning({ alerted: balanceSettings.lowBalanceAlerted, threshold: balanceSettings.lowBalanceCents });
  if (!env || !moved?.alerted || !moved.threshold) return;
  const [c] = await tx.select({ email: contractors.email, contactName: contractors.contactName }).from(contractors).where(eq(contractors.id, contractorId));
  if (!c) return;
  await sendEmail(
    tx,
    env,
    composeLowBalanceAlert({
      to: c.email,
      contactName: c.contactName,
      balance: formatCents(balanceCents),
      threshold: formatCents(moved.threshold),
      balanceUrl: `${env.PUBLIC_URL}/pro/balance`,
    }),
    now,
  );
}

export function composeLowBalanceAlert(m: { to: string; contactName: string } & { balance: string; threshold: string; balanceUrl: string }): EmailMessage {
  return {
    kind: "balance.low",
    to: m.to,
    subject: `Your balance is ${m.balance}`,
    text: lines(
      `Hi ${firstWord(m.contactName)},`,
      "",
      `Your Trusted Home Pros balance is ${m.balance}, below the ${m.threshold} you asked us to warn you about.`,
      "Leads are paid from the balance: top up to keep buying them.",
      m.balanceUrl,
      "",
      signature,
    ),
  };
}
