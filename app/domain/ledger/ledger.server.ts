import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { contractorBalances, ledgerAccounts, ledgerEntries } from "~/db/schema";
import type { Tx } from "~/db/types.server";
import { write } from "~/db/write-batch.server";
import type { Env } from "~/env.server";
import { InsufficientBalanceError } from "./insufficient-balance-error";
import { noteRechargeCrossing, watchLowBalance } from "./low-balance.server";
import { accountKey, isBalanced, type Account, type LedgerEntry } from "./ledger-rules";

export type LedgerKind = "top-up" | "purchase" | "credit" | "adjustment";

/** What a posting changed: its transaction, and each contractor balance it moved (by how much, to what). */
export type PostedLedger = { transactionId: string; moved: { contractorId: string; amountCents: number; balanceAfterCents: number }[] };

/** The contractor an account belongs to: a balance's owner; the platform's own accounts have none. */
const contractorOf = (account: Account) => (account.kind === "contractor-balance" ? account.contractorId : null);

/**
 * Write one balanced set of entries (ledger-rules.ts) and move each
 * contractor's balance row by the same amounts, in the caller's transaction.
 * The balance update is conditional (`balance + delta >= 0`) and the column
 * has a check constraint, so the database refuses a negative balance even if
 * a caller skipped the checks. Returns what it moved; a receipt for it is the
 * caller's to send (receipts.server.ts), in the same transaction.
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
    /** Lets a fall below the contractor's low-balance threshold send its alert (low-balance.server.ts). */
    env?: Pick<Env, "SMTP_URL" | "PUBLIC_URL">;
  },
): Promise<PostedLedger> {
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
  const moved: PostedLedger["moved"] = [];
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
    moved.push({ contractorId, amountCents: e.amountCents, balanceAfterCents: row.balanceCents });
    await watchLowBalance(tx, meta.env, contractorId, row.balanceCents, meta.now);
    await noteRechargeCrossing(tx, contractorId, row.balanceCents);
  }
  return { transactionId, moved };
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
