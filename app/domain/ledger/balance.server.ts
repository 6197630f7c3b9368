import { and, eq } from "drizzle-orm";
import { ledgerEntries, purchases, quoteRequests } from "~/db/schema";
import { ledgerLead, withLeadDetails } from "./ledger-lead.server";
import { audit } from "~/domain/shared/audit.server";
import { assertAdmin } from "~/domain/accounts/assert-admin.server";
import { nowOf, onceIn, type DomainContext } from "../shared/domain-context.server";
import { NotFoundError } from "../shared/errors";
import { entriesForAdjustment } from "./ledger-rules";
import { getBalance, lockBalance, postLedger } from "./ledger.server";
import { sendLedgerReceipts } from "./receipts.server";
import { DomainError } from "../shared/errors";
import { keyset, LIST_PAGE_SIZE, type PageRequest } from "../shared/keyset-page.server";

// (contractor_id, created_at, id) desc through ledger_entries_contractor_created_id_idx (migration 0006).
const order = keyset(ledgerEntries.createdAt, ledgerEntries.id);

/** The balance alone (the header of every /pro page and its dashboard): one row by key, read once per page request. */
export function myBalanceCents(ctx: DomainContext, contractorId: string): Promise<number> {
  return onceIn(ctx, `balance:${contractorId}`, () => getBalance(ctx.db, contractorId));
}

/** The contractor's balance and their own ledger lines, newest first, one keyset page at a time (`next`: the following page's cursor). */
export async function myBalance(ctx: DomainContext, contractorId: string, page: PageRequest = {}) {
  const limit = page.limit ?? LIST_PAGE_SIZE;
  const balanceCents = await getBalance(ctx.db, contractorId);
  const rows = await ctx.db
    .select({
      id: ledgerEntries.id,
      ...order.key,
      amountCents: ledgerEntries.amountCents,
      kind: ledgerEntries.kind,
      memo: ledgerEntries.memo,
      referenceId: ledgerEntries.referenceId,
      createdAt: ledgerEntries.createdAt,
      ...ledgerLead.columns,
    })
    .from(ledgerEntries)
    .leftJoin(purchases, ledgerLead.purchaseOn)
    .leftJoin(quoteRequests, ledgerLead.requestOn)
    .where(and(eq(ledgerEntries.contractorId, contractorId), order.after(page.after)))
    .orderBy(...order.orderBy)
    .limit(limit + 1);
  const entries = order.page(rows, limit);
  return { balanceCents, entries: entries.rows.map(withLeadDetails), next: entries.next };
}

/** An admin's balance adjustment with a reason, through the ledger; audited. A negative one cannot take the balance below zero. */
export async function adjustBalance(
  ctx: DomainContext,
  adminId: string,
  contractorId: string,
  signedCents: number,
  reason: string,
): Promise<{ balanceCentsAfter: number }> {
  const now = nowOf(ctx);
  const text = reason.trim();
  if (text.length < 3) throw new DomainError("invalid_input", "Please give a reason for the adjustment.");
  if (!Number.isSafeInteger(signedCents) || signedCents === 0) throw new DomainError("invalid_input", "Please enter a non-zero amount.");
  await assertAdmin(ctx.db, adminId);
  return ctx.db.transaction(async (tx) => {
    const before = await lockBalance(tx, contractorId);
    if (before === undefined) throw new NotFoundError("This contractor");
    const adjustment = { kind: "adjustment", memo: text, now } as const;
    await sendLedgerReceipts(
      tx,
      ctx.env,
      await postLedger(tx, entriesForAdjustment(contractorId, signedCents), { ...adjustment, actorUserId: adminId }),
      adjustment,
    );
    await audit(
      tx,
      {
        actorUserId: adminId,
        action: "balance.adjust",
        entity: "contractor",
        entityId: contractorId,
        before: { balanceCents: before },
        after: { balanceCents: before + signedCents, reason: text },
      },
      now,
    );
    return { balanceCentsAfter: before + signedCents };
  });
}
