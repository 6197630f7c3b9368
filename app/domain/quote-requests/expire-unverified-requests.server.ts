import { and, asc, eq, inArray, lte } from "drizzle-orm";
import { getCategory } from "~/content/categories";
import { leads, quoteRequests } from "~/db/schema";
import type { Env } from "~/env.server";
import { transition } from "../marketplace/lead-state-machine";
import { sendEmail } from "../outbox/queue-email.server";
import { nowOf, type DomainContext } from "../shared/domain-context.server";

/** A request whose phone must be verified waits this long for its code (decision 0048). */
export const VERIFICATION_WINDOW_MS = 24 * 3600 * 1000;
export const EXPIRY_BATCH_SIZE = 200;

export type ExpiryEnv = Pick<Env, "SMTP_URL" | "PUBLIC_URL">;

export function composeExpiredRequestEmail(input: { to: string; fullName: string; reference: string; category: string; publicUrl: string }) {
  const first = input.fullName.trim().split(/\s+/)[0] || "there";
  const trade = getCategory(input.category)?.name ?? input.category;
  const again = `${input.publicUrl.replace(/\/$/, "")}/get-quotes`;
  return {
    kind: "quote-request.expired-unverified",
    to: input.to,
    subject: `Your quote request ${input.reference} has closed`,
    text: [
      `Hi ${first},`,
      "",
      `Your ${trade} quote request ${input.reference} has closed because the phone number on it was not verified within 24 hours. We did not send it to any contractor, and nobody got your details.`,
      "",
      `If you still want free quotes, send a new request at ${again} and enter the code we text you. It takes about two minutes.`,
      "",
      "Trusted Home Pros",
    ].join("\n"),
  };
}

/**
 * The hourly sweep of LEAD_PHONE_VERIFICATION=required: a request still waiting for its code 24 hours after it was
 * sent closes ('expired'), its 'pending' leads expire unsold (lead-state-machine "expire"), and the homeowner gets a
 * short e-mail. Reads through quote_requests_undecided_idx, oldest first, in bounded batches; each batch is one
 * transaction whose updates are conditional on the status read, so a code entered meanwhile wins (its settle holds
 * the row) and that request is simply not counted.
 */
export async function expireUnverifiedRequests(
  ctx: DomainContext & { env: ExpiryEnv },
  options: { batchSize?: number; maxBatches?: number } = {},
): Promise<{ expired: number }> {
  const now = nowOf(ctx);
  const cutoff = new Date(now.getTime() - VERIFICATION_WINDOW_MS);
  const batchSize = options.batchSize ?? EXPIRY_BATCH_SIZE;
  let expired = 0;
  for (let round = 0; round < (options.maxBatches ?? 50); round++) {
    const done = await ctx.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: quoteRequests.id })
        .from(quoteRequests)
        .where(and(eq(quoteRequests.marketStatus, "pending_verification"), lte(quoteRequests.createdAt, cutoff)))
        .orderBy(asc(quoteRequests.marketStatus), asc(quoteRequests.createdAt), asc(quoteRequests.id))
        .limit(batchSize);
      if (due.length === 0) return { read: 0, closed: 0 };
      const closed = await tx
        .update(quoteRequests)
        .set({ marketStatus: "expired" })
        .where(
          and(
            inArray(
              quoteRequests.id,
              due.map((d) => d.id),
            ),
            eq(quoteRequests.marketStatus, "pending_verification"),
          ),
        )
        .returning({
          id: quoteRequests.id,
          email: quoteRequests.email,
          fullName: quoteRequests.fullName,
          reference: quoteRequests.reference,
          category: quoteRequests.category,
          erasedAt: quoteRequests.erasedAt,
          contactStoppedAt: quoteRequests.contactStoppedAt,
        });
      if (closed.length === 0) return { read: due.length, closed: 0 };
      await tx
        .update(leads)
        .set({ status: transition("pending", "expire"), statusChangedAt: now, statusReason: "phone not verified within 24 hours" })
        .where(
          and(
            inArray(
              leads.quoteRequestId,
              closed.map((c) => c.id),
            ),
            eq(leads.status, "pending"),
          ),
        );
      for (const row of closed) {
        if (row.erasedAt || row.contactStoppedAt || !row.email) continue;
        await sendEmail(
          tx,
          ctx.env,
          composeExpiredRequestEmail({
            to: row.email,
            fullName: row.fullName,
            reference: row.reference,
            category: row.category,
            publicUrl: ctx.env.PUBLIC_URL,
          }),
          now,
        );
      }
      return { read: due.length, closed: closed.length };
    });
    expired += done.closed;
    if (done.read < batchSize || done.closed === 0) break;
  }
  return { expired };
}
