import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contractorBalances, leads, purchases } from "~/db/schema";
import { AlreadyHoldsLeadFromRequestError, LeadTakenError, WeeklyCapReachedError } from "~/domain/marketplace/errors";
import { InsufficientBalanceError } from "~/domain/ledger/insufficient-balance-error";
import { NotFoundError } from "~/domain/shared/errors";
import { adjustBalance, myBalance } from "~/domain/ledger/balance.server";
import { adminDecideReturn, requestReturn } from "~/domain/marketplace/lead-returns.server";
import { availableLeadsForContractor, myLead, myLeads, updateMyLeadStatus } from "~/domain/marketplace/listings.server";
import { IdempotencyKeyReusedError } from "~/domain/marketplace/errors";
import { purchaseLead } from "~/domain/marketplace/purchase-lead.server";
import { testModePaymentProvider } from "~/domain/payments/payment-provider.server";
import { completeTopUp, topUp, TopUpAmountError } from "~/domain/payments/top-up.server";
import { ReturnWindowClosedError } from "~/domain/marketplace/errors";
import { pgErrorOf } from "~/db/pg-errors.server";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { BROOKLYN, LA, ledgerReport, makeAdmin, makeContractor, makeQuoteRequest } from "./marketplace-fixtures";

const key = () => `key-${crypto.randomUUID()}`;

describe.each(testEngines())("marketplace on %s", (engine) => {
  const t = useTestDatabase(engine);
  const ctx = (now?: Date) => ({ db: t.db, env: t.env, now });

  const balanceOf = async (contractorId: string) =>
    (await t.db.select().from(contractorBalances).where(eq(contractorBalances.contractorId, contractorId)))[0]!.balanceCents;

  it("sells a lead once: the buyer pays its tier price, the next buyer gets 'This lead was just taken'", async () => {
    const a = await makeContractor(t.db, t.env, { balanceCents: 500_00 });
    const b = await makeContractor(t.db, t.env, { balanceCents: 500_00, plan: "professional" });
    const { leadIds } = await makeQuoteRequest(t.db, { pros: 1 });
    const leadId = leadIds[0]!;
    const listed = await availableLeadsForContractor(ctx(), a.contractorId);
    const offer = listed.leads.find((l) => l.leadId === leadId)!;
    expect(offer.priceCents).toBe(94_00); // roofing pay-as-you-go top of range for a 1-pro request
    expect(offer).not.toHaveProperty("phone");
    expect(JSON.stringify(listed)).not.toContain("Homeowner");
    const sold = await purchaseLead(ctx(), a.contractorId, leadId, key());
    expect(sold).toMatchObject({ priceCents: 94_00, balanceCentsAfter: 406_00, replayed: false });
    expect(await balanceOf(a.contractorId)).toBe(406_00);
    await expect(purchaseLead(ctx(), b.contractorId, leadId, key())).rejects.toThrow(LeadTakenError);
    await expect(purchaseLead(ctx(), b.contractorId, leadId, key())).rejects.toThrow("This lead was just taken");
    expect(await balanceOf(b.contractorId)).toBe(500_00);
    const [lead] = await t.db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead!.status).toBe("sold");
    const mine = (await myLeads(ctx(), a.contractorId)).leads;
    expect(mine[0]!.homeowner.phone).toMatch(/^\+1212555/);
    expect(mine[0]!.homeowner.fullName).toMatch(/^Homeowner/);
  });

  it("prices by the buyer's tier", async () => {
    const pro = await makeContractor(t.db, t.env, { balanceCents: 500_00, plan: "professional" });
    const ent = await makeContractor(t.db, t.env, { balanceCents: 500_00, plan: "enterprise" });
    const { leadIds } = await makeQuoteRequest(t.db, { pros: 2 });
    expect((await purchaseLead(ctx(), pro.contractorId, leadIds[0]!, key())).priceCents).toBe(63_00); // 45 + round(0.6 * 30)
    expect((await purchaseLead(ctx(), ent.contractorId, leadIds[1]!, key())).priceCents).toBe(56_00); // 40 + round(0.6 * 26)
  });

  it("is idempotent: the same key returns the same outcome and charges once; a reused key for another lead is refused", async () => {
    const a = await makeContractor(t.db, t.env, { balanceCents: 500_00 });
    const { leadIds } = await makeQuoteRequest(t.db);
    const k = key();
    const first = await purchaseLead(ctx(), a.contractorId, leadIds[0]!, k);
    const again = await purchaseLead(ctx(), a.contractorId, leadIds[0]!, k);
    expect(again).toMatchObject({ purchaseId: first.purchaseId, priceCents: first.priceCents, replayed: true });
    expect(await balanceOf(a.contractorId)).toBe(500_00 - first.priceCents);
    const other = await makeQuoteRequest(t.db);
    await expect(purchaseLead(ctx(), a.contractorId, other.leadIds[0]!, k)).rejects.toThrow(IdempotencyKeyReusedError);
    await expect(purchaseLead(ctx(), a.contractorId, other.leadIds[0]!, "replacement:abcdefgh")).rejects.toThrow(IdempotencyKeyReusedError);
  });

  it("never sells a contractor two leads of one quote request", async () => {
    const a = await makeContractor(t.db, t.env, { balanceCents: 500_00 });
    const { leadIds } = await makeQuoteRequest(t.db, { pros: 3 });
    await purchaseLead(ctx(), a.contractorId, leadIds[0]!, key());
    await expect(purchaseLead(ctx(), a.contractorId, leadIds[1]!, key())).rejects.toThrow(AlreadyHoldsLeadFromRequestError);
    expect((await availableLeadsForContractor(ctx(), a.contractorId)).leads.map((l) => l.leadId)).not.toContain(leadIds[1]);
  });

  it("refuses a purchase the balance does not cover, and the database refuses a negative balance", async () => {
    const a = await makeContractor(t.db, t.env, { balanceCents: 10_00 });
    const { leadIds } = await makeQuoteRequest(t.db);
    await expect(purchaseLead(ctx(), a.contractorId, leadIds[0]!, key())).rejects.toThrow(InsufficientBalanceError);
    const [lead] = await t.db.select().from(leads).where(eq(leads.id, leadIds[0]!));
    expect(lead!.status).toBe("available");
    const refused = await t.db.execute(sql`update contractor_balances set balance_cents = -1 where contractor_id = ${a.contractorId}`).catch((e: unknown) => e);
    expect(pgErrorOf(refused)?.code).toBe("23514"); // check_violation
    const admin = await makeAdmin(t.db);
    await expect(adjustBalance(ctx(), admin, a.contractorId, -11_00, "correction")).rejects.toThrow(InsufficientBalanceError);
    expect(await balanceOf(a.contractorId)).toBe(10_00);
  });

  it("holds the weekly cap (Monday 00:00 New York) as a hard cap", async () => {
    const a = await makeContractor(t.db, t.env, { balanceCents: 1000_00, weeklyCapCents: 150_00 });
    const monday = new Date("2026-11-16T05:00:00Z");
    const r1 = await makeQuoteRequest(t.db, { pros: 1 });
    const r2 = await makeQuoteRequest(t.db, { pros: 1 });
    await purchaseLead(ctx(new Date("2026-11-16T05:30:00Z")), a.contractorId, r1.leadIds[0]!, key()); // $94
    await expect(purchaseLead(ctx(new Date("2026-11-22T23:00:00Z")), a.contractorId, r2.leadIds[0]!, key())).rejects.toThrow(WeeklyCapReachedError);
    // Sunday 23:59 New York is still that week; Monday 00:00 starts a new one.
    await expect(purchaseLead(ctx(new Date("2026-11-23T04:59:00Z")), a.contractorId, r2.leadIds[0]!, key())).rejects.toThrow(WeeklyCapReachedError);
    await purchaseLead(ctx(new Date("2026-11-23T05:00:00Z")), a.contractorId, r2.leadIds[0]!, key());
    expect(monday).toBeInstanceOf(Date);
  });

  it("lists only leads in my categories and area; others are not found to buy", async () => {
    const a = await makeContractor(t.db, t.env, { balanceCents: 500_00, categories: ["plumbing"], base: null, zips: [BROOKLYN.zip] });
    const inArea = await makeQuoteRequest(t.db, { category: "plumbing", place: BROOKLYN });
    const farAway = await makeQuoteRequest(t.db, { category: "plumbing", place: LA });
    const otherTrade = await makeQuoteRequest(t.db, { category: "roofing", place: BROOKLYN });
    const ids = (await availableLeadsForContractor(ctx(), a.contractorId)).leads.map((l) => l.leadId);
    expect(ids).toEqual(expect.arrayContaining(inArea.leadIds));
    expect(ids).not.toContain(farAway.leadIds[0]);
    expect(ids).not.toContain(otherTrade.leadIds[0]);
    await expect(purchaseLead(ctx(), a.contractorId, farAway.leadIds[0]!, key())).rejects.toThrow(NotFoundError);
    await expect(purchaseLead(ctx(), a.contractorId, otherTrade.leadIds[0]!, key())).rejects.toThrow(NotFoundError);
  });

  it("authorization: a contractor cannot see, update or return another's purchase", async () => {
    const a = await makeContractor(t.db, t.env, { balanceCents: 500_00 });
    const b = await makeContractor(t.db, t.env, { balanceCents: 500_00 });
    const { leadIds } = await makeQuoteRequest(t.db);
    const sold = await purchaseLead(ctx(), a.contractorId, leadIds[0]!, key());
    expect(await myLeads(ctx(), b.contractorId)).toEqual({ leads: [], next: null });
    await expect(myLead(ctx(), b.contractorId, sold.purchaseId)).rejects.toThrow(NotFoundError);
    await expect(updateMyLeadStatus(ctx(), b.contractorId, sold.purchaseId, { status: "won", jobValueCents: 1 })).rejects.toThrow(NotFoundError);
    await expect(requestReturn(ctx(), b.contractorId, sold.purchaseId, { reason: "wrong-number" })).rejects.toThrow(NotFoundError);
    await expect(adjustBalance(ctx(), a.userId, b.contractorId, 100_00, "not an admin")).rejects.toThrow("You do not have access");
    await updateMyLeadStatus(ctx(), a.contractorId, sold.purchaseId, { status: "won", notes: "Signed", jobValueCents: 12_000_00 });
    expect((await myLead(ctx(), a.contractorId, sold.purchaseId)).jobValueCents).toBe(12_000_00);
  });

  it("top-ups: test mode credits once per provider reference; amounts are bounded", async () => {
    const a = await makeContractor(t.db, t.env);
    await expect(topUp(ctx(), a.contractorId, 5_00, testModePaymentProvider)).rejects.toThrow(TopUpAmountError);
    const done = await topUp(ctx(), a.contractorId, 50_00, testModePaymentProvider);
    expect(done).toMatchObject({ status: "completed", balanceCentsAfter: 50_00 });
    await completeTopUp(ctx(), { contractorId: a.contractorId, provider: "stripe", providerRef: "cs_1", amountCents: 20_00 });
    await completeTopUp(ctx(), { contractorId: a.contractorId, provider: "stripe", providerRef: "cs_1", amountCents: 20_00 });
    expect(await balanceOf(a.contractorId)).toBe(70_00);
    expect((await myBalance(ctx(), a.contractorId)).entries).toHaveLength(2);
  });

  describe("returns", () => {
    it("credits an objective failure at once (ZIP outside the area as it was at purchase)", async () => {
      const a = await makeContractor(t.db, t.env, { balanceCents: 500_00, base: null, zips: [BROOKLYN.zip] });
      const { leadIds } = await makeQuoteRequest(t.db, { place: BROOKLYN });
      const sold = await purchaseLead(ctx(), a.contractorId, leadIds[0]!, key());
      // Outside-area is judged on the snapshot: the ZIP was inside, so it goes to the queue.
      expect(await requestReturn(ctx(), a.contractorId, sold.purchaseId, { reason: "outside-area" })).toMatchObject({ status: "pending" });

      const b = await makeContractor(t.db, t.env, { balanceCents: 500_00 });
      const dup = await makeQuoteRequest(t.db, { duplicate: true });
      const soldDup = await purchaseLead(ctx(), b.contractorId, dup.leadIds[0]!, key());
      const before = await balanceOf(b.contractorId);
      expect(await requestReturn(ctx(), b.contractorId, soldDup.purchaseId, { reason: "duplicate" })).toMatchObject({ status: "credited" });
      expect(await balanceOf(b.contractorId)).toBe(before + soldDup.priceCents);
      const [lead] = await t.db.select().from(leads).where(eq(leads.id, dup.leadIds[0]!));
      expect(lead!.status).toBe("credited");
      await expect(requestReturn(ctx(), b.contractorId, soldDup.purchaseId, { reason: "duplicate" })).rejects.toThrow("already returned");
    });

    it("closes after RETURN_WINDOW_DAYS", async () => {
      const a = await makeContractor(t.db, t.env, { balanceCents: 500_00 });
      const { leadIds } = await makeQuoteRequest(t.db);
      const bought = new Date("2026-11-02T12:00:00Z");
      const sold = await purchaseLead(ctx(bought), a.contractorId, leadIds[0]!, key());
      await expect(requestReturn(ctx(new Date("2026-11-09T12:00:01Z")), a.contractorId, sold.purchaseId, { reason: "wrong-number" })).rejects.toThrow(
        ReturnWindowClosedError,
      );
      await expect(requestReturn(ctx(new Date("2026-11-09T12:00:00Z")), a.contractorId, sold.purchaseId, { reason: "other" })).rejects.toThrow(
        "Please tell us",
      );
      expect(await requestReturn(ctx(new Date("2026-11-09T12:00:00Z")), a.contractorId, sold.purchaseId, { reason: "wrong-number" })).toMatchObject({
        status: "pending",
      });
    });

    it("admin decides: credit, replace with an equivalent lead, or reject; each once, audited", async () => {
      const admin = await makeAdmin(t.db);
      const a = await makeContractor(t.db, t.env, { balanceCents: 500_00, categories: ["electrical"] });
      const r1 = await makeQuoteRequest(t.db, { category: "electrical" });
      const r2 = await makeQuoteRequest(t.db, { category: "electrical" });
      const r3 = await makeQuoteRequest(t.db, { category: "electrical" });
      const p1 = await purchaseLead(ctx(), a.contractorId, r1.leadIds[0]!, key());
      const p2 = await purchaseLead(ctx(), a.contractorId, r2.leadIds[0]!, key());
      const ret1 = await requestReturn(ctx(), a.contractorId, p1.purchaseId, { reason: "wrong-number" });
      const ret2 = await requestReturn(ctx(), a.contractorId, p2.purchaseId, { reason: "not-homeowner" });
      const before = await balanceOf(a.contractorId);
      await expect(adminDecideReturn(ctx(), a.userId, ret1.returnId, "credit", "ok")).rejects.toThrow("You do not have access");
      expect(await adminDecideReturn(ctx(), admin, ret1.returnId, "credit", "Number disconnected")).toMatchObject({ status: "credited" });
      expect(await balanceOf(a.contractorId)).toBe(before + p1.priceCents);
      await expect(adminDecideReturn(ctx(), admin, ret1.returnId, "reject", "again")).rejects.toThrow("already credited");
      const replaced = await adminDecideReturn(ctx(), admin, ret2.returnId, "replace", "Equivalent lead");
      expect(replaced.status).toBe("replaced");
      expect(await balanceOf(a.contractorId)).toBe(before + p1.priceCents);
      const mine = (await myLeads(ctx(), a.contractorId)).leads;
      expect(mine.map((l) => l.purchaseId)).toContain(replaced.replacementPurchaseId);
      expect(r3.leadIds.length + r2.leadIds.length).toBeGreaterThan(0);

      const p3 = await purchaseLead(ctx(), a.contractorId, (await makeQuoteRequest(t.db, { category: "electrical" })).leadIds[0]!, key());
      const ret3 = await requestReturn(ctx(), a.contractorId, p3.purchaseId, { reason: "wrong-category" });
      await expect(adminDecideReturn(ctx(), admin, ret3.returnId, "reject", "")).rejects.toThrow("reason");
      expect(await adminDecideReturn(ctx(), admin, ret3.returnId, "reject", "Category is right")).toMatchObject({ status: "rejected" });
      const [lead] = await t.db
        .select()
        .from(leads)
        .where(eq(leads.id, (await t.db.select().from(purchases).where(eq(purchases.id, p3.purchaseId)))[0]!.leadId));
      expect(lead!.status).toBe("sold");
      const audits = await t.db.execute(sql`select action from audit_log where actor_user_id = ${admin}`);
      expect((audits as unknown as { rows: { action: string }[] }).rows.map((r) => r.action).sort()).toEqual([
        "return.credit",
        "return.reject",
        "return.replace",
      ]);
    });
  });

  it("keeps the ledger invariants: every transaction sums to zero, balances equal their entries, none negative", async () => {
    const report = await ledgerReport(t.db);
    expect(report).toEqual({ unbalanced: 0, total: 0, mismatched: 0, negative: 0 });
  });
});
