import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { contractorBalances, ledgerAccounts, ledgerEntries } from "~/db/schema";
import type { Tx } from "~/db/types.server";
import { write } from "~/db/write-batch.server";
import type { Env } from "~/env.server";
import { InsufficientBalanceError } from "./insufficient-balance-error";
import { noteRechargeCrossing, watchLowBalance } from "./low-balance.server";
import { accountKey, isBalanced, type Account, type LedgerEntry } from "./ledger-rules";
import { sendReceipt } from "../billing/send-receipt.server";

/** What a receipt says the money was for (every top-up, credit and adjustment gets one). */
const receiptWhat: Record<LedgerKind, string> = {
  "top-up": "Lead balance top-up",
  purchase: "Lead purchase",
  credit: "Lead credit",
  adjustment: "Balance adjustment",
};

export type LedgerKind = "top-up" | "purchase" | "credit" | "adjustment";

/** The contractor an account belongs to: a balance's owner; the platform's own accounts have none. */
const contractorOf = (account: Account) => (account.kind === "contractor-balance" ? account.contractorId : null);

/**
 * Write one balanced set of entries (ledger-rules.ts) and move each
 * contractor's balance row by the same amounts, in the caller's transaction.
 * The balance update is conditional (`balance + delta >= 0`) and the column
 * has a check constraint, so the database refuses a negative balance even if
 * a caller skipped the checks.
 */
export async function postLedger(
  tx: Tx,
  entries: readonly LedgerEntry[],
  meta: {
    kind: LedgerKind;
    referenceId?: string | null;
    memo?: string | null;
    actorUserId?: string | null;
    now: Date;
    /** E-mail the contractor a receipt (amount, what for, balance after, date) through the outbox, in this transaction. */
    receipt?: Pick<Env, "SMTP_URL" | "PUBLIC_URL">;
    /** Lets a fall below the contractor's low-balance threshold send its alert (low-balance.server.ts). */
    env?: Pick<Env, "SMTP_URL" | "PUBLIC_URL">;
  },
): Promise<{ transactionId: string }> {
  if (!isBalanced(entries)) throw new Error("Ledger entries must sum to zero");
  const transactionId = randomUUID();
  // Each account exists from its first entry on: one insert that skips the existing ones, not a read first. Neither
  // insert is read back here, so a sale's go out with its last statement (write; the entries' foreign key is
  // checked at the end of that statement, when both are in).
  const accounts = new Map(entries.map((e) => [accountKey(e.account), e.account]));
  await write(
    tx,
    tx
      .insert(ledgerAccounts)
      .values([...accounts].map(([key, account]) => ({ key, kind: account.kind, contractorId: contractorOf(account) })))
      .onConflictDoNothing(),
  );
  const rows = entries.map((e) => ({
    transactionId,
    accountKey: accountKey(e.account),
    contractorId: contractorOf(e.account),
    amountCents: e.amountCents,
    kind: meta.kind,
    referenceId: meta.referenceId ?? null,
    memo: meta.memo ?? null,
    actorUserId: meta.actorUserId ?? null,
    createdAt: meta.now,
  }));
  await write(tx, tx.insert(ledgerEntries).values(rows));
  for (const e of entries) {
    if (e.account.kind !== "contractor-balance") continue;
    const contractorId = e.account.contractorId;
    const [row] = await tx
      .update(contractorBalances)
      .set({ balanceCents: sql`${contractorBalances.balanceCents} + ${e.amountCents}`, updatedAt: meta.now })
      .where(sql`${contractorBalances.contractorId} = ${contractorId} and ${contractorBalances.balanceCents} + ${e.amountCents} >= 0`)
      .returning({ balanceCents: contractorBalances.balanceCents });
    if (!row) {
      const [current] = await tx.select().from(contractorBalances).where(eq(contractorBalances.contractorId, contractorId));
      if (!current) throw new Error(`Contractor ${contractorId} has no balance row`);
      throw new InsufficientBalanceError(current.balanceCents, -e.amountCents);
    }
    if (meta.receipt) {
      const what = meta.memo ? `${receiptWhat[meta.kind]}: ${meta.memo}` : receiptWhat[meta.kind];
      await sendReceipt(tx, meta.receipt, { contractorId, what, amountCents: Math.abs(e.amountCents), balanceAfterCents: row.balanceCents, at: meta.now });
    }
    await watchLowBalance(tx, meta.env, contractorId, row.balanceCents, meta.now);
    await noteRechargeCrossing(tx, contractorId, row.balanceCents);
  }
  return { transactionId };
}

/** The contractor's balance row, locked for the rest of the transaction: serializes that contractor's money moves. */
export async function lockBalance(tx: Tx, contractorId: string): Promise<number | undefined> {
  const [row] = await tx.select().from(contractorBalances).where(eq(contractorBalances.contractorId, contractorId)).for("update");
  return row?.balanceCents;
}

export async function getBalance(db: { select: Tx["select"] }, contractorId: string): Promise<number> {
  const [row] = await db.select().from(contractorBalances).where(eq(contractorBalances.contractorId, contractorId));
  return row?.balanceCents ?? 0;
}
