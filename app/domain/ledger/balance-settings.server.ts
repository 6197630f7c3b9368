import { eq } from "drizzle-orm";
import { balanceSettings } from "~/db/schema";
import type { BalanceSettingsInput } from "~/forms/contractor-documents";
import type { DomainContext } from "../shared/domain-context.server";

/** /pro/settings: the low-balance alert threshold in cents, or null for none. */
export async function getMyLowBalance(ctx: DomainContext, contractorId: string): Promise<number | null> {
  const [row] = await ctx.db.select({ cents: balanceSettings.lowBalanceCents }).from(balanceSettings).where(eq(balanceSettings.contractorId, contractorId));
  return row?.cents ?? null;
}

/** A new threshold starts a new watch: the next fall below it sends the alert (low-balance.server.ts). */
export async function updateMyLowBalance(ctx: DomainContext, contractorId: string, input: BalanceSettingsInput): Promise<void> {
  await ctx.db
    .insert(balanceSettings)
    .values({ contractorId, lowBalanceCents: input.lowBalance })
    .onConflictDoUpdate({ target: balanceSettings.contractorId, set: { lowBalanceCents: input.lowBalance, lowBalanceAlerted: false } });
}
