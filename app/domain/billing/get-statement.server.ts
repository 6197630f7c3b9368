import { and, asc, eq, gte, lt, sql, sum } from "drizzle-orm";
import { contractors, ledgerEntries, purchases, quoteRequests, subscriptionCharges } from "~/db/schema";
import { ledgerLead, withLeadDetails } from "../ledger/ledger-lead.server";
import type { LedgerKind } from "../ledger/ledger.server";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { NotFoundError } from "../shared/errors";
import { monthOf, monthRange } from "./subscription-state";

/** Who asks: a contractor sees only its own statements (anything else reads as not found), an admin any. */
export type StatementViewer = { role: "admin" } | { role: "contractor"; contractorId: string };

export type StatementLine = { id: string; at: Date; kind: LedgerKind; memo: string | null; amountCents: number };
export type StatementFee = { id: string; at: Date; amountCents: number; provider: string };

export type Statement = {
  contractorId: string;
  businessName: string;
  month: string;
  start: Date;
  /** The month's end, or now for the current month (month to date). */
  end: Date;
  toDate: boolean;
  openingCents: number;
  closingCents: number;
  lines: StatementLine[];
  /** Sum per kind over the month, from the ledger itself (not from `lines`). */
  totals: Record<LedgerKind, number>;
  /** Monthly fees paid by card: outside the lead balance, so not part of opening → closing. */
  fees: StatementFee[];
  feesCents: number;
};

const KINDS: readonly LedgerKind[] = ["top-up", "purchase", "credit", "adjustment"];

/**
 * The monthly statement (UTC calendar month, or the current month to date): every ledger entry on the
 * contractor's balance — purchases, return credits, top-ups, adjustments — and the monthly fees. The
 * totals are summed by the database over the same rows the ledger holds, so they equal the ledger's.
 */
export async function getStatement(ctx: DomainContext, viewer: StatementViewer, contractorId: string, month: string): Promise<Statement> {
  const range = monthRange(month);
  const now = nowOf(ctx);
  if (!range || range.start > now) throw new NotFoundError("This statement");
  if (viewer.role === "contractor" && viewer.contractorId !== contractorId) throw new NotFoundError("This statement");
  const [contractor] = await ctx.db.select({ businessName: contractors.businessName }).from(contractors).where(eq(contractors.id, contractorId));
  if (!contractor) throw new NotFoundError("This statement");
  const toDate = monthOf(now) === month;
  const end = toDate ? now : range.end;
  const mine = eq(ledgerEntries.contractorId, contractorId);
  const inRange = and(mine, gte(ledgerEntries.createdAt, range.start), lt(ledgerEntries.createdAt, end));

  const [opening] = await ctx.db
    .select({ cents: sum(ledgerEntries.amountCents).mapWith(Number) })
    .from(ledgerEntries)
    .where(and(mine, lt(ledgerEntries.createdAt, range.start)));
  const byKind = await ctx.db
    .select({ kind: ledgerEntries.kind, cents: sql<number>`sum(${ledgerEntries.amountCents})`.mapWith(Number) })
    .from(ledgerEntries)
    .where(inRange)
    .groupBy(ledgerEntries.kind);
  const lines = await ctx.db
    .select({
      id: ledgerEntries.id,
      at: ledgerEntries.createdAt,
      kind: ledgerEntries.kind,
      memo: ledgerEntries.memo,
      amountCents: ledgerEntries.amountCents,
      ...ledgerLead.columns,
    })
    .from(ledgerEntries)
    .leftJoin(purchases, ledgerLead.purchaseOn)
    .leftJoin(quoteRequests, ledgerLead.requestOn)
    .where(inRange)
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
  const fees = await ctx.db
    .select({
      id: subscriptionCharges.id,
      at: subscriptionCharges.createdAt,
      amountCents: subscriptionCharges.amountCents,
      provider: subscriptionCharges.provider,
    })
    .from(subscriptionCharges)
    .where(
      and(
        eq(subscriptionCharges.contractorId, contractorId),
        eq(subscriptionCharges.status, "paid"),
        gte(subscriptionCharges.createdAt, range.start),
        lt(subscriptionCharges.createdAt, end),
      ),
    )
    .orderBy(asc(subscriptionCharges.createdAt), asc(subscriptionCharges.id));

  const totals = Object.fromEntries(KINDS.map((k) => [k, byKind.find((r) => r.kind === k)?.cents ?? 0])) as Record<LedgerKind, number>;
  const openingCents = opening?.cents ?? 0;
  const net = KINDS.reduce((acc, k) => acc + totals[k], 0);
  return {
    contractorId,
    businessName: contractor.businessName,
    month,
    start: range.start,
    end,
    toDate,
    openingCents,
    closingCents: openingCents + net,
    lines: lines.map(withLeadDetails),
    totals,
    fees,
    feesCents: fees.reduce((acc, f) => acc + f.amountCents, 0),
  };
}
