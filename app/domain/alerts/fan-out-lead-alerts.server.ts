import { sql } from "drizzle-orm";
import { leadAlerts, outbox } from "~/db/schema";
import { insertRows } from "~/db/insert-rows.server";
import { rowsOf, type Executor, type Tx } from "~/db/types.server";
import type { Env } from "~/env.server";
import { leadFactsOf, type LeadFacts } from "../marketplace/lead-facts.server";
import { ARRIVAL_WINDOW_MS } from "../marketplace/offer-new-leads.server";
import { loadPriceTable } from "../pricing/load-price-table.server";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { decideAlert, type AlertDecision } from "./alert-timing";
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

/** Rows per insert: one json parameter each (insertRows), kept to a size the app builds and sends in one piece. */
const ROWS_PER_INSERT = 500;

type PlannedAlert = { lead: LeadFacts; recipient: AlertRecipient; decision: AlertDecision };

/**
 * The batch's lead_alerts rows, decided lead by lead in arrival order, inserted together (first writer wins), and
 * for the alerts sent at once one outbox row per chosen channel. Within the batch, what the database would refuse
 * is known already: a contractor told about one lead of a request is not told about its other leads (lead_alerts'
 * second key), and each alert sent counts toward the contractor's hourly cap for the leads after it. A pair another
 * run inserted first (a sibling lead of the request in another batch) comes back as not inserted and sends nothing;
 * the cap then counted an alert that was not sent, which can only hold a later one for the digest, never send one
 * too many. One insert per batch, not per lead: on the embedded database every statement waits its turn; and the rows go
 * as one json parameter (insertRows), not a placeholder per value.
 */
async function alertLeads(tx: Tx, env: Env, leads: readonly LeadFacts[], recipients: readonly AlertRecipient[][], now: Date) {
  const told = new Set<string>();
  const sentHere = new Map<string, number>();
  const planned: PlannedAlert[] = [];
  for (const [i, lead] of leads.entries()) {
    for (const recipient of recipients[i]!) {
      const pair = `${lead.quoteRequestId}:${recipient.contractorId}`;
      if (told.has(pair)) continue;
      told.add(pair);
      const decision = decideAlert(now, recipient.timing, recipient.sentThisHour + (sentHere.get(recipient.contractorId) ?? 0));
      if (decision.status === "sent") sentHere.set(recipient.contractorId, (sentHere.get(recipient.contractorId) ?? 0) + 1);
      planned.push({ lead, recipient, decision });
    }
  }
  const inserted: { leadId: string; contractorId: string; status: string }[] = [];
  for (let at = 0; at < planned.length; at += ROWS_PER_INSERT) {
    const rows = planned.slice(at, at + ROWS_PER_INSERT).map(({ lead, recipient, decision }) => ({
      leadId: lead.id,
      quoteRequestId: lead.quoteRequestId,
      contractorId: recipient.contractorId,
      priceCents: recipient.priceCents,
      status: decision.status,
      releaseAt: decision.status === "held" ? decision.releaseAt : null,
      createdAt: now,
    }));
    // Either key: this lead already alerted to the contractor (a retry, another process), or another lead of the same request.
    inserted.push(...(await insertRows(tx, leadAlerts, rows, { onConflictDoNothing: true, returning: ["leadId", "contractorId", "status"] })));
  }
  const sentPairs = new Set(inserted.filter((a) => a.status === "sent").map((a) => `${a.leadId}:${a.contractorId}`));
  const messages = planned
    .filter(({ lead, recipient }) => sentPairs.has(`${lead.id}:${recipient.contractorId}`))
    .flatMap(({ lead, recipient }) => {
      const priced: AlertLead = {
        leadId: lead.id,
        category: lead.category,
        city: lead.city,
        state: lead.state,
        zip: lead.zip,
        priceCents: recipient.priceCents,
      };
      const email = composeAlertEmail(
        { to: recipient.email, contactName: recipient.contactName, unsubscribeToken: recipient.unsubscribeToken },
        priced,
        env.PUBLIC_URL,
      );
      return alertMessages(env, recipient, { email, sms: composeAlertSms(priced, env.PUBLIC_URL), push: composeAlertPush(priced, env.PUBLIC_URL) }, now);
    });
  for (let at = 0; at < messages.length; at += ROWS_PER_INSERT) await insertRows(tx, outbox, messages.slice(at, at + ROWS_PER_INSERT));
  return { sent: sentPairs.size, held: inserted.length - sentPairs.size };
}
