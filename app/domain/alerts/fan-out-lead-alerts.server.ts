import { sql } from "drizzle-orm";
import { leadAlerts, outbox } from "~/db/schema";
import { rowsOf, type Executor, type Tx } from "~/db/types.server";
import type { Env } from "~/env.server";
import { leadFacts } from "../marketplace/lead-facts.server";
import { ARRIVAL_WINDOW_MS } from "../marketplace/offer-new-leads.server";
import { loadPriceTable } from "../pricing/load-price-table.server";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { decideAlert } from "./alert-timing";
import { alertRecipients, type AlertRecipient } from "./alert-recipients.server";
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
      const prices = batch.length > 0 ? await loadPriceTable(tx) : undefined;
      for (const lead of batch.toSorted((a, b) => a.createdAt.getTime() - b.createdAt.getTime())) {
        if (!prices || now.getTime() - lead.createdAt.getTime() > ARRIVAL_WINDOW_MS) continue;
        const facts = await leadFacts(tx, lead.id);
        if (!facts || facts.isDuplicate || facts.status !== "available") continue;
        const alertLead = { leadId: facts.id, quoteRequestId: facts.quoteRequestId, category: facts.category, city: facts.city, state: facts.state, zip: facts.zip };
        const outcome = await alertLeadTo(tx, ctx.env, alertLead, await alertRecipients(tx, facts, prices, now), now);
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

/** The lead_alerts rows (first writer wins) and, for alerts sent at once, one outbox row per chosen channel. */
async function alertLeadTo(tx: Tx, env: Env, lead: Omit<AlertLead, "priceCents"> & { quoteRequestId: string }, recipients: AlertRecipient[], now: Date) {
  if (recipients.length === 0) return { sent: 0, held: 0 };
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
  if (rows.length > 0) await tx.insert(outbox).values(rows);
  return { sent: fresh.size, held: inserted.length - fresh.size };
}
