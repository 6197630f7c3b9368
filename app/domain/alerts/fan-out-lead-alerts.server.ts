import { sql } from "drizzle-orm";
import { leadAlerts, outbox } from "~/db/schema";
import { rowsOf, type Executor, type Tx } from "~/db/types.server";
import type { Env } from "~/env.server";
import { leadFactsOf, type LeadFacts } from "../marketplace/lead-facts.server";
import { ARRIVAL_WINDOW_MS } from "../marketplace/offer-new-leads.server";
import { loadPriceTable } from "../pricing/load-price-table.server";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { decideAlert } from "./alert-timing";
import { alertRecipientsOf, type AlertRecipient } from "./alert-recipients.server";
import { alertMessages } from "./alert-messages.server";
import { composeAlertEmail, composeAlertPush, composeAlertSms, type AlertLead } from "./compose-lead-alert";

export const ALERT_BATCH_SIZE = 20;

export type FanOutReport = {
  /** Leads claimed by this run (each is claimed by exactly one run, ever). */
  claimed: number;
  /** Alerts sent at once (one per contractor and request, whatever its channels). */
  sent: number;
  /** Alerts held for a digest (quiet hours, hourly cap). */
  held: number;
};

/**
 * ORDER AFTER AUTO-BUY (the rule): a lead is fanned out only once the
 * auto-buy job has offered it (auto_buy_offered_at is set), and alerted only
 * if it is still 'available' then. A lead auto-bought on arrival is no
 * longer on sale and nobody is told about it; the auto-buy job wakes this one
 * after each run (lib/wakeups/leads-offered-signal). Leads that are not on
 * sale when claimed (sold, duplicates, expired) and leads older than
 * auto-buy's arrival window (a backlog from before this job, or after a long
 * outage) are marked without alerts.
 *
 * The claim (`for update skip locked`, as offer-new-leads) and the alerts of
 * the claimed leads commit in ONE transaction: a run that dies rolls its
 * claim back and the next run does the whole batch again, and lead_alerts'
 * primary key (lead, contractor), inserted `on conflict do nothing`, lets
 * only the first writer of a pair queue its messages. So a retried job or
 * two job processes alert each contractor exactly once per lead.
 */
async function claimBatch(tx: Executor, now: Date, limit: number) {
  return rowsOf<{ id: string; created_at: Date | string }>(
    await tx.execute(sql`
      update leads set alerts_fanned_at = ${now.toISOString()}::timestamptz
      where alerts_fanned_at is null and id in (
        select id from leads
        where alerts_fanned_at is null and auto_buy_offered_at is not null
        order by created_at, id
        limit ${limit}
        for update skip locked)
      returning id, created_at`),
  ).map((r) => ({ id: r.id, createdAt: new Date(r.created_at) }));
}

export async function fanOutLeadAlerts(ctx: DomainContext, options: { batchSize?: number; maxBatches?: number } = {}): Promise<FanOutReport> {
  const batchSize = options.batchSize ?? ALERT_BATCH_SIZE;
  const report: FanOutReport = { claimed: 0, sent: 0, held: 0 };
  for (let round = 0; round < (options.maxBatches ?? 50); round++) {
    const now = nowOf(ctx);
    const claimed = await ctx.db.transaction(async (tx) => {
      const batch = await claimBatch(tx, now, batchSize);
      const arrived = batch.filter((lead) => now.getTime() - lead.createdAt.getTime() <= ARRIVAL_WINDOW_MS).map((lead) => lead.id);
      const onSale = (await leadFactsOf(tx, arrived)).filter((facts) => !facts.isDuplicate && facts.status === "available");
      if (onSale.length > 0) {
        const outcome = await alertLeads(tx, ctx.env, onSale, await alertRecipientsOf(tx, onSale, await loadPriceTable(tx), now), now);
        report.sent += outcome.sent;
        report.held += outcome.held;
      }
      return batch.length;
    });
    report.claimed += claimed;
    if (claimed < batchSize) break;
  }
  return report;
}

/** Outbox rows per insert: a batch of leads to many contractors on three channels stays far below the parameter limit. */
const OUTBOX_ROWS_PER_INSERT = 500;

/**
 * The batch's lead_alerts rows, lead by lead in arrival order (first writer wins), and for alerts sent at once one
 * outbox row per chosen channel, inserted together at the end. Within the batch, what the database would refuse is
 * known already: a contractor told about one lead of a request is not told about its other leads (lead_alerts'
 * second key), and each alert sent counts toward the contractor's hourly cap for the leads after it.
 */
async function alertLeads(tx: Tx, env: Env, leads: readonly LeadFacts[], recipients: readonly AlertRecipient[][], now: Date) {
  const told = new Set<string>();
  const sentHere = new Map<string, number>();
  const rows: (typeof outbox.$inferInsert)[] = [];
  let sent = 0;
  let held = 0;
  for (const [i, lead] of leads.entries()) {
    const fresh = recipients[i]!.filter((r) => !told.has(`${lead.quoteRequestId}:${r.contractorId}`));
    if (fresh.length === 0) continue;
    for (const r of fresh) told.add(`${lead.quoteRequestId}:${r.contractorId}`);
    const alert = { leadId: lead.id, quoteRequestId: lead.quoteRequestId, category: lead.category, city: lead.city, state: lead.state, zip: lead.zip };
    const outcome = await alertLeadTo(tx, env, alert, fresh.map((r) => ({ ...r, sentThisHour: r.sentThisHour + (sentHere.get(r.contractorId) ?? 0) })), now);
    for (const id of outcome.sentTo) sentHere.set(id, (sentHere.get(id) ?? 0) + 1);
    rows.push(...outcome.rows);
    sent += outcome.sentTo.length;
    held += outcome.held;
  }
  for (let at = 0; at < rows.length; at += OUTBOX_ROWS_PER_INSERT) await tx.insert(outbox).values(rows.slice(at, at + OUTBOX_ROWS_PER_INSERT));
  return { sent, held };
}

/** One lead's lead_alerts rows (first writer wins) and, for the alerts sent at once, their outbox rows (not inserted). */
async function alertLeadTo(tx: Tx, env: Env, lead: Omit<AlertLead, "priceCents"> & { quoteRequestId: string }, recipients: AlertRecipient[], now: Date) {
  const decisions = new Map(recipients.map((r) => [r.contractorId, decideAlert(now, r.timing, r.sentThisHour)]));
  const inserted = await tx
    .insert(leadAlerts)
    .values(
      recipients.map((r) => {
        const d = decisions.get(r.contractorId)!;
        return { leadId: lead.leadId, quoteRequestId: lead.quoteRequestId, contractorId: r.contractorId, priceCents: r.priceCents, status: d.status, releaseAt: d.status === "held" ? d.releaseAt : null, createdAt: now };
      }),
    )
    // Either key: this lead already alerted to the contractor (a retry, another process), or another lead of the same request.
    .onConflictDoNothing()
    .returning({ contractorId: leadAlerts.contractorId, status: leadAlerts.status });
  const fresh = new Set(inserted.filter((a) => a.status === "sent").map((a) => a.contractorId));
  const rows = recipients
    .filter((r) => fresh.has(r.contractorId))
    .flatMap((r) => {
      const priced = { ...lead, priceCents: r.priceCents };
      return alertMessages(env, r, { email: composeAlertEmail({ to: r.email, contactName: r.contactName, unsubscribeToken: r.unsubscribeToken }, priced, env.PUBLIC_URL), sms: composeAlertSms(priced, env.PUBLIC_URL), push: composeAlertPush(priced, env.PUBLIC_URL) }, now);
    });
  return { sentTo: [...fresh], held: inserted.length - fresh.size, rows };
}
