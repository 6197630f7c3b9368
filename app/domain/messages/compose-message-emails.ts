/**
 * The words of a thread's notifications (decision 0052): the other side is told of a new message, with its text as
 * plain text. Neither carries the writer's own contact details: the homeowner's mail names the pro's business, the
 * pro's names only the request's reference (the lead's page has the rest, behind sign-in). With a reply address, the
 * reader may answer by e-mail; the Reply-To header is that address, never a person's.
 */
import { site } from "~/config/site";
import type { EmailMessage } from "~/domain/outbox/queue-email.server";
import { firstWord, lines } from "../emails/email-format";

export const MESSAGE_EMAIL_KIND = "message.received";
export const MESSAGE_RECEIVED_EVENT = "message.received";
/** Enough of a message for a notification on a phone's lock screen. */
const PUSH_PREVIEW_CHARS = 140;

export type MessageFacts = { body: string; attachments: number; reference: string; replyTo: string | null };

/** The message as quoted text: every line behind "> ", so it reads as the writer's words, not ours. */
export const quoted = (body: string) =>
  body
    .split("\n")
    .map((line) => (line ? `> ${line}` : ">"))
    .join("\n");

const filesLine = (n: number) => (n === 0 ? undefined : n === 1 ? "(1 file attached)" : `(${n} files attached)`);
/** The Reply-To of a notification the reader may answer by e-mail: the thread's reply address, or none. */
export const replyHeaders = (replyTo: string | null) => (replyTo ? { headers: { "Reply-To": replyTo } } : {});

export const homeownerSubject = (businessName: string, reference: string) => `New message from ${businessName} about your request ${reference}`;

export function composeMessageToHomeowner(m: MessageFacts & { to: string; fullName: string; businessName: string; requestUrl: string }): EmailMessage {
  return {
    kind: MESSAGE_EMAIL_KIND,
    to: m.to,
    subject: homeownerSubject(m.businessName, m.reference),
    text: lines(
      `Hi ${firstWord(m.fullName)},`,
      "",
      `${m.businessName} wrote about your request ${m.reference}:`,
      "",
      m.body ? quoted(m.body) : undefined,
      filesLine(m.attachments),
      "",
      `Read and answer on your request page: ${m.requestUrl}`,
      m.replyTo ? `Or reply to this e-mail: ${m.businessName} gets your answer without seeing your e-mail address.` : undefined,
      "",
      site.name,
    ),
    ...replyHeaders(m.replyTo),
  };
}

export const proTitle = (reference: string) => `New message from the homeowner about ${reference}`;

export function composeMessageToPro(m: MessageFacts & { to: string; contactName: string; leadUrl: string }): { email: EmailMessage; push: string } {
  return {
    email: {
      kind: MESSAGE_EMAIL_KIND,
      to: m.to,
      subject: proTitle(m.reference),
      text: lines(
        `Hi ${firstWord(m.contactName)},`,
        "",
        `The homeowner of ${m.reference} wrote:`,
        "",
        m.body ? quoted(m.body) : undefined,
        filesLine(m.attachments),
        "",
        `Read and answer on the lead's page: ${m.leadUrl}`,
        m.replyTo ? "Or reply to this e-mail: the homeowner gets your answer without seeing your e-mail address." : undefined,
        "",
        site.name,
      ),
      ...replyHeaders(m.replyTo),
    },
    // The push helper's contract: the outbox row's text is this JSON, shown as a notification.
    push: JSON.stringify({
      title: proTitle(m.reference),
      body: m.body.length > PUSH_PREVIEW_CHARS ? `${m.body.slice(0, PUSH_PREVIEW_CHARS - 1)}…` : m.body || (filesLine(m.attachments) ?? ""),
      url: m.leadUrl,
      tag: `message-${m.reference}`,
    }),
  };
}
