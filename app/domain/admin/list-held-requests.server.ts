import { and, eq, isNotNull, type SQL } from "drizzle-orm";
import { quoteRequests } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import type { HeldQueueView } from "~/forms/held-request-decision";
import { describeProjectAnswers } from "~/forms/project-answers";
import { keyset, LIST_PAGE_SIZE, type PageRequest } from "~/domain/shared/keyset-page.server";

// Waiting requests by (created_at, id) through the partial quote_requests_undecided_idx; decided ones by
// (reviewed_at, id) through quote_requests_reviewed_idx. Both indexes hold only the few rows a view can show.
const byArrival = keyset(quoteRequests.createdAt, quoteRequests.id);
const byDecision = keyset(quoteRequests.reviewedAt, quoteRequests.id);

const views: Record<HeldQueueView, { order: typeof byArrival; where: SQL }> = {
  held: { order: byArrival, where: eq(quoteRequests.marketStatus, "held") },
  approved: { order: byDecision, where: and(eq(quoteRequests.marketStatus, "released"), isNotNull(quoteRequests.reviewedAt))! },
  rejected: { order: byDecision, where: and(eq(quoteRequests.marketStatus, "rejected"), isNotNull(quoteRequests.reviewedAt))! },
};

const reasonsOf = (signals: unknown): string[] => {
  const reasons = signals && typeof signals === "object" ? (signals as { reasons?: unknown }).reasons : undefined;
  return Array.isArray(reasons) ? reasons.filter((r): r is string => typeof r === "string") : [];
};

/**
 * Admin: the quote requests the quality score held for review (decision 0048), newest first, one keyset page at a
 * time, with what an admin needs to decide: the score and its reasons (never the raw signals), the homeowner's
 * contact details and project, the answers. `view` shows the decided ones instead; `category` narrows to one trade.
 */
export async function listHeldRequests(db: Executor, filter: { view?: HeldQueueView; category?: string | undefined } = {}, page: PageRequest = {}) {
  const limit = page.limit ?? LIST_PAGE_SIZE;
  const { order, where } = views[filter.view ?? "held"];
  const rows = await db
    .select({
      id: quoteRequests.id,
      ...order.key,
      reference: quoteRequests.reference,
      category: quoteRequests.category,
      zip: quoteRequests.zip,
      city: quoteRequests.city,
      state: quoteRequests.state,
      createdAt: quoteRequests.createdAt,
      reviewedAt: quoteRequests.reviewedAt,
      marketStatus: quoteRequests.marketStatus,
      qualityScore: quoteRequests.qualityScore,
      qualitySignals: quoteRequests.qualitySignals,
      fullName: quoteRequests.fullName,
      email: quoteRequests.email,
      phone: quoteRequests.phone,
      phoneVerifiedAt: quoteRequests.phoneVerifiedAt,
      details: quoteRequests.details,
      answers: quoteRequests.answers,
      prosRequested: quoteRequests.prosRequested,
      source: quoteRequests.source,
    })
    .from(quoteRequests)
    .where(and(where, filter.category ? eq(quoteRequests.category, filter.category) : undefined, order.after(page.after)))
    .orderBy(...order.orderBy)
    .limit(limit + 1);
  const paged = order.page(rows, limit);
  return {
    next: paged.next,
    rows: paged.rows.map(({ qualitySignals, answers, ...r }) => ({
      ...r,
      reasons: reasonsOf(qualitySignals),
      answers: describeProjectAnswers(r.category, answers).map((a) => ({ label: a.label, value: a.value })),
    })),
  };
}
