import type { outbox } from "~/db/schema";
import type { Env } from "~/env.server";
import { smsConfigOf } from "~/lib/sms.server";
import type { AlertEmail } from "./compose-lead-alert";

export type AlertAddress = { contractorId: string; phone: string; channels: { email: boolean; sms: boolean; push: boolean } };

/**
 * The outbox rows of one alert or digest on the contractor's chosen channels.
 * E-mail carries the unsubscribe headers; SMS is 'stored' without a provider
 * like every text; a push row follows the push helper's contract (`to` is
 * the contractor's id, `text` the notification's JSON) and its job delivers it.
 */
export function alertMessages(env: Env, r: AlertAddress, content: { email: AlertEmail; sms: string; push: string }, now: Date): (typeof outbox.$inferInsert)[] {
  const base = { contractorId: r.contractorId, kind: content.email.kind, nextAttemptAt: now, createdAt: now };
  const rows: (typeof outbox.$inferInsert)[] = [];
  if (r.channels.email) {
    const { email } = content;
    rows.push({
      ...base,
      channel: "email",
      to: email.to,
      subject: email.subject,
      text: email.text,
      headers: email.headers,
      status: env.SMTP_URL ? "pending" : "stored",
    });
  }
  if (r.channels.sms) rows.push({ ...base, channel: "sms", to: r.phone, text: content.sms, status: smsConfigOf(env) ? "pending" : "stored" });
  if (r.channels.push) rows.push({ ...base, channel: "push", to: r.contractorId, subject: null, text: content.push, status: "pending" });
  return rows;
}
