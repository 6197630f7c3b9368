import { and, eq } from "drizzle-orm";
import { contractors, subscriptionCharges } from "~/db/schema";
import type { Tx } from "~/db/types.server";
import type { Env } from "~/env.server";
import { sendEmail } from "../outbox/queue-email.server";
import { composePaymentFailed } from "./billing-emails";
import { sendReceipt } from "../ledger/receipts.server";

export type ChargeInput = {
  contractorId: string;
  provider: string;
  /** The provider's invoice id: a replayed event finds its row and changes nothing. */
  providerRef: string;
  amountCents: number;
  periodStart: Date | null;
  periodEnd: Date | null;
  at: Date;
};

/**
 * A paid monthly fee: one row per invoice, and a receipt the first time it is paid (a failed invoice that a
 * retry pays flips to paid and gets its receipt then). True when this call recorded the payment.
 */
export async function recordPaidCharge(tx: Tx, env: Pick<Env, "SMTP_URL" | "PUBLIC_URL">, charge: ChargeInput): Promise<boolean> {
  const [existing] = await tx
    .select({ id: subscriptionCharges.id, status: subscriptionCharges.status })
    .from(subscriptionCharges)
    .where(and(eq(subscriptionCharges.provider, charge.provider), eq(subscriptionCharges.providerRef, charge.providerRef)))
    .for("update");
  if (existing?.status === "paid") return false;
  if (existing) await tx.update(subscriptionCharges).set({ status: "paid", createdAt: charge.at }).where(eq(subscriptionCharges.id, existing.id));
  else await tx.insert(subscriptionCharges).values({ ...chargeRow(charge), status: "paid" });
  await sendReceipt(tx, env, {
    contractorId: charge.contractorId,
    what: "Professional plan, monthly fee",
    amountCents: charge.amountCents,
    balanceAfterCents: null,
    at: charge.at,
  });
  return true;
}

/** A failed fee payment: recorded once per invoice, and the contractor told once. True when this call recorded it. */
export async function recordFailedCharge(tx: Tx, env: Pick<Env, "SMTP_URL" | "PUBLIC_URL">, charge: ChargeInput): Promise<boolean> {
  const inserted = await tx
    .insert(subscriptionCharges)
    .values({ ...chargeRow(charge), status: "failed" })
    .onConflictDoNothing({ target: [subscriptionCharges.provider, subscriptionCharges.providerRef] })
    .returning({ id: subscriptionCharges.id });
  if (inserted.length === 0) return false;
  const [to] = await tx
    .select({ email: contractors.email, contactName: contractors.contactName })
    .from(contractors)
    .where(eq(contractors.id, charge.contractorId));
  if (to)
    await sendEmail(
      tx,
      env,
      { ...composePaymentFailed({ contactName: to.contactName, amountCents: charge.amountCents, at: charge.at, publicUrl: env.PUBLIC_URL }), to: to.email },
      charge.at,
    );
  return true;
}

function chargeRow(charge: ChargeInput) {
  return {
    contractorId: charge.contractorId,
    provider: charge.provider,
    providerRef: charge.providerRef,
    amountCents: charge.amountCents,
    periodStart: charge.periodStart,
    periodEnd: charge.periodEnd,
    createdAt: charge.at,
  };
}
