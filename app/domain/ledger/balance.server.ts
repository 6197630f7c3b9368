import { desc, eq } from "drizzle-orm";
import { ledgerEntries } from "~/db/schema";
import { audit } from "~/domain/shared/audit.server";
import { assertAdmin } from "~/domain/accounts/assert-admin.server";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { NotFoundError } from "../shared/errors";
import { entriesForAdjustment } from "./ledger-rules";
import { getBalance, lockBalance, postLedger } from "./ledger.server";
import { DomainError } from "../shared/errors";

/** The contractor's balance and their own ledger lines, newest first. */
export async function myBalance(ctx: DomainContext, contractorId: string, limit = 100) {
  const balanceCents = await getBalance(ctx.db, contractorId);
  const entries = await ctx.db
    .select({ id: ledgerEntries.id, amountCents: ledgerEntries.amountCents, kind: ledgerEntries.kind, memo: ledgerEntries.memo, referenceId: ledgerEntries.referenceId, createdAt: ledgerEntries.createdAt })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.contractorId, contractorId))
    .orderBy(desc(ledgerEntries.createdAt))
    .limit(limit);
  return { balanceCents, entries };
}

/** An admin's balance adjustment with a reason, through the ledger; audited. A negative one cannot take the balance below zero. */
export async function adjustBalance(ctx: DomainContext, adminId: string, contractorId: string, signedCents: number, reason: string): Promise<{ balanceCentsAfter: number }> {
  const now = nowOf(ctx);
  const text = reason.trim();
  if (text.length < 3) throw new DomainError("invalid_input", "Please give a reason for the adjustment.");
  if (!Number.isSafeInteger(signedCents) || signedCents === 0) throw new DomainError("invalid_input", "Please enter a non-zero amount.");
  await assertAdmin(ctx.db, adminId);
  return ctx.db.transaction(async (tx) => {
    const before = await lockBalance(tx, contractorId);
    if (before === undefined) throw new NotFoundError("This contractor");
    await postLedger(tx, entriesForAdjustment(contractorId, signedCents), { kind: "adjustment", memo: text, actorUserId: adminId, now });
    await audit(tx, { actorUserId: adminId, action: "balance.adjust", entity: "contractor", entityId: contractorId, before: { balanceCents: before }, after: { balanceCents: before + signedCents, reason: text } }, now);
    return { balanceCentsAfter: before + signedCents };
  });
}
