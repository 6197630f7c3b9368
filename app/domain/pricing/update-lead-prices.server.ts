import { DomainError } from "../shared/errors";
import { and, eq, sql } from "drizzle-orm";
import { categorySlugs } from "~/content/categories";
import { tiers } from "~/content/prices";
import { leadPriceChanges, leadPrices } from "~/db/schema";
import { audit } from "~/domain/shared/audit.server";
import { assertAdmin } from "~/domain/accounts/assert-admin.server";
import { nowOf, type DomainContext } from "~/domain/shared/domain-context.server";
import { loadStoredPrices } from "./load-price-table.server";
import { agedAgainstFresh, buildPriceTable, rangeIn, rangeProblems, sameCell, sameRange, type PriceTable, type StoredPrice } from "./price-table";
import { cellLabel, PRICE_REASON_MAX, PRICE_REASON_MIN, priceKinds, type PriceCell, type PriceEdit, type RangeBound } from "~/forms/lead-price-rules";

/** The key of a problem: "reason", "" (the whole change) or one bound, "roofing.payAsYouGo.aged.max". */
export const problemKey = (cell: PriceCell, bound: RangeBound) => `${cell.category}.${cell.tier}.${cell.kind}.${bound}`;

/** The change was refused; nothing was written. `problems` say what to fix, field by field; the message sums them up. */
export class PriceTableError extends DomainError {
  override readonly name = "PriceTableError";
  constructor(
    readonly problems: readonly { key: string; message: string }[],
    summary: string,
  ) {
    super("invalid_input", summary);
  }
}

const isCell = (c: PriceCell) =>
  (categorySlugs as readonly string[]).includes(c.category) &&
  (tiers as readonly string[]).includes(c.tier) &&
  (priceKinds as readonly string[]).includes(c.kind);

/** The stored cells once the edits are applied: a range replaces or adds the cell's row, null removes it. */
function applyEdits(stored: readonly StoredPrice[], edits: readonly PriceEdit[]): StoredPrice[] {
  const kept = stored.filter((s) => !edits.some((e) => sameCell(e, s)));
  return [...kept, ...edits.flatMap((e) => (e.range ? [{ category: e.category, tier: e.tier, kind: e.kind, ...e.range }] : []))];
}

function checkInput(edits: readonly PriceEdit[], reason: string): void {
  const problems: { key: string; message: string }[] = [];
  if (reason.length < PRICE_REASON_MIN || reason.length > PRICE_REASON_MAX)
    problems.push({ key: "reason", message: `Please give a reason of ${PRICE_REASON_MIN} to ${PRICE_REASON_MAX} characters.` });
  for (const [i, edit] of edits.entries()) {
    if (!isCell(edit) || edits.findIndex((e) => sameCell(e, edit)) !== i)
      throw new RangeError(`Bad or repeated price cell ${edit.category}/${edit.tier}/${edit.kind}`);
    if (edit.range) for (const p of rangeProblems(edit.range)) problems.push({ key: problemKey(edit, p.bound), message: p.message });
  }
  if (problems.length) throw new PriceTableError(problems, problems[0]!.message);
}

/** The aged-vs-fresh rule on each category and tier the edits touch, told on the aged cell when it was edited. */
function checkAgedAgainstFresh(after: PriceTable, edits: readonly PriceEdit[]): void {
  const problems: { key: string; message: string }[] = [];
  let summary = "";
  const pairs = new Map(edits.map((e) => [`${e.category}/${e.tier}`, { category: e.category, tier: e.tier }]));
  for (const { category, tier } of pairs.values()) {
    const aged: PriceCell = { category, tier, kind: "aged" };
    const blamed: PriceCell = edits.some((e) => sameCell(e, aged)) ? aged : { category, tier, kind: "fresh" };
    for (const p of agedAgainstFresh(rangeIn(after, aged), rangeIn(after, { category, tier, kind: "fresh" }), blamed.kind)) {
      problems.push({ key: problemKey(blamed, p.bound), message: p.message });
      summary ||= `${cellLabel(blamed)}: ${p.message}`;
    }
  }
  if (problems.length) throw new PriceTableError(problems, summary);
}

/**
 * Admin: change cells of the lead price table, or reset them to their
 * defaults, with a reason. ONE transaction writes lead_prices, a
 * lead_price_changes row per changed cell (the history: before and after)
 * and an audit entry per cell. The rules of price-table.ts are checked on
 * the table as it would be after the change; any problem refuses the whole
 * change and writes nothing. A cell set to its current range, or reset while
 * it has no row, is not a change; if nothing changes, that is refused too.
 *
 * Edits serialize on one advisory lock, so two admins saving at once cannot
 * together break a rule that each save alone keeps (e.g. aged <= fresh).
 */
export async function updateLeadPrices(
  ctx: DomainContext,
  adminId: string,
  input: { edits: readonly PriceEdit[]; reason: string },
): Promise<{ changed: number }> {
  await assertAdmin(ctx.db, adminId);
  const reason = input.reason.trim();
  checkInput(input.edits, reason);
  const now = nowOf(ctx);
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('lead_prices'))`);
    const stored = await loadStoredPrices(tx);
    const before = buildPriceTable(stored);
    const edits = input.edits.filter((e) => (e.range ? !sameRange(e.range, rangeIn(before, e)) : stored.some((s) => sameCell(s, e))));
    if (edits.length === 0) {
      const message = input.edits.every((e) => e.range === null)
        ? "Nothing to reset: these prices already are the spec's."
        : "Nothing changed: the prices already are these.";
      throw new PriceTableError([{ key: "", message }], message);
    }
    const after = buildPriceTable(applyEdits(stored, edits));
    checkAgedAgainstFresh(after, edits);

    for (const edit of edits) {
      const where = and(eq(leadPrices.category, edit.category), eq(leadPrices.tier, edit.tier), eq(leadPrices.kind, edit.kind));
      if (edit.range) {
        const values = { minDollars: edit.range.min, maxDollars: edit.range.max, updatedByUserId: adminId, updatedAt: now };
        await tx
          .insert(leadPrices)
          .values({ category: edit.category, tier: edit.tier, kind: edit.kind, ...values })
          .onConflictDoUpdate({ target: [leadPrices.category, leadPrices.tier, leadPrices.kind], set: values });
      } else {
        await tx.delete(leadPrices).where(where);
      }
      const was = rangeIn(before, edit);
      const becomes = rangeIn(after, edit);
      await tx.insert(leadPriceChanges).values({
        category: edit.category,
        tier: edit.tier,
        kind: edit.kind,
        beforeMin: was.min,
        beforeMax: was.max,
        afterMin: becomes.min,
        afterMax: becomes.max,
        reason,
        actorUserId: adminId,
        at: now,
      });
      await audit(
        tx,
        {
          actorUserId: adminId,
          action: edit.range ? "lead_price.update" : "lead_price.reset",
          entity: "lead_price",
          entityId: `${edit.category}/${edit.tier}/${edit.kind}`,
          before: was,
          after: { ...becomes, reason },
        },
        now,
      );
    }
    return { changed: edits.length };
  });
}
