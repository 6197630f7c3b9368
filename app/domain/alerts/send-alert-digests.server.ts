import { and, eq, inArray, lte, sql } from "drizzle-orm";
import { contractors, leadAlerts, leads, outbox, quoteRequests } from "~/db/schema";
import { rowsOf } from "~/db/types.server";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { alertMessages } from "./alert-messages.server";
import { belowRatingBar } from "../contractors/rating-bar";
import { composeAlertDigest, composeDigestPush, composeDigestSms } from "./compose-lead-alert";

export const DIGEST_BATCH_SIZE = 50;

export type DigestReport = { contractors: number; digests: number; alerts: number };

/**
 * Sends the digests that are due: for each contractor with held alerts whose
 * release time has come (quiet hours over, capped hour over), ONE digest with
 * all of them, on the channels the contractor has on now. A lead sold
 * meanwhile is listed as sold; when none is still on sale nothing is sent.
 *
 * The held rows are taken by an `update … where status = 'held'` in the
 * digest's own transaction: a second process waits on those row locks, then
 * finds them no longer held, so each alert is in exactly one digest.
 */
export async function sendAlertDigests(ctx: DomainContext, options: { batchSize?: number } = {}): Promise<DigestReport> {
  const now = nowOf(ctx);
  const report: DigestReport = { contractors: 0, digests: 0, alerts: 0 };
  for (;;) {
    const due = rowsOf<{ contractor_id: string }>(
      await ctx.db.execute(sql`select contractor_id from lead_alerts where status = 'held' and release_at <= ${now.toISOString()}::timestamptz
        group by contractor_id order by contractor_id limit ${options.batchSize ?? DIGEST_BATCH_SIZE}`),
    ).map((r) => r.contractor_id);
    if (due.length === 0) return report;
    await ctx.db.transaction(async (tx) => {
      const taken = await tx
        .update(leadAlerts)
        .set({ status: "digested" })
        .where(and(inArray(leadAlerts.contractorId, due), eq(leadAlerts.status, "held"), lte(leadAlerts.releaseAt, now)))
        .returning({ leadId: leadAlerts.leadId, contractorId: leadAlerts.contractorId, priceCents: leadAlerts.priceCents, createdAt: leadAlerts.createdAt });
      if (taken.length === 0) return;
      const leadRows = await tx
        .select({ id: leads.id, category: leads.category, zip: leads.zip, status: leads.status, city: quoteRequests.city, state: quoteRequests.state })
        .from(leads)
        .innerJoin(quoteRequests, eq(quoteRequests.id, leads.quoteRequestId))
        .where(inArray(leads.id, [...new Set(taken.map((t) => t.leadId))]));
      const leadOf = new Map(leadRows.map((l) => [l.id, l]));
      const people = await tx
        .select()
        .from(contractors)
        .where(inArray(contractors.id, [...new Set(taken.map((t) => t.contractorId))]));
      const rows: (typeof outbox.$inferInsert)[] = [];
      for (const c of people) {
        const held = taken
          .filter((t) => t.contractorId === c.id)
          .toSorted((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
          .flatMap((t) => {
            const l = leadOf.get(t.leadId);
            return l
              ? [
                  {
                    leadId: l.id,
                    category: l.category,
                    city: l.city,
                    state: l.state,
                    zip: l.zip,
                    priceCents: t.priceCents,
                    onSale: l.status === "available" || l.status === "aged",
                  },
                ]
              : [];
          });
        report.contractors += 1;
        report.alerts += held.length;
        const open = held.filter((l) => l.onSale);
        // Paused, suspended or below the 4-star rule since: no digest, as no alert would go out now.
        if (open.length === 0 || c.status !== "active" || belowRatingBar(c)) continue;
        const r = { to: c.email, contactName: c.contactName, unsubscribeToken: c.alertUnsubscribeToken };
        const messages = alertMessages(
          ctx.env,
          { contractorId: c.id, phone: c.phone, channels: { email: c.alertEmail, sms: c.alertSms, push: c.alertPush } },
          {
            email: composeAlertDigest(r, held, ctx.env.PUBLIC_URL),
            sms: composeDigestSms(open, ctx.env.PUBLIC_URL),
            push: composeDigestPush(open, ctx.env.PUBLIC_URL),
          },
          now,
        );
        if (messages.length > 0) report.digests += 1;
        rows.push(...messages);
      }
      if (rows.length > 0) await tx.insert(outbox).values(rows);
    });
  }
}
