import { eq } from "drizzle-orm";
import { contractors } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import type { Env } from "~/env.server";
import { sendEmail } from "../outbox/queue-email.server";
import { composeReceipt } from "./billing-emails";

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
