import { and, asc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import { LEAD_STATUSES_FOR_SALE } from "~/db/enums";
import { contractors, leads, purchases, quoteRequests, unmatchedRequests } from "~/db/schema";
import type { Executor, Tx } from "~/db/types.server";
import { sendEmail } from "~/domain/outbox/queue-email.server";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { composeFollowUpEmail } from "./compose-follow-up-email";
import { offerToWiderArea } from "./offer-to-wider-area.server";
import { REPLY_PROMISE_MS } from "./reply-progress";
import { issueRequestLink } from "../request-links/request-links.server";

/**
 * Requests older than this are never looked at: an update days late helps nobody, and the first run after this
 * ships does not write to every old request (the partial index range stays a few days wide).
 */
export const FOLLOW_UP_HORIZON_MS = 4 * 24 * 3600 * 1000;
const BATCH = 50;

export type FollowUpReport = { looked: number; emailed: number; reoffered: number; queued: number };

type Due = { id: string; createdAt: string };

/**
 * The 24-hour sweep of quote requests (decision 0053). Each request on the market, once 24 hours old, is looked at
 * once: when fewer of its buyers have replied (a quote or a message) than the homeowner asked for, its spots still
 * unsold go back on offer to the wider area (offer-to-wider-area.server.ts) or, with nobody there, to the admins'
 * unmatched queue, and the homeowner gets an update with the request page's link. A request whose homeowner stopped
 * contact, or a repeat (its original holds the promise), is marked and left alone; an erased one is not in the index.
 *
 * quote_requests.follow_up_sent_at is the "done" mark, set (only where still null) in the transaction that writes the
 * update, the offers and the queue row, so two runs or two processes never act twice. Rows are read from the partial
 * index of requests not yet followed up, over FOLLOW_UP_HORIZON_MS of request times, with SKIP LOCKED.
 */
export async function followUpRequests(ctx: DomainContext): Promise<FollowUpReport> {
  const now = nowOf(ctx);
  const dueBefore = new Date(now.getTime() - REPLY_PROMISE_MS);
  const sentAfter = new Date(now.getTime() - FOLLOW_UP_HORIZON_MS);
  const report: FollowUpReport = { looked: 0, emailed: 0, reoffered: 0, queued: 0 };
  let cursor: Due | undefined;
  for (;;) {
    const due = await ctx.db.transaction(async (tx) => {
      const rows = await dueRequests(tx, dueBefore, sentAfter, cursor);
      for (const row of rows) await followUp(tx, ctx, row.id, now, report);
      return rows;
    });
    const last = due.at(-1);
    if (due.length < BATCH || !last) return report;
    cursor = last;
  }
}

function dueRequests(tx: Executor, dueBefore: Date, sentAfter: Date, cursor: Due | undefined): Promise<Due[]> {
  // The partial index's predicate, written as in the schema so the planner can use it.
  const notFollowedUp: SQL = sql`${quoteRequests.followUpSentAt} is null and ${quoteRequests.erasedAt} is null`;
  return tx
    .select({ id: quoteRequests.id, createdAt: sql<string>`${quoteRequests.createdAt}::text` })
    .from(quoteRequests)
    .where(
      and(
        notFollowedUp,
        lte(quoteRequests.createdAt, dueBefore),
        gt(quoteRequests.createdAt, sentAfter),
        // Pending, held, rejected or expired requests were never on the market: nothing to tell or re-offer.
        eq(quoteRequests.marketStatus, "released"),
        cursor
          ? or(
              gt(quoteRequests.createdAt, sql`${cursor.createdAt}::timestamptz`),
              and(eq(quoteRequests.createdAt, sql`${cursor.createdAt}::timestamptz`), gt(quoteRequests.id, cursor.id)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(quoteRequests.createdAt), asc(quoteRequests.id))
    .limit(BATCH)
    .for("update", { skipLocked: true });
}

async function followUp(tx: Tx, ctx: DomainContext, id: string, now: Date, report: FollowUpReport): Promise<void> {
  const [r] = await tx
    .update(quoteRequests)
    .set({ followUpSentAt: now })
    .where(and(eq(quoteRequests.id, id), isNull(quoteRequests.followUpSentAt), isNull(quoteRequests.erasedAt)))
    .returning();
  if (!r) return;
  report.looked += 1;
  if (r.contactStoppedAt || r.isDuplicate) return;
  // At most 3 of each (a request has 1 to 3 leads): purchases_quote_request_idx, leads_quote_request_seq_unique.
  const buyers = await tx
    .select({ businessName: contractors.businessName, firstReplyAt: purchases.firstReplyAt })
    .from(purchases)
    .innerJoin(contractors, eq(contractors.id, purchases.contractorId))
    .where(eq(purchases.quoteRequestId, r.id))
    .orderBy(asc(purchases.purchasedAt), asc(purchases.id));
  if (buyers.filter((b) => b.firstReplyAt !== null).length >= r.prosRequested) return;
  const open = await tx
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.quoteRequestId, r.id), inArray(leads.status, [...LEAD_STATUSES_FOR_SALE])))
    .orderBy(asc(leads.seq));
  const [queued] = await tx.select({ notifiedAt: unmatchedRequests.notifiedAt }).from(unmatchedRequests).where(eq(unmatchedRequests.quoteRequestId, r.id));
  let reoffered = 0;
  if (open.length > 0) {
    reoffered = await offerToWiderArea(
      tx,
      ctx.env,
      { id: r.id, category: r.category, lat: r.latitude, lng: r.longitude, city: r.city, state: r.state, zip: r.zip },
      open.map((l) => l.id),
      now,
    );
    report.reoffered += reoffered;
    if (reoffered === 0 && !queued) {
      // Nobody left to offer it to: the admins' to-do list for recruiting. This e-mail is its notice, so that job sends none.
      await tx.insert(unmatchedRequests).values({ quoteRequestId: r.id, notifyBy: now, notifiedAt: now, createdAt: now }).onConflictDoNothing();
      report.queued += 1;
    }
  }
  // Unsold and nobody serves it: the unmatched notice (send-unmatched-notices, due an hour earlier) is its update.
  if (buyers.length === 0 && queued) return;
  const requestUrl = await issueRequestLink(tx, r.id, ctx.env.PUBLIC_URL, now);
  await sendEmail(
    tx,
    ctx.env,
    composeFollowUpEmail({
      to: r.email,
      fullName: r.fullName,
      reference: r.reference,
      category: r.category,
      zip: r.zip,
      prosRequested: r.prosRequested,
      requestedAt: r.createdAt,
      buyers,
      openSpots: open.length,
      reoffered,
      requestUrl,
    }),
    now,
  );
  report.emailed += 1;
}
