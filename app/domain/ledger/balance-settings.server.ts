import { eq } from "drizzle-orm";
import { balanceSettings } from "~/db/schema";
import type { BalanceSettingsInput } from "~/forms/contractor-documents";
import type { DomainContext } from "../shared/domain-context.server";

/** /pro/settings: the low-balance alert threshold and the auto-recharge rule in cents (null: none), and whether a card is saved. */
export async function getMyBalanceSettings(ctx: DomainContext, contractorId: string) {
  const [row] = await ctx.db.select().from(balanceSettings).where(eq(balanceSettings.contractorId, contractorId));
  return {
    lowBalanceCents: row?.lowBalanceCents ?? null,
    rechargeBelowCents: row?.rechargeBelowCents ?? null,
    rechargeAmountCents: row?.rechargeAmountCents ?? null,
    cardSaved: Boolean(row?.stripePaymentMethodId),
  };
}

/** A new threshold starts a new watch: the next fall below it sends the alert (low-balance.server.ts). */
export async function updateMyLowBalance(ctx: DomainContext, contractorId: string, input: BalanceSettingsInput): Promise<void> {
  await ctx.db
    .insert(balanceSettings)
    .values({ contractorId, lowBalanceCents: input.lowBalance })
    .onConflictDoUpdate({ target: balanceSettings.contractorId, set: { lowBalanceCents: input.lowBalance, lowBalanceAlerted: false } });
}
