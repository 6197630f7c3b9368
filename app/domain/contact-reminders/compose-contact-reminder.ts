/**
 * The words of the reminder a buyer gets when a lead they bought is still not marked contacted an hour later:
 * a push notification, or an e-mail when they have no push device. It names the lead by its reference and links
 * to it; no homeowner contact detail is in it (the lead's page has them, behind sign-in).
 */
import { site } from "~/config/site";
import type { EmailMessage } from "~/domain/outbox/queue-email.server";
import { firstWord, lines } from "../emails/email-format";

export const CONTACT_REMINDER_KIND = "lead.contact-reminder";

export type ContactReminder = { purchaseId: string; reference: string; to: string; contactName: string };

const origin = (publicUrl: string) => publicUrl.replace(/\/+$/, "");
export const reminderLeadUrl = (publicUrl: string, purchaseId: string) => `${origin(publicUrl)}/pro/leads/${purchaseId}`;
export const reminderTitle = (reference: string) => `You haven't marked ${reference} as contacted yet`;

export function composeContactReminderEmail(r: ContactReminder, publicUrl: string): EmailMessage {
  return {
    kind: CONTACT_REMINDER_KIND,
    to: r.to,
    subject: reminderTitle(r.reference),
    text: lines(
      `Hi ${firstWord(r.contactName)},`,
      "",
      `${reminderTitle(r.reference)}. Homeowners usually hire the pro who calls first.`,
      "",
      `Open the lead and update its status: ${reminderLeadUrl(publicUrl, r.purchaseId)}`,
      "",
      site.name,
    ),
  };
}

/** The push helper's contract: the outbox row's text is this JSON, shown as a notification. */
export function composeContactReminderPush(r: ContactReminder, publicUrl: string): string {
  return JSON.stringify({
    title: reminderTitle(r.reference),
    body: "Call the homeowner, then mark the lead as contacted.",
    url: reminderLeadUrl(publicUrl, r.purchaseId),
    tag: `contact-reminder-${r.purchaseId}`,
  });
}
