import { and, eq, sql } from "drizzle-orm";
import { auditLog, contractorBalances, contractors, ledgerEntries, purchases, quoteRequests, users } from "~/db/schema";
import { ledgerLead, withLeadDetails } from "~/domain/ledger/ledger-lead.server";
import { accountKey, contractorBalance } from "~/domain/ledger/ledger-rules";
import { rowsOf, type Executor } from "~/db/types.server";
import { cappedCount, keyset, LIST_PAGE_SIZE, type PageRequest } from "~/domain/shared/keyset-page.server";

// (contractor_id, created_at, id) desc through ledger_entries_contractor_created_id_idx (migration 0006).
const ledgerOrder = keyset(ledgerEntries.createdAt, ledgerEntries.id);
// (entity, entity_id, at, id) desc through audit_log_entity_at_id_idx (migration 0013).
const historyOrder = keyset(auditLog.at, auditLog.id);

/**
 * Admin: one contractor with balance, account state, one keyset page of its
 * ledger (`page`), a bounded purchase count ("1,000+") and one keyset page of
 * its audit trail (`historyPage`: the page has two lists, each with its cursor).
 */
export async function getContractor(db: Executor, contractorId: string, page: PageRequest = {}, historyPage: PageRequest = {}) {
  const limit = page.limit ?? LIST_PAGE_SIZE;
  const [contractor] = await db.select().from(contractors).where(eq(contractors.id, contractorId));
  if (!contractor) return undefined;
  const [balance] = await db
    .select({ cents: contractorBalances.balanceCents })
    .from(contractorBalances)
    .where(eq(contractorBalances.contractorId, contractorId));
  const [user] = await db.select({ hasPassword: users.passwordHash }).from(users).where(eq(users.contractorId, contractorId));
  const ledgerRows = await db
    .select({
      id: ledgerEntries.id,
      ...ledgerOrder.key,
      amountCents: ledgerEntries.amountCents,
      kind: ledgerEntries.kind,
      memo: ledgerEntries.memo,
      createdAt: ledgerEntries.createdAt,
      ...ledgerLead.columns,
    })
    .from(ledgerEntries)
    .leftJoin(purchases, ledgerLead.purchaseOn)
    .leftJoin(quoteRequests, ledgerLead.requestOn)
    .where(
      and(
        eq(ledgerEntries.contractorId, contractorId),
        eq(ledgerEntries.accountKey, accountKey(contractorBalance(contractorId))),
        ledgerOrder.after(page.after),
      ),
    )
    .orderBy(...ledgerOrder.orderBy)
    .limit(limit + 1);
  const ledger = ledgerOrder.page(ledgerRows, limit);
  const [bought] = rowsOf<{ n: number | string }>(
    await db.execute(sql`select ${cappedCount(sql`select 1 from ${purchases} where ${purchases.contractorId} = ${contractorId}`)} as n`),
  );
  const historyLimit = historyPage.limit ?? LIST_PAGE_SIZE;
  const historyRows = await db
    .select({ id: auditLog.id, action: auditLog.action, before: auditLog.before, after: auditLog.after, at: auditLog.at, ...historyOrder.key })
    .from(auditLog)
    .where(and(eq(auditLog.entity, "contractor"), eq(auditLog.entityId, contractorId), historyOrder.after(historyPage.after)))
    .orderBy(...historyOrder.orderBy)
    .limit(historyLimit + 1);
  const history = historyOrder.page(historyRows, historyLimit);
  return {
    contractor,
    balanceCents: balance?.cents ?? 0,
    invitationPending: user ? !user.hasPassword : false,
    ledger: ledger.rows.map(withLeadDetails),
    ledgerNext: ledger.next,
    purchaseCount: Number(bought?.n ?? 0),
    history: history.rows,
    historyNext: history.next,
  };
}
