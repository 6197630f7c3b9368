import { getCategory } from "~/content/categories";
import { site } from "~/config/site";
import type { EmailMessage } from "~/domain/outbox/queue-email.server";
import { formatPhone } from "../deliveries/format-phone";
import { firstWord, lines, signature } from "../emails/email-format";

export type WhoWillCall = {
  homeowner: { fullName: string; email: string };
  reference: string;
  category: string;
  pro: { businessName: string; phone: string; website: string | null };
  /** "licence CA-123456, insured" (contractors/pro-compliance.ts). */
  verification: string;
  requestUrl: string;
};

/** "roofing", "HVAC", "home improvement": the trade inside a sentence. */
function tradeOf(category: string): string {
  const name = getCategory(category)?.name ?? category;
  return name === name.toUpperCase() ? name : name.toLowerCase();
}

/** "Acme Roofing (licence CA-123456, insured) will contact you about your roofing request." */
export function whoWillCallSentence(w: Pick<WhoWillCall, "pro" | "verification" | "category">): string {
  return `${w.pro.businessName} (${w.verification}) will contact you about your ${tradeOf(w.category)} request.`;
}

/** The e-mail a homeowner gets the moment a pro buys their request: only this pro and this request. */
export function composeWhoWillCallEmail(w: WhoWillCall): EmailMessage {
  return {
    kind: "quote-request.pro-assigned",
    to: w.homeowner.email,
    subject: `${w.pro.businessName} will contact you about your ${tradeOf(w.category)} request ${w.reference}`,
    text: lines(
      `Hi ${firstWord(w.homeowner.fullName)},`,
      "",
      whoWillCallSentence(w),
      "",
      `Their phone number: ${formatPhone(w.pro.phone)}`,
      w.pro.website ? `Their website: ${w.pro.website}` : undefined,
      "",
      "So you know who is calling: a call, text or e-mail about your request should come from this company. Our team checked its licence and insurance before it could take requests.",
      "",
      "See every pro who took your request on its private page:",
      w.requestUrl,
      "",
      `Reference: ${w.reference}. To stop being contacted, reply STOP to any text message or write to ${site.email}.`,
      "",
      signature,
    ),
  };
}

/** The same news by text message, for homeowners who agreed to texts. */
export function composeWhoWillCallSms(w: WhoWillCall): string {
  return `${site.name}: ${whoWillCallSentence(w)} Phone: ${formatPhone(w.pro.phone)}. Ref ${w.reference}. Reply STOP to opt out.`;
}
