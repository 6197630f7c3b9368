/** Delivers pending e-mails of the outbox over SMTP (claim, lease and back-off: deliver-due-outbox.server.ts). */
import type { Db } from "~/db/client.server";
import type { MailTransport } from "~/lib/smtp.server";
import { deliverDue, type DeliveryOptions, type DeliveryReport } from "./deliver-due-outbox.server";

export { backoffMs, type DeliveryReport } from "./deliver-due-outbox.server";

export type EmailDeliveryOptions = DeliveryOptions & { from: string };

export async function deliverDueEmails(db: Db, transport: MailTransport, options: EmailDeliveryOptions): Promise<DeliveryReport> {
  return deliverDue(
    db,
    "email",
    async (row) => {
      await transport.sendMail({
        from: options.from,
        to: row.to,
        subject: row.subject ?? "",
        text: row.text,
        ...(row.html ? { html: row.html } : {}),
        ...(row.headers ? { headers: row.headers } : {}),
      });
    },
    options,
  );
}
