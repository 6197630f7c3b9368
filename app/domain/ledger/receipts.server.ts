import { eq } from "drizzle-orm";
import { contractors } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import type { Env } from "~/env.server";
import { sendEmail } from "../outbox/queue-email.server";
import { composeReceipt } from "./receipt-email";
import type { LedgerKind, PostedLedger } from "./ledger.server";

/**
 * Queue a receipt e-mail in the caller's transaction (so it exists exactly when the money moved).
 * `balanceAfterCents` is null for a card charge that does not touch the lead balance (the monthly fee).
 */
export async function sendReceipt(
  tx: Executor,
  env: Pick<Env, "SMTP_URL" | "PUBLIC_URL">,
  input: { contractorId: string; what: string; amountCents: number; balanceAfterCents: number | null; at: Date },
): Promise<void> {
  const [to] = await tx
    .select({ email: contractors.email, contactName: contractors.contactName })
    .from(contractors)
    .where(eq(contractors.id, input.contractorId));
  if (!to) return;
  const message = composeReceipt({ ...input, contactName: to.contactName, publicUrl: env.PUBLIC_URL });
  await sendEmail(tx, env, { ...message, to: to.email }, input.at);
}

/** What a receipt says the money was for (every top-up, credit and adjustment gets one). */
const receiptWhat: Record<LedgerKind, string> = {
  "top-up": "Lead balance top-up",
  purchase: "Lead purchase",
  credit: "Lead credit",
  adjustment: "Balance adjustment",
};

/**
 * A receipt for each contractor balance a posting moved (postLedger's `moved`), in the caller's transaction: the
 * callers that owe the contractor one (top-ups, credits, adjustments) send it; a purchase's own page is its record.
 */
export async function sendLedgerReceipts(
  tx: Executor,
  env: Pick<Env, "SMTP_URL" | "PUBLIC_URL">,
  posted: PostedLedger,
  meta: { kind: LedgerKind; memo?: string | null; now: Date },
): Promise<void> {
  const what = meta.memo ? `${receiptWhat[meta.kind]}: ${meta.memo}` : receiptWhat[meta.kind];
  for (const m of posted.moved) {
    await sendReceipt(tx, env, {
      contractorId: m.contractorId,
      what,
      amountCents: Math.abs(m.amountCents),
      balanceAfterCents: m.balanceAfterCents,
      at: meta.now,
    });
  }
}
