/**
 * The words of the one reminder a buyer gets when a lead it bought a day ago has no reply from it yet (no quote, no
 * message; decision 0053): an e-mail, and a push notification when it has a push device. It names the lead by its
 * reference and links to it; no homeowner contact detail is in it (the lead's page has them, behind sign-in).
 */
import { site } from "~/config/site";
import type { EmailMessage } from "~/domain/outbox/queue-email.server";
import { reminderLeadUrl } from "../contact-reminders/compose-contact-reminder";
import { firstWord, lines } from "../emails/email-format";

export const REPLY_REMINDER_KIND = "lead.reply-reminder";

export type ReplyReminder = { purchaseId: string; reference: string; to: string; contactName: string };

export const replyReminderTitle = (reference: string) => `${reference} is still waiting for your quote`;

export function composeReplyReminderEmail(r: ReplyReminder, publicUrl: string): EmailMessage {
  return {
    kind: REPLY_REMINDER_KIND,
    to: r.to,
    subject: replyReminderTitle(r.reference),
    text: lines(
      `Hi ${firstWord(r.contactName)},`,
      "",
      `You bought ${r.reference} a day ago and the homeowner has not heard from you on ${site.name} yet: no quote and no message. We promised them quotes within 24 hours, and homeowners usually hire the pro who answers first.`,
      "",
      `Send your quote or a message: ${reminderLeadUrl(publicUrl, r.purchaseId)}`,
      "",
      "This is the only reminder for this lead.",
      "",
      site.name,
    ),
  };
}

/** The push helper's contract: the outbox row's text is this JSON, shown as a notification. */
export function composeReplyReminderPush(r: ReplyReminder, publicUrl: string): string {
  return JSON.stringify({
    title: replyReminderTitle(r.reference),
    body: "Send the homeowner your quote or a message.",
    url: reminderLeadUrl(publicUrl, r.purchaseId),
    tag: `reply-reminder-${r.purchaseId}`,
  });
}
