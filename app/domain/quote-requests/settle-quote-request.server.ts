import { eq } from "drizzle-orm";
import type { MarketStatus } from "~/db/enums";
import { quoteRequests } from "~/db/schema";
import type { Tx } from "~/db/types.server";
import { assessQuoteRequest } from "~/domain/quality/assess-quote-request.server";
import { marketStatusFor, type PhoneVerificationMode } from "./market-gate";
import { releaseQuoteRequest } from "./release-quote-request.server";
import { refreshPricePositions } from "~/domain/marketplace/refresh-price-positions.server";

export type Settlement = { status: MarketStatus; releasedLeadIds: string[] };

/**
 * Decide where a request stands now that something about it changed (its phone was just verified): score it again,
 * store the score, and release it, hold it for review or keep it waiting (market-gate.ts). Only a request still
 * waiting for its code moves; a held one waits for an admin, a released one keeps its leads where they are (a sold
 * lead keeps its price) with the new score, and a closed one stays as it is. Locks the request's row, so a code and
 * an admin's decision cannot cross.
 */
export async function settleQuoteRequest(tx: Tx, input: { id: string; mode: PhoneVerificationMode; now: Date }): Promise<Settlement> {
  const [row] = await tx
    .select({
      id: quoteRequests.id,
      marketStatus: quoteRequests.marketStatus,
      category: quoteRequests.category,
      zip: quoteRequests.zip,
      phoneVerifiedAt: quoteRequests.phoneVerifiedAt,
      answers: quoteRequests.answers,
      isDuplicate: quoteRequests.isDuplicate,
      email: quoteRequests.email,
      qualitySignals: quoteRequests.qualitySignals,
    })
    .from(quoteRequests)
    .where(eq(quoteRequests.id, input.id))
    .for("update");
  if (!row) throw new Error(`No quote request ${input.id}`);
  if (row.marketStatus === "rejected" || row.marketStatus === "expired") return { status: row.marketStatus, releasedLeadIds: [] };
  const quality = await assessQuoteRequest(tx, row);
  const previous = row.qualitySignals && typeof row.qualitySignals === "object" ? row.qualitySignals : {};
  const status =
    row.marketStatus !== "pending_verification"
      ? row.marketStatus
      : marketStatusFor({ mode: input.mode, phoneVerified: row.phoneVerifiedAt !== null, held: quality.held, duplicate: row.isDuplicate });
  await tx
    .update(quoteRequests)
    .set({
      qualityScore: quality.score,
      qualitySignals: { ...previous, reasons: quality.reasons },
      marketStatus: status === "released" ? row.marketStatus : status,
    })
    .where(eq(quoteRequests.id, row.id));
  // The new score may move the price within its range: the price sort's key follows.
  await refreshPricePositions(tx, row.id);
  if (status !== "released" || row.marketStatus === "released") return { status, releasedLeadIds: [] };
  return { status, releasedLeadIds: await releaseQuoteRequest(tx, row, input.now) };
}
