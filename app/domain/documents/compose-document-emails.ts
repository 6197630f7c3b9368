import type { DocumentKind } from "~/db/enums";
import type { EmailMessage } from "~/domain/outbox/queue-email.server";
import { firstWord, lines, signature } from "../emails/email-format";
import { documentLabels } from "../contractors/document-expiry";

type To = { to: string; contactName: string; documentsUrl: string };

/** 30 or 7 days before a license or insurance expiry date. */
export function composeExpiryReminder(m: To & { kind: DocumentKind; expiresOn: string; daysBefore: number }): EmailMessage {
  const label = documentLabels[m.kind];
  return {
    kind: "documents.expiry-reminder",
    to: m.to,
    subject: `Your ${label} expires on ${m.expiresOn}`,
    text: lines(
      `Hi ${firstWord(m.contactName)},`,
      "",
      `The ${label} we have on file expires on ${m.expiresOn}, in ${m.daysBefore} days or less.`,
      "From the day after, you get no new leads until we approve a renewal. Upload the renewed document here:",
      m.documentsUrl,
      "",
      signature,
    ),
  };
}

export function composeDocumentDecision(m: To & { kind: DocumentKind; expiresOn: string; approved: boolean; reason?: string }): EmailMessage {
  const label = documentLabels[m.kind];
  return {
    kind: m.approved ? "documents.approved" : "documents.rejected",
    to: m.to,
    subject: m.approved ? `Your renewed ${label} is approved` : `Your renewed ${label} was not accepted`,
    text: lines(
      `Hi ${firstWord(m.contactName)},`,
      "",
      m.approved
        ? `We approved your renewed ${label}. It is on file as valid through ${m.expiresOn}.`
        : `We could not accept the ${label} you uploaded (valid through ${m.expiresOn}, it said).`,
      !m.approved && `Reason: ${m.reason ?? ""}`,
      !m.approved && "Please upload a corrected document here:",
      !m.approved && m.documentsUrl,
      "",
      signature,
    ),
  };
}
