/**
 * The words of a new-lead alert on each channel and of a digest. An alert
 * names only what a buyer sees before buying: category, city, ZIP, the price
 * for this contractor and a buy link. Never the homeowner's name, phone,
 * e-mail, street or project details: the types below cannot carry them.
 */
import { getCategory } from "~/content/categories";
import { ALERT_KIND, DIGEST_KIND } from "~/db/enums";
import { site } from "~/config/site";
import type { EmailMessage } from "~/domain/outbox/queue-email.server";
import { formatCents } from "~/domain/shared/money";
import { firstWord, lines } from "../emails/email-format";

export type AlertLead = { leadId: string; category: string; city: string; state: string; zip: string; priceCents: number };

// The kinds live with the outbox's lanes, which the database indexes by them.
export { ALERT_KIND, DIGEST_KIND };

const origin = (publicUrl: string) => publicUrl.replace(/\/+$/, "");
const categoryName = (slug: string) => getCategory(slug)?.name ?? slug;
const place = (lead: AlertLead) => `${lead.city}, ${lead.state} ${lead.zip}`;

/** The dashboard, scrolled to the lead's card (the dashboard lists leads on sale, newest first). */
export const alertBuyUrl = (publicUrl: string, leadId: string) => `${origin(publicUrl)}/pro#lead-${leadId}`;
export const unsubscribeUrl = (publicUrl: string, token: string) => `${origin(publicUrl)}/alerts/unsubscribe/${token}`;
const settingsUrl = (publicUrl: string) => `${origin(publicUrl)}/pro/settings`;

/** RFC 8058 one-click unsubscribe: a mail client POSTs `List-Unsubscribe=One-Click` to the URL. */
export function unsubscribeHeaders(publicUrl: string, token: string): Record<string, string> {
  return { "List-Unsubscribe": `<${unsubscribeUrl(publicUrl, token)}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

type Recipient = { to: string; contactName: string; unsubscribeToken: string };
export type AlertEmail = EmailMessage & { headers: Record<string, string> };

function footer(publicUrl: string, token: string): string[] {
  return ["", `Change which alerts you get: ${settingsUrl(publicUrl)}`, `Stop alert e-mails: ${unsubscribeUrl(publicUrl, token)}`, "", site.name];
}

export function composeAlertEmail(r: Recipient, lead: AlertLead, publicUrl: string): AlertEmail {
  return {
    kind: ALERT_KIND,
    to: r.to,
    subject: `New lead: ${categoryName(lead.category)} in ${place(lead)} — ${formatCents(lead.priceCents)}`,
    text: lines(
      `Hi ${firstWord(r.contactName)},`,
      "",
      `A new ${categoryName(lead.category)} lead in your area is on sale. Each lead is sold to one contractor only.`,
      "",
      `- Location: ${place(lead)}`,
      `- Your price: ${formatCents(lead.priceCents)}`,
      "",
      `Buy it: ${alertBuyUrl(publicUrl, lead.leadId)}`,
      ...footer(publicUrl, r.unsubscribeToken),
    ),
    headers: unsubscribeHeaders(publicUrl, r.unsubscribeToken),
  };
}

export function composeAlertSms(lead: AlertLead, publicUrl: string): string {
  return `${site.name}: New ${categoryName(lead.category)} lead in ${place(lead)}, ${formatCents(lead.priceCents)}. Buy: ${alertBuyUrl(publicUrl, lead.leadId)}`;
}

/** The push helper's contract: the outbox row's text is this JSON, shown as a notification. */
export function composeAlertPush(lead: AlertLead, publicUrl: string): string {
  return JSON.stringify({
    title: `New ${categoryName(lead.category)} lead`,
    body: `${place(lead)} · ${formatCents(lead.priceCents)}`,
    url: alertBuyUrl(publicUrl, lead.leadId),
    tag: `lead-${lead.leadId}`,
  });
}

/** One e-mail for the alerts held by quiet hours or the hourly cap; a lead sold meanwhile is marked gone. */
export function composeAlertDigest(r: Recipient, held: readonly (AlertLead & { onSale: boolean })[], publicUrl: string): AlertEmail {
  const open = held.filter((l) => l.onSale).length;
  return {
    kind: DIGEST_KIND,
    to: r.to,
    subject: `${held.length === 1 ? "1 new lead" : `${held.length} new leads`} while alerts were paused (${open} still on sale)`,
    text: lines(
      `Hi ${firstWord(r.contactName)},`,
      "",
      "These leads arrived during your quiet hours or beyond your hourly alert limit:",
      "",
      ...held.map((l) =>
        l.onSale
          ? `- ${categoryName(l.category)} in ${place(l)}, ${formatCents(l.priceCents)}: ${alertBuyUrl(publicUrl, l.leadId)}`
          : `- ${categoryName(l.category)} in ${place(l)}: sold to another contractor`,
      ),
      ...footer(publicUrl, r.unsubscribeToken),
    ),
    headers: unsubscribeHeaders(publicUrl, r.unsubscribeToken),
  };
}

const dashboardUrl = (publicUrl: string) => `${origin(publicUrl)}/pro`;
const countOf = (n: number) => (n === 1 ? "1 new lead" : `${n} new leads`);

export function composeDigestSms(open: readonly AlertLead[], publicUrl: string): string {
  return `${site.name}: ${countOf(open.length)} on sale for you while alerts were paused. See them: ${dashboardUrl(publicUrl)}`;
}

export function composeDigestPush(open: readonly AlertLead[], publicUrl: string): string {
  return JSON.stringify({
    title: `${countOf(open.length)} for you`,
    body: "Arrived while alerts were paused.",
    url: dashboardUrl(publicUrl),
    tag: "lead-alert-digest",
  });
}
