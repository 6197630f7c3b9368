import { and, eq, isNotNull, lte, gte, or, sql } from "drizzle-orm";
import { DOCUMENT_KINDS, DOCUMENT_REMINDER_DAYS } from "~/db/enums";
import { contractors, documentReminders } from "~/db/schema";
import { sendEmail } from "../outbox/queue-email.server";
import { addDays, isoDay } from "../contractors/document-expiry";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { composeExpiryReminder } from "./compose-document-emails";

/**
 * 30 and 7 days before a license or insurance expiry date, one e-mail each (decision 0028). A document within
 * `days` of its date (and not yet past it) is due the smallest threshold it is within, so a run missed for a few
 * days still reminds once, and a contractor first seen 5 days out gets the 7-day e-mail only. "Exactly once" is
 * the reminder row: its key is (contractor, document, expiry date, threshold), inserted with ON CONFLICT DO NOTHING
 * in the transaction that queues the e-mail, so of two runs at once only the one whose insert wins sends. A renewal
 * with a new date starts its own reminders.
 */
export async function sendDocumentReminders(ctx: DomainContext): Promise<{ reminded: number }> {
  const now = nowOf(ctx);
  const today = isoDay(now);
  const horizon = addDays(today, Math.max(...DOCUMENT_REMINDER_DAYS));
  const thresholds = [...DOCUMENT_REMINDER_DAYS].toSorted((a, b) => a - b);
  let reminded = 0;
  for (const kind of DOCUMENT_KINDS) {
    const column = kind === "license" ? contractors.licenseExpiresOn : contractors.insuranceExpiresOn;
    const due = await ctx.db
      .select({ id: contractors.id, email: contractors.email, contactName: contractors.contactName, expiresOn: column })
      .from(contractors)
      .where(and(isNotNull(column), gte(column, today), lte(column, horizon), or(eq(contractors.status, "active"), eq(contractors.status, "paused"))));
    for (const c of due) {
      const expiresOn = c.expiresOn as string;
      const daysLeft = Math.round((Date.parse(`${expiresOn}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
      const daysBefore = thresholds.find((d) => daysLeft <= d);
      if (daysBefore === undefined) continue;
      const sent = await ctx.db.transaction(async (tx) => {
        const [claimed] = await tx
          .insert(documentReminders)
          .values({ contractorId: c.id, kind, expiresOn, daysBefore, sentAt: now })
          .onConflictDoNothing()
          .returning({ at: documentReminders.sentAt });
        if (!claimed) return false;
        await sendEmail(
          tx,
          ctx.env,
          composeExpiryReminder({ to: c.email, contactName: c.contactName, documentsUrl: `${ctx.env.PUBLIC_URL}/pro/documents`, kind, expiresOn, daysBefore }),
          now,
        );
        return true;
      });
      if (sent) reminded += 1;
    }
  }
  // Reminders about dates long past are no longer needed to keep "once": drop them (bounded table).
  await ctx.db.delete(documentReminders).where(sql`${documentReminders.expiresOn} < ${addDays(today, -60)}`);
  return { reminded };
}
