import { and, eq, or, sql } from "drizzle-orm";
import { contractors, leadAlerts, purchases, contractorBalances } from "~/db/schema";
import { rowsOf, type Executor } from "~/db/types.server";
import { tierOf, type ContractorRow } from "../contractors/contractor-facts";
import { contractorsForLead, pausedOrLapsedForLead } from "../marketplace/contractors-for-lead.server";
import { recordLeadSkips, skipDetail, type LeadSkip } from "../documents/lead-skips.server";
import { isoDay } from "../contractors/document-expiry";
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
 * The contractors who may buy this lead now and want an alert for it: the
 * reverse match (contractorsForLead: active, category, area, through its
 * indexes), then one set-based query for everyone's balance, week's spend,
 * requests held and alerts this hour, then the marketplace's own rule
 * (match-lead.ts: area, request held, weekly cap, balance for their tier's
 * price). Who is left out for a pause, a lapsed document, the balance or
 * the cap gets a skip reason (lead-skips.server.ts). There is no card on file in this marketplace: leads are paid from
 * the prepaid balance only, so "can buy now" means the balance covers the price.
 */
export async function alertRecipients(db: Executor, lead: LeadFacts, prices: PriceTable, now: Date): Promise<AlertRecipient[]> {
  const where = { zip: lead.zip, lat: lead.lat, lng: lead.lng, category: lead.category };
  const matched = await contractorsForLead(db, where, isoDay(now), wantsAlerts(lead.category), { offer: lead, now });
  // Those it would alert but for a pause or a lapsed document, and (below) a balance or cap: told in their skip reasons.
  const skips: LeadSkip[] = (await pausedOrLapsedForLead(db, where, isoDay(now), wantsAlerts(lead.category))).map((b) => ({
    contractorId: b.id,
    leadId: lead.id,
    source: "alert",
    reason: b.reason,
    detail: skipDetail(b.reason, { balanceCents: 0, priceCents: 0, spentCents: 0, capCents: null }),
  }));
  if (matched.length === 0) {
    await recordLeadSkips(db, skips, now);
    return [];
  }
  const ids = matched.map((c) => c.id);
  const week = capWeekStart(now).toISOString();
  const hour = hourStart(now).toISOString();
  const facts = new Map(
    rowsOf<{ id: string; balance: number; spent: number; held: boolean; sent: number }>(
      await db.execute(sql`select b.contractor_id as id, b.balance_cents::int as balance,
          (select coalesce(sum(p.price_cents), 0) from ${purchases} p where p.contractor_id = b.contractor_id
             and p.purchased_at >= ${week}::timestamptz and p.idempotency_key not like 'replacement:%')::int as spent,
          exists (select 1 from ${purchases} p where p.contractor_id = b.contractor_id and p.quote_request_id = ${lead.quoteRequestId}::uuid) as held,
          (select count(*) from ${leadAlerts} a where a.contractor_id = b.contractor_id and a.status = 'sent' and a.created_at >= ${hour}::timestamptz)::int as sent
        from ${contractorBalances} b where b.contractor_id in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})`),
    ).map((r) => [r.id, r]),
  );
  const recipients = matched.flatMap((c) => {
    const f = facts.get(c.id);
    if (!f) return [];
    const price = leadPriceCents(lead, tierOf(c), prices);
    const reason = ineligibility(
      { quoteRequestId: lead.quoteRequestId, category: lead.category, state: lead.status, zip: { zip: lead.zip, lat: lead.lat, lng: lead.lng }, priceCents: { payAsYouGo: price, professional: price, enterprise: price } },
      matchContractorOf(c, { held: f.held ? [lead.quoteRequestId] : [], spent: Number(f.spent), balance: Number(f.balance) }),
    );
    if (reason === "balance" || reason === "weekly-cap") {
      skips.push({ contractorId: c.id, leadId: lead.id, source: "alert", reason, detail: skipDetail(reason, { balanceCents: Number(f.balance), priceCents: price, spentCents: Number(f.spent), capCents: c.weeklyCapCents }) });
    }
    return reason ? [] : [recipientOf(c, price, Number(f.sent))];
  });
  await recordLeadSkips(db, skips, now);
  return recipients;
}

function recipientOf(c: ContractorRow, priceCents: number, sentThisHour: number): AlertRecipient {
  return {
    contractorId: c.id,
    email: c.email,
    phone: c.phone,
    contactName: c.contactName,
    channels: { email: c.alertEmail, sms: c.alertSms, push: c.alertPush },
    unsubscribeToken: c.alertUnsubscribeToken,
    priceCents,
    timing: { timeZone: c.alertTimeZone ?? DEFAULT_ALERT_TIME_ZONE, quietStart: c.alertQuietStart, quietEnd: c.alertQuietEnd, hourlyCap: c.alertHourlyCap },
    sentThisHour,
  };
}
