import { and, eq, or, sql } from "drizzle-orm";
import { contractors, leadAlerts, purchases, contractorBalances } from "~/db/schema";
import { rowsOf, type Executor } from "~/db/types.server";
import { tierOf, type ContractorRow } from "../contractors/contractor-facts";
import { matchPlaces } from "../marketplace/contractors-for-lead.server";
import { openTo } from "../marketplace/exclusive-offer";
import { recordLeadSkips, skipDetail, type LeadSkip } from "../documents/lead-skips.server";
import { isoDay } from "../contractors/document-expiry";
import { zoneOfContractor } from "../contractors/my-time-zone.server";
import type { LeadFacts } from "../marketplace/lead-facts.server";
import { leadPriceCents } from "../marketplace/lead-facts.server";
import { ineligibility } from "../marketplace/match-lead";
import { matchContractorOf } from "../marketplace/purchase-lead.server";
import { capWeekStart } from "../marketplace/week";
import type { PriceTable } from "../pricing/price-table";
import { DEFAULT_ALERT_TIME_ZONE } from "./state-time-zones";
import { hourStart, type AlertTiming } from "./alert-timing";

export type AlertRecipient = {
  contractorId: string;
  email: string;
  phone: string;
  contactName: string;
  channels: { email: boolean; sms: boolean; push: boolean };
  unsubscribeToken: string;
  priceCents: number;
  timing: AlertTiming;
  /** Alerts sent at once to this contractor in the current hour (the hourly cap counts them). */
  sentThisHour: number;
};

/** Alert settings narrow the reverse match: the lead's category among those alerted, and at least one channel on. */
const wantsAlerts = (category: string) =>
  and(
    sql`(${contractors.alertCategories} is null or ${category} = any(${contractors.alertCategories}))`,
    or(eq(contractors.alertEmail, true), eq(contractors.alertSms, true), eq(contractors.alertPush, true)),
  );

/**
 * For each lead of a claimed batch (same order), the contractors who may buy it now and want an alert for it: the
 * reverse match of every lead in one statement (matchPlaces: active, category, area, through its indexes; an
 * exclusive offer narrows it to its holder), then one set-based query for everyone's balance, week's spend,
 * requests held and alerts this hour, then the marketplace's own rule (match-lead.ts: area, request held, weekly
 * cap, balance for their tier's price). Who is left out for a pause, a lapsed document, the balance or the cap gets
 * a skip reason (lead-skips.server.ts). There is no card on file in this marketplace: leads are paid from the
 * prepaid balance only, so "can buy now" means the balance covers the price. Nothing here changes between the
 * batch's leads (the fan-out buys nothing); the alerts this hour it adds itself are the caller's to count.
 */
export async function alertRecipientsOf(db: Executor, leads: readonly LeadFacts[], prices: PriceTable, now: Date): Promise<AlertRecipient[][]> {
  const matches = await matchPlaces(db, leads, isoDay(now), wantsAlerts);
  // Those it would alert but for a pause or a lapsed document, and (below) a balance or cap: told in their skip reasons.
  const skips: LeadSkip[] = leads.flatMap((lead, i) =>
    matches[i]!.pausedOrLapsed.map((b) => ({
      contractorId: b.id,
      leadId: lead.id,
      source: "alert" as const,
      reason: b.reason,
      detail: skipDetail(b.reason, { balanceCents: 0, priceCents: 0, spentCents: 0, capCents: null }),
    })),
  );
  const matched = leads.map((lead, i) => matches[i]!.active.filter((c) => openTo(lead, c.id, now)));
  const facts = await recipientFacts(db, leads, matched, now);
  // Quiet hours count in the contractor's one zone, as its dashboard shows times: chosen, else its base ZIP's.
  const unique = new Map(matched.flat().map((c) => [c.id, c]));
  const zones = new Map(await Promise.all([...unique.values()].map(async (c) => [c.id, await zoneOfContractor(c)] as const)));
  const recipients = leads.map((lead, i) =>
    matched[i]!.flatMap((c) => {
      const f = facts.get(c.id);
      if (!f) return [];
      const price = leadPriceCents(lead, tierOf(c), prices);
      const reason = ineligibility(
        {
          quoteRequestId: lead.quoteRequestId,
          category: lead.category,
          state: lead.status,
          zip: { zip: lead.zip, lat: lead.lat, lng: lead.lng },
          priceCents: { payAsYouGo: price, professional: price, enterprise: price },
        },
        matchContractorOf(c, { held: f.held.includes(lead.quoteRequestId) ? [lead.quoteRequestId] : [], spent: f.spent, balance: f.balance }),
      );
      if (reason === "balance" || reason === "weekly-cap") {
        skips.push({
          contractorId: c.id,
          leadId: lead.id,
          source: "alert",
          reason,
          detail: skipDetail(reason, { balanceCents: f.balance, priceCents: price, spentCents: f.spent, capCents: c.weeklyCapCents }),
        });
      }
      return reason ? [] : [recipientOf(c, price, f.sent, zones.get(c.id) ?? DEFAULT_ALERT_TIME_ZONE)];
    }),
  );
  await recordLeadSkips(db, skips, now);
  return recipients;
}

/** Balance, week's spend, alerts sent this hour, and which of the batch's requests each matched contractor holds. */
async function recipientFacts(db: Executor, leads: readonly LeadFacts[], matched: readonly ContractorRow[][], now: Date) {
  const ids = [...new Set(matched.flat().map((c) => c.id))];
  if (ids.length === 0) return new Map<string, { balance: number; spent: number; sent: number; held: string[] }>();
  const requests = [...new Set(leads.map((l) => l.quoteRequestId))];
  const uuids = (values: string[]) =>
    sql.join(
      values.map((v) => sql`${v}::uuid`),
      sql`, `,
    );
  const week = capWeekStart(now).toISOString();
  const hour = hourStart(now).toISOString();
  const rows = rowsOf<{ id: string; balance: number; spent: number; sent: number; held: string[] | null }>(
    await db.execute(sql`select b.contractor_id as id, b.balance_cents::int as balance,
        (select coalesce(sum(p.price_cents), 0) from ${purchases} p where p.contractor_id = b.contractor_id
           and p.purchased_at >= ${week}::timestamptz and p.idempotency_key not like 'replacement:%')::int as spent,
        (select count(*) from ${leadAlerts} a where a.contractor_id = b.contractor_id and a.status = 'sent' and a.created_at >= ${hour}::timestamptz)::int as sent,
        array(select p.quote_request_id::text from ${purchases} p where p.contractor_id = b.contractor_id and p.quote_request_id in (${uuids(requests)})) as held
      from ${contractorBalances} b where b.contractor_id in (${uuids(ids)})`),
  );
  return new Map(rows.map((r) => [r.id, { balance: Number(r.balance), spent: Number(r.spent), sent: Number(r.sent), held: r.held ?? [] }]));
}

function recipientOf(c: ContractorRow, priceCents: number, sentThisHour: number, timeZone: string): AlertRecipient {
  return {
    contractorId: c.id,
    email: c.email,
    phone: c.phone,
    contactName: c.contactName,
    channels: { email: c.alertEmail, sms: c.alertSms, push: c.alertPush },
    unsubscribeToken: c.alertUnsubscribeToken,
    priceCents,
    timing: { timeZone, quietStart: c.alertQuietStart, quietEnd: c.alertQuietEnd, hourlyCap: c.alertHourlyCap },
    sentThisHour,
  };
}
