/**
 * The update a homeowner gets 24 hours after a request when fewer pros have replied than they asked for (decision
 * 0053): who replied and how soon, who took it and has not replied, and what happens next with the spots still open.
 * Only what is true at that moment: nothing promises a pro that has not been found.
 */
import { getCategory } from "~/content/categories";
import type { EmailMessage } from "~/domain/outbox/queue-email.server";
import { firstWord, lines, signature } from "../emails/email-format";
import { replyWords } from "./reply-progress";
import { proNoun } from "../quote-requests/serving-pros";

export const FOLLOW_UP_KIND = "quote-request.follow-up";

export type FollowUpFacts = {
  to: string;
  fullName: string;
  reference: string;
  category: string;
  zip: string;
  prosRequested: number;
  requestedAt: Date;
  /** The request's buyers, in purchase order. */
  buyers: readonly { businessName: string; firstReplyAt: Date | null }[];
  /** Its leads still on sale. */
  openSpots: number;
  /** Pros the open spots were offered to again now (a wider area); 0 with open spots: the admins' unmatched queue. */
  reoffered: number;
  requestUrl: string;
};

export function composeFollowUpEmail(f: FollowUpFacts): EmailMessage {
  const category = getCategory(f.category)?.name ?? f.category;
  const replied = f.buyers.filter((b) => b.firstReplyAt !== null);
  const silent = f.buyers.filter((b) => b.firstReplyAt === null);
  const standing =
    f.buyers.length === 0
      ? ["No pro has taken your request yet."]
      : [
          ...replied.map((b) => `- ${replyWords(b.businessName, f.requestedAt, b.firstReplyAt!)}.`),
          ...silent.map((b) => `- ${b.businessName} took your request and has not replied yet.`),
        ];
  return {
    kind: FOLLOW_UP_KIND,
    to: f.to,
    subject: `Your ${category} quote request ${f.reference}: ${replied.length} of ${f.prosRequested} ${f.prosRequested === 1 ? "pro has" : "pros have"} replied`,
    text: lines(
      `Hi ${firstWord(f.fullName)},`,
      "",
      `It has been 24 hours since you sent your ${category} quote request ${f.reference}, and you asked for up to ${f.prosRequested} ${f.prosRequested === 1 ? "pro" : "pros"}. Where it stands:`,
      "",
      ...standing,
      "",
      `What happens next: ${nextStep(f)}`,
      "",
      "Follow your request on its private page (it works for 90 days):",
      f.requestUrl,
      "",
      signature,
    ),
  };
}

function nextStep(f: FollowUpFacts): string {
  const spots = f.openSpots === 1 ? "the 1 open spot" : `the ${f.openSpots} open spots`;
  if (f.openSpots === 0) return "every spot you asked for is taken. The pros' quotes and messages show on your request's page as they come.";
  if (f.reoffered > 0) return `we have offered ${spots} to more verified ${proNoun(f.category, 2)} near ${f.zip}. We e-mail you when one takes your request.`;
  return `no more verified ${proNoun(f.category, 2)} near ${f.zip} can take ${spots} right now. Our team has your request on its list and is looking for more; we e-mail you when one takes it.`;
}
