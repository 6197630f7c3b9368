/**
 * The monthly statement (HTML page and PDF) lists every purchase, return credit, top-up,
 * adjustment and fee, with totals equal to the ledger's — here over more rows than a list page — and only
 * its contractor (and admins) may read it. On PGlite and on PostgreSQL.
 */
import { inflateSync } from "node:zlib";
import { and, eq, gte, lt, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contractorBalances, ledgerEntries } from "~/db/schema";
import { changeMyPlan } from "~/domain/billing/change-my-plan.server";
import { getStatement } from "~/domain/billing/get-statement.server";
import { renderStatementPdf } from "~/domain/billing/statement-pdf.server";
import { adjustBalance } from "~/domain/ledger/balance.server";
import { requestReturn } from "~/domain/marketplace/lead-returns.server";
import { purchaseLead } from "~/domain/marketplace/purchase-lead.server";
import { testModePaymentProvider } from "~/domain/payments/payment-provider.server";
import { topUp } from "~/domain/payments/top-up.server";
import { LIST_PAGE_SIZE } from "~/domain/shared/keyset-page.server";
import { formatCents } from "~/domain/shared/money";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { makeAdmin, makeContractor, makeQuoteRequest } from "../marketplace/marketplace-fixtures";

const MONTH = "2026-02";
const inFeb = (day: number, minute = 0) => new Date(Date.UTC(2026, 1, day, 10, minute));

/** The text a PDF draws: its content streams inflated, and pdfkit's hex strings decoded. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const out: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(m[1]!, "latin1")).toString("latin1");
    } catch {
      continue;
    }
    for (const tj of content.matchAll(/\[(.*?)\]\s*TJ/g))
      out.push([...tj[1]!.matchAll(/<([0-9a-f]+)>/gi)].map((h) => Buffer.from(h[1]!, "hex").toString("latin1")).join(""));
  }
  return out.join("\n");
}

describe.each(testEngines())("monthly statements on %s", (engine) => {
  const t = useTestDatabase(engine);
  const ctx = (now?: Date) => ({ db: t.db, env: t.env, now });

  async function busyMonth() {
    const admin = await makeAdmin(t.db);
    const pro = await makeContractor(t.db, t.env);
    // Before the month: the opening balance.
    await topUp(ctx(new Date(Date.UTC(2026, 0, 20))), pro.contractorId, 500_00, testModePaymentProvider);
    // More top-ups than a list page holds, then purchases, a credit, an adjustment and the monthly fee.
    for (let i = 0; i < LIST_PAGE_SIZE + 5; i++)
      await topUp(ctx(inFeb(1 + (i % 20), i)), pro.contractorId, 10_00 + i, testModePaymentProvider, { idempotencyKey: `statement-${i}-xxxx` });
    const bought = [];
    for (const duplicate of [false, false, true]) {
      const request = await makeQuoteRequest(t.db, { pros: 1, duplicate, createdAt: inFeb(21) });
      bought.push(await purchaseLead(ctx(inFeb(22)), pro.contractorId, request.leadIds[0]!, crypto.randomUUID()));
    }
    await requestReturn(ctx(inFeb(23)), pro.contractorId, bought[2]!.purchaseId, { reason: "duplicate" });
    await adjustBalance(ctx(inFeb(24)), admin, pro.contractorId, -7_50, "Correction of a double credit");
    await changeMyPlan(ctx(inFeb(25)), { ...pro, email: "x@example.com" }, "subscribe", crypto.randomUUID());
    // After the month: not on this statement.
    await topUp(ctx(new Date(Date.UTC(2026, 2, 1, 0, 0, 1))), pro.contractorId, 99_00, testModePaymentProvider);
    return { ...pro, admin, bought };
  }

  it("totals equal the ledger's over more rows than a page; opening + movements = closing; fees beside the balance; the PDF carries them", async () => {
    const pro = await busyMonth();
    const statement = await getStatement(
      ctx(new Date("2026-04-01T00:00:00Z")),
      { role: "contractor", contractorId: pro.contractorId },
      pro.contractorId,
      MONTH,
    );
    const start = new Date(Date.UTC(2026, 1, 1));
    const end = new Date(Date.UTC(2026, 2, 1));
    const mine = and(eq(ledgerEntries.contractorId, pro.contractorId), gte(ledgerEntries.createdAt, start), lt(ledgerEntries.createdAt, end));
    const ledger = await t.db
      .select({ kind: ledgerEntries.kind, cents: sql<number>`sum(${ledgerEntries.amountCents})`.mapWith(Number), n: sql<number>`count(*)`.mapWith(Number) })
      .from(ledgerEntries)
      .where(mine)
      .groupBy(ledgerEntries.kind);
    const byKind = Object.fromEntries(ledger.map((r) => [r.kind, r.cents]));
    expect(statement.totals).toEqual({ "top-up": byKind["top-up"], purchase: byKind.purchase, credit: byKind.credit, adjustment: -7_50 });
    expect(statement.lines.length).toBe(ledger.reduce((a, r) => a + r.n, 0));
    expect(statement.lines.length).toBeGreaterThan(LIST_PAGE_SIZE);
    expect(statement.lines.filter((l) => l.kind === "purchase")).toHaveLength(3);
    expect(statement.lines.filter((l) => l.kind === "credit")).toHaveLength(1);
    expect(statement.openingCents).toBe(500_00);
    const [balanceNow] = await t.db.select().from(contractorBalances).where(eq(contractorBalances.contractorId, pro.contractorId));
    expect(statement.closingCents).toBe(balanceNow!.balanceCents - 99_00);
    expect(statement.fees).toEqual([expect.objectContaining({ amountCents: 29_900 })]);
    expect(statement.feesCents).toBe(29_900);

    const pdf = await renderStatementPdf(statement);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.subarray(-6).toString()).toContain("%%EOF");
    const text = pdfText(pdf);
    expect(text).toContain(`Closing balance: ${formatCents(statement.closingCents)}`);
    expect(text).toContain(`Top-ups: ${formatCents(statement.totals["top-up"])}`);
    expect(text).toContain(`Lead purchases: ${formatCents(statement.totals.purchase)}`);
    expect(text).toContain(`Monthly fees paid by card: ${formatCents(29_900)}`);
  });

  it("the current month is shown to date; another contractor's statement, a future or malformed month is not found; an admin may read any", async () => {
    const a = await makeContractor(t.db, t.env, { balanceCents: 50_00 });
    const b = await makeContractor(t.db, t.env);
    const now = new Date();
    const month = now.toISOString().slice(0, 7);
    const own = await getStatement(ctx(now), { role: "contractor", contractorId: a.contractorId }, a.contractorId, month);
    expect(own).toMatchObject({ toDate: true, totals: { "top-up": 50_00 }, closingCents: 50_00 });
    await expect(getStatement(ctx(now), { role: "contractor", contractorId: b.contractorId }, a.contractorId, month)).rejects.toMatchObject({
      code: "not_found",
    });
    await expect(getStatement(ctx(now), { role: "contractor", contractorId: a.contractorId }, a.contractorId, "2999-01")).rejects.toMatchObject({
      code: "not_found",
    });
    await expect(getStatement(ctx(now), { role: "contractor", contractorId: a.contractorId }, a.contractorId, "2026-1")).rejects.toMatchObject({
      code: "not_found",
    });
    expect((await getStatement(ctx(now), { role: "admin" }, a.contractorId, month)).totals["top-up"]).toBe(50_00);
  });
});
