/**
 * The admin price table (required: "Price table: the spec's ranges per
 * category and tier, editable, with history") and what it does to buying:
 * edits, resets, history and audit written together; bad input refused with
 * nothing written; listings and purchases priced from the edited table, with
 * urgency from the calculator answers; the expected-price guard.
 *
 * Each test edits its own category/tier cells: they share one database.
 */
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, calculatorLeads, contractorBalances, leadPrices, leads, purchases, quoteRequests } from "~/db/schema";
import { ForbiddenError } from "~/domain/shared/errors";
import { availableLeadsForContractor } from "~/domain/marketplace/listings.server";
import { purchaseLead } from "~/domain/marketplace/purchase-lead.server";
import { LeadPriceChangedError } from "~/domain/pricing/lead-price-changed-error";
import { listPriceChanges } from "~/domain/pricing/list-price-changes.server";
import { loadPriceTable } from "~/domain/pricing/load-price-table.server";
import { rangeIn } from "~/domain/pricing/price-table";
import type { PriceEdit } from "~/forms/lead-price-rules";
import { PriceTableError, updateLeadPrices } from "~/domain/pricing/update-lead-prices.server";
import { rowsOf } from "~/db/types.server";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { makeAdmin, makeContractor, makeQuoteRequest } from "./marketplace-fixtures";

const key = () => `key-${crypto.randomUUID()}`;

describe.each(testEngines())("lead price table on %s", (engine) => {
  const t = useTestDatabase(engine);
  let admin: string;
  const ctx = (now?: Date) => ({ db: t.db, env: t.env, now });
  beforeAll(async () => {
    admin = await makeAdmin(t.db);
  });

  const count = async (table: "lead_prices" | "lead_price_changes" | "audit_log") =>
    rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]!.n;
  const counts = async () => ({ prices: await count("lead_prices"), changes: await count("lead_price_changes"), audit: await count("audit_log") });
  const balanceOf = async (contractorId: string) =>
    (await t.db.select().from(contractorBalances).where(eq(contractorBalances.contractorId, contractorId)))[0]!.balanceCents;
  const refusal = async (run: Promise<unknown>): Promise<PriceTableError> => {
    const error = await run.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(PriceTableError);
    return error as PriceTableError;
  };

  it("saves an edit with its history and audit entry; listings and purchases charge the edited price", async () => {
    const at = new Date("2026-11-20T15:00:00Z");
    const edit: PriceEdit = { category: "electrical", tier: "enterprise", kind: "fresh", range: { min: 200, max: 300 } };
    expect(await updateLeadPrices(ctx(at), admin, { edits: [edit], reason: "  Storm season  " })).toEqual({ changed: 1 });

    const [row] = await t.db.select().from(leadPrices).where(eq(leadPrices.category, "electrical"));
    expect(row).toMatchObject({ tier: "enterprise", kind: "fresh", minDollars: 200, maxDollars: 300, updatedByUserId: admin });
    const history = (await listPriceChanges(t.db, { category: "electrical" })).rows;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      tier: "enterprise",
      kind: "fresh",
      before: { min: 26, max: 44 },
      after: { min: 200, max: 300 },
      reason: "Storm season",
      at,
    });
    expect(history[0]!.actor).toMatch(/^admin\d+-.*@example\.com$/);
    expect(await listPriceChanges(t.db, { category: "plumbing" })).toEqual({ rows: [], next: null });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, "electrical/enterprise/fresh"));
    expect(entry).toMatchObject({
      actorUserId: admin,
      action: "lead_price.update",
      entity: "lead_price",
      before: { min: 26, max: 44 },
      after: { min: 200, max: 300, reason: "Storm season" },
    });

    // The aged default follows the edited fresh range: the bottom 40%, 200-240.
    expect(rangeIn(await loadPriceTable(t.db), { category: "electrical", tier: "enterprise", kind: "aged" })).toEqual({ min: 200, max: 240 });

    const buyer = await makeContractor(t.db, t.env, { balanceCents: 1000_00, plan: "enterprise", categories: ["electrical"] });
    const { leadIds } = await makeQuoteRequest(t.db, { category: "electrical", pros: 1 });
    const offer = (await availableLeadsForContractor(ctx(), buyer.contractorId)).leads.find((l) => l.leadId === leadIds[0]);
    expect(offer?.priceCents).toBe(300_00); // one pro: the top of the edited range
    const sold = await purchaseLead(ctx(), buyer.contractorId, leadIds[0]!, key(), { expectedPriceCents: 300_00 });
    expect(sold.priceCents).toBe(300_00);
    expect(await balanceOf(buyer.contractorId)).toBe(700_00);
    // Other tiers of the category keep the spec's price.
    const payg = await makeContractor(t.db, t.env, { balanceCents: 1000_00, categories: ["electrical"] });
    const other = await makeQuoteRequest(t.db, { category: "electrical", pros: 1 });
    expect((await purchaseLead(ctx(), payg.contractorId, other.leadIds[0]!, key())).priceCents).toBe(63_00);
  });

  it.each<[string, PriceEdit[], string, Record<string, string>]>([
    [
      "a decimal",
      [{ category: "hvac", tier: "professional", kind: "fresh", range: { min: 40.5, max: 65 } }],
      "ok reason",
      { "hvac.professional.fresh.min": "Enter a whole number of dollars from 1 to 10,000." },
    ],
    [
      "zero",
      [{ category: "hvac", tier: "professional", kind: "fresh", range: { min: 0, max: 65 } }],
      "ok reason",
      { "hvac.professional.fresh.min": "Enter a whole number of dollars from 1 to 10,000." },
    ],
    [
      "over 10,000",
      [{ category: "hvac", tier: "professional", kind: "fresh", range: { min: 40, max: 10_001 } }],
      "ok reason",
      { "hvac.professional.fresh.max": "Enter a whole number of dollars from 1 to 10,000." },
    ],
    [
      "min above max",
      [{ category: "hvac", tier: "professional", kind: "fresh", range: { min: 70, max: 65 } }],
      "ok reason",
      { "hvac.professional.fresh.max": "The maximum must be at least the minimum ($70)." },
    ],
    [
      "no reason",
      [{ category: "hvac", tier: "professional", kind: "fresh", range: { min: 41, max: 65 } }],
      "  ",
      { reason: "Please give a reason of 3 to 500 characters." },
    ],
    [
      "an aged range above the fresh one",
      [{ category: "hvac", tier: "professional", kind: "aged", range: { min: 41, max: 66 } }],
      "ok reason",
      {
        "hvac.professional.aged.min": "The aged minimum must not be above the fresh minimum ($40).",
        "hvac.professional.aged.max": "The aged maximum must not be above the fresh maximum ($65).",
      },
    ],
    [
      "a fresh range below the spec's solar aged range",
      [{ category: "solar", tier: "payAsYouGo", kind: "fresh", range: { min: 10, max: 40 } }],
      "ok reason",
      {
        "solar.payAsYouGo.fresh.min": "The fresh minimum must not be below the aged minimum ($25).",
        "solar.payAsYouGo.fresh.max": "The fresh maximum must not be below the aged maximum ($50).",
      },
    ],
    [
      "one bad cell among good ones",
      [
        { category: "hvac", tier: "payAsYouGo", kind: "fresh", range: { min: 60, max: 90 } },
        { category: "hvac", tier: "enterprise", kind: "aged", range: { min: 50, max: 58 } },
      ],
      "ok reason",
      { "hvac.enterprise.aged.min": "The aged minimum must not be above the fresh minimum ($35)." },
    ],
  ])("refuses %s and writes nothing", async (_, edits, reason, expected) => {
    const before = await counts();
    const error = await refusal(updateLeadPrices(ctx(), admin, { edits, reason }));
    expect(error.status).toBe(400);
    expect(Object.fromEntries(error.problems.map((p) => [p.key, p.message]))).toEqual(expected);
    expect(await counts()).toEqual(before);
  });

  it("refuses a non-admin, and a save that changes nothing", async () => {
    const before = await counts();
    const contractor = await makeContractor(t.db, t.env);
    const edits: PriceEdit[] = [{ category: "hvac", tier: "professional", kind: "fresh", range: { min: 41, max: 65 } }];
    await expect(updateLeadPrices(ctx(), contractor.userId, { edits, reason: "not mine" })).rejects.toThrow(ForbiddenError);
    const same = await refusal(updateLeadPrices(ctx(), admin, { edits: [{ ...edits[0]!, range: { min: 40, max: 65 } }], reason: "same again" }));
    expect(same.message).toBe("Nothing changed: the prices already are these.");
    expect(await counts()).toEqual(before);
  });

  it("resets a category to the spec's prices, as a change with history and audit", async () => {
    const at = new Date("2026-11-21T10:00:00Z");
    await updateLeadPrices(ctx(at), admin, {
      edits: [
        { category: "roofing", tier: "enterprise", kind: "aged", range: { min: 10, max: 20 } },
        { category: "roofing", tier: "enterprise", kind: "fresh", range: { min: 50, max: 80 } },
      ],
      reason: "Trial prices",
    });
    const later = new Date("2026-11-22T10:00:00Z");
    const reset: PriceEdit[] = (["payAsYouGo", "professional", "enterprise"] as const).flatMap((tier) =>
      (["fresh", "aged"] as const).map((kind) => ({ category: "roofing" as const, tier, kind, range: null })),
    );
    expect(await updateLeadPrices(ctx(later), admin, { edits: reset, reason: "Trial over" })).toEqual({ changed: 2 });
    expect(await t.db.select().from(leadPrices).where(eq(leadPrices.category, "roofing"))).toEqual([]);
    const history = (await listPriceChanges(t.db, { category: "roofing" })).rows;
    expect(history.map((h) => [h.kind, h.before, h.after, h.reason])).toEqual([
      // Newest first; the reset aged range is the bottom 40% of the spec's $40-66.
      ["aged", { min: 10, max: 20 }, { min: 40, max: 50 }, "Trial over"],
      ["fresh", { min: 50, max: 80 }, { min: 40, max: 66 }, "Trial over"],
      ["aged", { min: 40, max: 50 }, { min: 10, max: 20 }, "Trial prices"],
      ["fresh", { min: 40, max: 66 }, { min: 50, max: 80 }, "Trial prices"],
    ]);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, "lead_price.reset"));
    expect(audits.map((a) => a.entityId).toSorted()).toEqual(["roofing/enterprise/aged", "roofing/enterprise/fresh"]);
    const again = await refusal(updateLeadPrices(ctx(), admin, { edits: reset, reason: "Once more" }));
    expect(again.message).toBe("Nothing to reset: these prices already are the spec's.");
  });

  it("refuses a sale at another price than the buyer was shown, and sells nothing (admin edit, then the lead aged)", async () => {
    const buyer = await makeContractor(t.db, t.env, { balanceCents: 500_00, plan: "professional", categories: ["plumbing"] });
    const { leadIds } = await makeQuoteRequest(t.db, { category: "plumbing", pros: 1 });
    const leadId = leadIds[0]!;
    const shown = (await availableLeadsForContractor(ctx(), buyer.contractorId)).leads.find((l) => l.leadId === leadId)!.priceCents;
    expect(shown).toBe(45_00);

    await updateLeadPrices(ctx(), admin, {
      edits: [{ category: "plumbing", tier: "professional", kind: "fresh", range: { min: 25, max: 49 } }],
      reason: "Demand",
    });
    const k = key();
    const changed = await purchaseLead(ctx(), buyer.contractorId, leadId, k, { expectedPriceCents: shown }).catch((e: unknown) => e);
    expect(changed).toBeInstanceOf(LeadPriceChangedError);
    expect((changed as LeadPriceChangedError).status).toBe(409);
    expect((changed as Error).message).toBe("The price of this lead changed to $49.00. Check it and buy again.");
    expect(await balanceOf(buyer.contractorId)).toBe(500_00);
    expect(await t.db.select().from(purchases).where(eq(purchases.leadId, leadId))).toEqual([]);
    expect((await t.db.select().from(leads).where(eq(leads.id, leadId)))[0]!.status).toBe("available");

    // The lead ages before the next click: aged range 25-35 (bottom 40% of 25-49), one pro at its top.
    await t.db.update(leads).set({ status: "aged" }).where(eq(leads.id, leadId));
    const aged = await purchaseLead(ctx(), buyer.contractorId, leadId, k, { expectedPriceCents: 49_00 }).catch((e: unknown) => e);
    expect((aged as Error).message).toBe("The price of this lead changed to $35.00. Check it and buy again.");
    expect(await balanceOf(buyer.contractorId)).toBe(500_00);

    // The same key, now at the price shown, buys it.
    const sold = await purchaseLead(ctx(), buyer.contractorId, leadId, k, { expectedPriceCents: 35_00 });
    expect(sold).toMatchObject({ priceCents: 35_00, replayed: false });
    expect(await balanceOf(buyer.contractorId)).toBe(465_00);
  });

  it("prices by the urgency of the calculator answers; a plain quote request stays 'unknown'", async () => {
    const buyer = await makeContractor(t.db, t.env, { balanceCents: 500_00, categories: ["home-improvement"] });
    const plain = await makeQuoteRequest(t.db, { category: "home-improvement", pros: 3 });
    const fromCalculator = async (timeline: string) => {
      const request = await makeQuoteRequest(t.db, { category: "home-improvement", pros: 3 });
      const [calc] = await t.db
        .insert(calculatorLeads)
        .values({
          calculatorType: "home-improvement",
          answers: { projectType: "flooring", scope: "minor", size: "small", timeline, homeValue: "under300k" },
          result: {},
          // Below the category's small-job figure: no estimate nudge, so only urgency moves the price.
          estimateAmount: 5_000,
          fullName: "Calc Homeowner",
          email: "calc@example.com",
          phone: "+12125552199",
          address: "1 Main St",
          quoteRequestId: request.quoteRequestId,
        })
        .returning({ id: calculatorLeads.id });
      await t.db.update(quoteRequests).set({ calculatorLeadId: calc!.id, source: "calculator" }).where(eq(quoteRequests.id, request.quoteRequestId));
      return request.leadIds[0]!;
    };
    const asap = await fromCalculator("asap");
    const flexible = await fromCalculator("flexible");
    const listed = (await availableLeadsForContractor(ctx(), buyer.contractorId)).leads;
    const priceOf = (id: string) => listed.find((l) => l.leadId === id)!.priceCents;
    // Home improvement pay-as-you-go $44-75, three pros: 44 + round(0.15 × 31) = 49; 'urgent' adds 0.10: 44 + round(0.25 × 31) = 52.
    expect(priceOf(plain.leadIds[0]!)).toBe(49_00);
    expect(priceOf(flexible)).toBe(49_00);
    expect(priceOf(asap)).toBe(52_00);
    expect((await purchaseLead(ctx(), buyer.contractorId, asap, key(), { expectedPriceCents: 52_00 })).priceCents).toBe(52_00);
  });
});
