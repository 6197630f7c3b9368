import { getCategory } from "~/content/categories";

/** What names a lead for people in a list or a history: its request's reference, trade and place. */
export type LeadLabelParts = { reference: string | null; category: string | null; city: string | null; state: string | null };

/** "THP-1A2B3C · Roofing · Queens, NY" (parts that are missing, e.g. erased, are left out); null when nothing is known. */
export function leadLabel(p: LeadLabelParts | null | undefined): string | null {
  if (!p) return null;
  const trade = p.category ? (getCategory(p.category)?.name ?? p.category) : null;
  const place = [p.city, p.state].filter(Boolean).join(", ");
  const parts = [p.reference, trade, place].filter((x): x is string => Boolean(x));
  return parts.length > 0 ? parts.join(" · ") : null;
}

const LEAD_ID_MEMO = /^Lead [0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A ledger line's details: the lead it is about by its reference, trade and place, after the memo. A purchase's
 * memo is "Lead <id>" (an internal id, meaningless to a person): the label replaces it.
 */
export function ledgerDetails(memo: string | null, lead: LeadLabelParts | null | undefined): string {
  const label = leadLabel(lead);
  const text = memo && LEAD_ID_MEMO.test(memo) ? (label ? null : "Lead") : memo;
  return [text, label].filter(Boolean).join(" · ");
}
