import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import { contractors, leads, outbox, purchases, quoteRequests } from "~/db/schema";
import { LEAD_DELIVERY_KIND } from "~/db/enums";
import type { Env } from "~/env.server";
import type { Tx } from "~/db/types.server";
import { write } from "~/db/write-batch.server";
import { smsConfigOf } from "~/lib/sms.server";
import type { Sale } from "./sold-lead";
import { composeLeadEmail } from "./compose-lead-email";
import { composeLeadSms } from "./compose-lead-sms";
import { composeLeadWebhook, LEAD_PURCHASED_EVENT } from "./compose-lead-webhook";
import type { SoldLead } from "./sold-lead";
import { homeownerColumns } from "~/domain/leads/homeowner-columns.server";
import { certificateColumn, signedOf } from "~/domain/consent-certificates/purchase-certificate.server";

/**
 * The sold lead as its deliveries show it, and how its buyer wants it delivered: what queueLeadDelivery needs from
 * the sale's one read (onLeadSold), of purchases joined to leads, quote_requests and contractors.
 */
export const deliveryColumns = {
  idempotencyKey: purchases.idempotencyKey,
  purchasedAt: purchases.purchasedAt,
  ...homeownerColumns,
  category: leads.category,
  leadCreatedAt: leads.createdAt,
  phoneVerifiedAt: quoteRequests.phoneVerifiedAt,
  certificate: certificateColumn(),
  buyer: {
    email: contractors.email,
    contactName: contractors.contactName,
    phone: contractors.phone,
    emailChannel: contractors.emailChannel,
    smsChannel: contractors.smsChannel,
    plan: contractors.plan,
    webhookUrl: contractors.webhookUrl,
  },
};
export type DeliveryRow = SelectResultFields<typeof deliveryColumns>;

function soldLeadOf(row: DeliveryRow, sale: Sale) {
  const lead: SoldLead = {
    purchaseId: sale.purchaseId,
    leadId: sale.leadId,
    reference: row.reference,
    category: row.category,
    homeowner: { fullName: row.fullName, email: row.email, phone: row.phone, zip: row.zip, city: row.city, state: row.state },
    details: row.details,
    prosRequested: row.prosRequested,
    priceCents: sale.priceCents,
    // giveReplacement marks its purchases this way (and purchaseLead refuses such keys).
    replacement: row.idempotencyKey.startsWith("replacement:"),
    autoBuy: sale.autoBuy,
    leadCreatedAt: row.leadCreatedAt,
    phoneVerifiedAt: row.phoneVerifiedAt,
    purchasedAt: row.purchasedAt,
    certificate: row.certificate ? signedOf(row.certificate) : null,
  };
  return { lead, buyer: row.buyer };
}

/**
 * Queues the deliveries of a sold lead as outbox rows, inside the sale's
 * transaction (so a rolled-back sale sends nothing and a committed one is
 * always delivered): an e-mail and a text message as the buyer chose in
 * their channel settings, and for Enterprise buyers with a webhook URL a
 * signed webhook. The senders in app/jobs deliver them; without a configured
 * SMTP server or SMS provider those rows are 'stored' for the admin console.
 * The dashboard needs no row: the sale itself is its delivery.
 */
export async function queueLeadDelivery(tx: Tx, env: Env, sale: Sale, row: DeliveryRow): Promise<void> {
  const { lead, buyer } = soldLeadOf(row, sale);

  const base = { contractorId: sale.contractorId, nextAttemptAt: sale.now, createdAt: sale.now };
  const rows: (typeof outbox.$inferInsert)[] = [];
  if (buyer.emailChannel) {
    const email = composeLeadEmail({
      to: buyer.email,
      contactName: buyer.contactName,
      lead,
      publicUrl: env.PUBLIC_URL,
      returnWindowDays: env.RETURN_WINDOW_DAYS,
    });
    // The same rule as sendEmail (mailer.server.ts), which cannot record the contractor.
    rows.push({
      ...base,
      channel: "email",
      kind: email.kind,
      to: email.to,
      subject: email.subject,
      text: email.text,
      status: env.SMTP_URL ? "pending" : "stored",
    });
  }
  if (buyer.smsChannel) {
    rows.push({
      ...base,
      channel: "sms",
      kind: LEAD_DELIVERY_KIND,
      to: buyer.phone,
      text: composeLeadSms(lead, env.PUBLIC_URL),
      status: smsConfigOf(env) ? "pending" : "stored",
    });
  }
  if (buyer.plan === "enterprise" && buyer.webhookUrl) {
    // The signing secret is read at send time, never copied here.
    rows.push({
      ...base,
      channel: "webhook",
      kind: LEAD_PURCHASED_EVENT,
      to: buyer.webhookUrl,
      text: composeLeadWebhook(lead, env.PUBLIC_URL),
      status: "pending",
    });
  }
  if (rows.length > 0) await write(tx, tx.insert(outbox).values(rows));
}
