/**
 * The e-mails a lead return sends its contractor (required: "every return
 * e-mail names the lead and the amount"). Each says which lead (category,
 * place, the request's reference and the purchase date) and the money: the
 * amount credited, or the amount the return is about while it is reviewed or
 * when it is refused. Pure: lead-returns.server.ts queues them.
 */
import { getCategory } from "~/content/categories";
import { formatCents } from "../shared/money";
import { formatDate, lines, signature } from "../emails/email-format";

export type ReturnEmailOutcome = "filed" | "credited" | "replaced" | "rejected";

export type ReturnedLead = {
  category: string;
  city: string;
  state: string;
  zip: string;
  reference: string;
  purchasedAt: Date;
  priceCents: number;
};

/** "Roofing lead in Queens, NY 11375 (Ref. THP-123, bought November 2, 2026)". */
export function leadLabel(lead: ReturnedLead): string {
  const category = getCategory(lead.category)?.name ?? lead.category;
  return `${category} lead in ${lead.city}, ${lead.state} ${lead.zip} (Ref. ${lead.reference}, bought ${formatDate(lead.purchasedAt)})`;
}

export function returnEmail(outcome: ReturnEmailOutcome, lead: ReturnedLead, reason?: string): { kind: string; subject: string; text: string } {
  const amount = formatCents(lead.priceCents);
  const what = leadLabel(lead);
  const body = {
    filed: `We received your return of the ${what}. Our team reviews it and either credits the ${amount} you paid to your balance or gives you a replacement lead; we will e-mail you the decision.`,
    credited: `Your return of the ${what} was approved: ${amount} was credited to your balance. The homeowner's contact details are no longer shown to you.`,
    replaced: `Your return of the ${what} was approved with a replacement lead, paid for by the ${amount} of the returned one: it is in My leads.`,
    rejected: `Your return of the ${what} was not approved: the sale of ${amount} stands and nothing was credited.`,
  }[outcome];
  const subject = {
    filed: `Return received: ${amount}, Ref. ${lead.reference}`,
    credited: `Return credited: ${amount}, Ref. ${lead.reference}`,
    replaced: `Return approved with a replacement lead, Ref. ${lead.reference}`,
    rejected: `Return not approved: ${amount}, Ref. ${lead.reference}`,
  }[outcome];
  const text = lines(body, reason ? `\nReason: ${reason}` : undefined, "", signature);
  return { kind: `return.${outcome}`, subject, text };
}
