import { and, desc, eq } from "drizzle-orm";
import { auditLog, contractorBalances, contractors, ledgerEntries, purchases, users } from "~/db/schema";
import { accountKey, contractorBalance } from "~/domain/ledger/ledger-rules";
import type { Executor } from "~/db/types.server";

/** Admin: one contractor with balance, account state, recent ledger entries, purchase count and audit trail. */
export async function getContractor(db: Executor, contractorId: string) {
  const [contractor] = await db.select().from(contractors).where(eq(contractors.id, contractorId));
  if (!contractor) return undefined;
  const [balance] = await db.select({ cents: contractorBalances.balanceCents }).from(contractorBalances).where(eq(contractorBalances.contractorId, contractorId));
  const [user] = await db.select({ hasPassword: users.passwordHash }).from(users).where(eq(users.contractorId, contractorId));
  const ledger = await db
    .select({ id: ledgerEntries.id, amountCents: ledgerEntries.amountCents, kind: ledgerEntries.kind, memo: ledgerEntries.memo, createdAt: ledgerEntries.createdAt })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.contractorId, contractorId), eq(ledgerEntries.accountKey, accountKey(contractorBalance(contractorId)))))
    .orderBy(desc(ledgerEntries.createdAt))
    .limit(50);
  const bought = await db.select({ id: purchases.id }).from(purchases).where(eq(purchases.contractorId, contractorId));
  const history = await db
    .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after, at: auditLog.at })
    .from(auditLog)
    .where(and(eq(auditLog.entity, "contractor"), eq(auditLog.entityId, contractorId)))
    .orderBy(desc(auditLog.at))
    .limit(50);
  return {
    contractor,
    balanceCents: balance?.cents ?? 0,
    invitationPending: user ? !user.hasPassword : false,
    ledger,
    purchaseCount: bought.length,
    history,
  };
}
