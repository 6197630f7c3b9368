import { eq, sql } from "drizzle-orm";
import { purchases, quoteFiles, quotes } from "~/db/schema";
import type { Tx } from "~/db/types.server";
import type { QuoteTerms } from "~/forms/pro-quote";
import { checkUpload, deleteUploads, storeUploads, type StoredUpload } from "~/lib/uploads.server";
import { signalOutbox } from "~/lib/wakeups/outbox-signal.server";
import { issueRequestLink } from "../request-links/request-links.server";
import { sendEmail } from "../outbox/queue-email.server";
import { recordFirstReply } from "../replies/record-first-reply.server";
import { replyHeaders } from "../messages/compose-message-emails";
import { replyAddressFor } from "../messages/reply-address.server";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { DomainError } from "../shared/errors";
import { composeQuoteReceived } from "./compose-quote-emails";
import { calendarDayIn, quoteDateProblem } from "./quote-rules";
import { quotablePurchase } from "./quoted-purchase.server";

export type SentQuote = typeof quotes.$inferSelect;

/**
 * A pro sends (or revises) its quote on a lead it bought (decision 0052): one quote per purchase, so sending again
 * replaces the terms and puts the quote back to 'sent' (the homeowner decides on what is now on the table); a hired
 * quote is final. The dates are checked against the homeowner's today; the PDF by its content. In one transaction:
 * the quote, its PDF's row, the first-reply time, the purchase moved on to 'quoted', and the homeowner's e-mail with a
 * fresh link to their request page. `tx` lets the API run it inside its idempotent answer.
 */
export async function sendQuote(
  ctx: DomainContext,
  contractorId: string,
  purchaseId: string | undefined,
  input: { terms: QuoteTerms; pdf?: File | undefined },
  tx?: Tx,
): Promise<{ quote: SentQuote; revised: boolean }> {
  const now = nowOf(ctx);
  const purchase = await quotablePurchase(tx ?? ctx.db, contractorId, purchaseId);
  const problem = quoteDateProblem(input.terms, calendarDayIn(now, purchase.timeZone));
  if (problem) throw new DomainError("invalid_input", problem.message, { field: problem.field });
  const pdf = input.pdf ? await checkUpload(input.pdf, "pdf") : undefined;
  if (pdf && !pdf.ok) throw new DomainError("invalid_input", pdf.message, { field: "pdf" });
  const stored = pdf ? await storeUploads(ctx.env.DATA_DIR, [pdf.upload], now) : [];
  let replaced: StoredUpload[] = [];
  try {
    const run = async (t: Tx) => {
      const outcome = await writeQuote(t, ctx, purchase, input.terms, stored[0], now);
      replaced = outcome.replacedFiles;
      return outcome;
    };
    const outcome = tx ? await run(tx) : await ctx.db.transaction(run);
    // The old PDF goes once the new quote is committed; a failure above leaves it in place.
    await deleteUploads(ctx.env.DATA_DIR, replaced);
    if (!tx) signalOutbox();
    return { quote: outcome.quote, revised: outcome.revised };
  } catch (error) {
    await deleteUploads(ctx.env.DATA_DIR, stored);
    throw error;
  }
}

async function writeQuote(
  tx: Tx,
  ctx: DomainContext,
  purchase: Awaited<ReturnType<typeof quotablePurchase>>,
  terms: QuoteTerms,
  pdf: StoredUpload | undefined,
  now: Date,
) {
  const [earlier] = await tx.select({ id: quotes.id, status: quotes.status }).from(quotes).where(eq(quotes.purchaseId, purchase.purchaseId)).for("update");
  if (earlier?.status === "hired") throw new DomainError("invalid_transition", "You confirmed this job, so its quote can no longer change.");
  const values = { ...terms, status: "sent" as const, declineReason: null, decidedAt: null, sentAt: now };
  const [quote] = earlier
    ? await tx.update(quotes).set(values).where(eq(quotes.id, earlier.id)).returning()
    : await tx
        .insert(quotes)
        .values({ ...values, purchaseId: purchase.purchaseId, contractorId: purchase.contractorId, quoteRequestId: purchase.quoteRequestId, createdAt: now })
        .returning();
  if (!quote) throw new Error("sendQuote: the quote was not written");
  let replacedFiles: StoredUpload[] = [];
  if (pdf) {
    replacedFiles = (await tx.delete(quoteFiles).where(eq(quoteFiles.quoteId, quote.id)).returning()).map((f) => ({
      ...f,
      extension: "pdf" as const,
      mime: "application/pdf" as const,
    }));
    await tx.insert(quoteFiles).values({
      quoteId: quote.id,
      storedName: pdf.storedName,
      originalName: pdf.originalName,
      mime: pdf.mime,
      sizeBytes: pdf.sizeBytes,
      sha256: pdf.sha256,
      createdAt: now,
    });
  }
  await recordFirstReply(tx, purchase.purchaseId, now);
  // A quote sent is the pipeline's 'quoted' step; a pro that already marked it won or lost keeps its own status.
  await tx
    .update(purchases)
    .set({ pipelineStatus: "quoted", pipelineUpdatedAt: now })
    .where(sql`${purchases.id} = ${purchase.purchaseId} and ${purchases.pipelineStatus} in ('new', 'contacted')`);
  const requestUrl = await issueRequestLink(tx, purchase.quoteRequestId, ctx.env.PUBLIC_URL, now);
  // With reply addresses on, the homeowner can answer the quote by e-mail: it lands in this purchase's thread.
  const replyTo = await replyAddressFor(tx, ctx.env, purchase.purchaseId, "homeowner");
  const received = composeQuoteReceived({
    ...terms,
    businessName: purchase.businessName,
    reference: purchase.reference,
    category: purchase.categoryName,
    to: purchase.email,
    fullName: purchase.fullName,
    requestUrl,
    revised: earlier !== undefined,
    canReply: replyTo !== null,
  });
  await sendEmail(tx, ctx.env, { ...received, ...replyHeaders(replyTo) }, now);
  return { quote, revised: earlier !== undefined, replacedFiles };
}
