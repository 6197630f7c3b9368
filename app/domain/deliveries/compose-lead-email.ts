import { getCategory } from "~/content/categories";
import { LEAD_DELIVERY_KIND } from "~/db/enums";
import { formatCents } from "~/domain/shared/money";
import { returnReasonLabels } from "~/content/return-reasons";
import type { EmailMessage } from "~/domain/outbox/queue-email.server";
import { firstWord, formatDate, lines, signature } from "../emails/email-format";
import { formatPhone } from "./format-phone";
import { leadUrl, type SoldLead } from "./sold-lead";

export type LeadEmailInput = {
  to: string;
  contactName: string;
  lead: SoldLead;
  publicUrl: string;
  returnWindowDays: number;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** "New lead: Roofing in Austin, TX 78701" (a replacement says so). */
export function leadSubject(lead: SoldLead): string {
  const category = getCategory(lead.category)?.name ?? lead.category;
  const where = `${lead.homeowner.city}, ${lead.homeowner.state} ${lead.homeowner.zip}`;
  return `${lead.replacement ? "Replacement lead" : "New lead"}: ${category} in ${where}`;
}

function returnNote(lead: SoldLead, windowDays: number): string {
  if (windowDays <= 0) return "Returns: this lead cannot be returned.";
  const reasons = Object.entries(returnReasonLabels)
    .filter(([reason]) => reason !== "other")
    .map(([, label]) => label.toLowerCase())
    .join(", ");
  const until = formatDate(new Date(lead.purchasedAt.getTime() + windowDays * DAY_MS));
  const days = windowDays === 1 ? "1 day" : `${windowDays} days`;
  return `Returns: if this lead is invalid (${reasons}), return it from the lead page within ${days} of purchase (until ${until}) for a credit or a replacement.`;
}

/** The e-mail a contractor gets for each lead they bought (or were given as a replacement). */
export function composeLeadEmail(input: LeadEmailInput): EmailMessage {
  const { lead } = input;
  const category = getCategory(lead.category)?.name ?? lead.category;
  const h = lead.homeowner;
  const opening = lead.replacement
    ? `Here is the replacement for the ${category} lead you returned.`
    : lead.autoBuy
      ? `Auto-buy bought a new ${category} lead for you.`
      : `You bought a new ${category} lead.`;
  const price = lead.replacement
    ? `Price: no charge (it replaces a returned lead bought for ${formatCents(lead.priceCents)})`
    : `Price paid: ${formatCents(lead.priceCents)}`;
  return {
    kind: LEAD_DELIVERY_KIND,
    to: input.to,
    subject: leadSubject(lead),
    text: lines(
      `Hi ${firstWord(input.contactName)},`,
      "",
      `${opening} Homeowners hire the pros who call first, so get in touch soon.`,
      "",
      "Homeowner:",
      `- Name: ${h.fullName}`,
      `- Phone: ${formatPhone(h.phone)}`,
      `- E-mail: ${h.email}`,
      `- Location: ${h.city}, ${h.state} ${h.zip}`,
      "",
      "Project:",
      `- Type: ${category}`,
      `- Details: ${lead.details.trim() || "none given"}`,
      `- Pros the homeowner asked for: ${lead.prosRequested}`,
      `- Reference: ${lead.reference}`,
      "",
      price,
      "",
      `Open the lead, add notes and track it: ${leadUrl(input.publicUrl, lead.purchaseId)}`,
      "",
      returnNote(lead, input.returnWindowDays),
      "",
      signature,
    ),
  };
}
