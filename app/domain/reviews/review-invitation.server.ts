import { eq } from "drizzle-orm";
import { getCategory } from "~/content/categories";
import { contractors, purchases, quoteRequests, quotes, reviewInvitations, reviews } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import type { ReviewInput } from "~/forms/review";
import { hashToken, TOKEN_PATTERN } from "~/lib/auth/tokens.server";
import { DomainError } from "../shared/errors";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { adjustRating } from "./adjust-rating.server";

/** What the review page shows for a link: whom it reviews, and whether it can still be used. */
export type ReviewInvitation = {
  state: "open" | "used" | "expired";
  businessName: string;
  category: string;
  reference: string;
  /** The homeowner accepted this pro's quote (or the pro confirmed the job): the form's "hired" answer starts at yes. */
  hiredByQuote: boolean;
};

const ALREADY = "We have already received your review of this pro. Thank you!";
const EXPIRED = "This review link has expired. Links work for 60 days after we send them.";
const UNKNOWN = "This review link is not valid. Please use the link from your e-mail.";

async function findInvitation(db: Executor, token: string) {
  // A token of another shape was never issued: no query.
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const [row] = await db
    .select({
      purchaseId: reviewInvitations.purchaseId,
      usedAt: reviewInvitations.usedAt,
      expiresAt: reviewInvitations.expiresAt,
      contractorId: purchases.contractorId,
      businessName: contractors.businessName,
      category: quoteRequests.category,
      reference: quoteRequests.reference,
      erasedAt: quoteRequests.erasedAt,
      quoteStatus: quotes.status,
    })
    .from(reviewInvitations)
    .innerJoin(purchases, eq(purchases.id, reviewInvitations.purchaseId))
    .innerJoin(contractors, eq(contractors.id, purchases.contractorId))
    .innerJoin(quoteRequests, eq(quoteRequests.id, purchases.quoteRequestId))
    .leftJoin(quotes, eq(quotes.purchaseId, purchases.id))
    .where(eq(reviewInvitations.tokenHash, hashToken(token)));
  // An erased homeowner's invitations are deleted; a row surviving by a race still opens nothing.
  return row && !row.erasedAt ? row : undefined;
}

/** An accepted or hired quote counts as "hired" unless the homeowner answers otherwise (decision 0052). */
const chosen = (row: { quoteStatus: string | null }) => row.quoteStatus === "accepted" || row.quoteStatus === "hired";

const stateOf = (row: { usedAt: Date | null; expiresAt: Date }, now: Date): ReviewInvitation["state"] =>
  row.usedAt ? "used" : row.expiresAt <= now ? "expired" : "open";

/** The invitation a review link opens; undefined for a wrong link. */
export async function openReviewInvitation(db: Executor, token: string, now: Date): Promise<ReviewInvitation | undefined> {
  const row = await findInvitation(db, token);
  if (!row) return undefined;
  return {
    state: stateOf(row, now),
    businessName: row.businessName,
    category: getCategory(row.category)?.name ?? row.category,
    reference: row.reference,
    hiredByQuote: chosen(row),
  };
}

/**
 * The homeowner's review through their link (decision 0026): once per purchase. The invitation row is locked, so two
 * submits at once give one review and one "already received"; the review, the link's use and the contractor's
 * rating commit together.
 */
export async function submitReview(ctx: DomainContext, token: string, input: Pick<ReviewInput, "stars"> & Partial<ReviewInput>): Promise<void> {
  const now = nowOf(ctx);
  await ctx.db.transaction(async (tx) => {
    const found = await findInvitation(tx, token);
    if (!found) throw new DomainError("not_found", UNKNOWN);
    const [locked] = await tx
      .select({ usedAt: reviewInvitations.usedAt, expiresAt: reviewInvitations.expiresAt })
      .from(reviewInvitations)
      .where(eq(reviewInvitations.purchaseId, found.purchaseId))
      .for("update");
    const state = locked ? stateOf(locked, now) : "used";
    if (state === "used") throw new DomainError("already_reviewed", ALREADY);
    if (state === "expired") throw new DomainError("link_expired", EXPIRED);
    await tx.insert(reviews).values({
      purchaseId: found.purchaseId,
      contractorId: found.contractorId,
      stars: input.stars,
      body: input.body ?? null,
      hired: input.hired ?? (chosen(found) ? true : null),
      createdAt: now,
    });
    await tx.update(reviewInvitations).set({ usedAt: now }).where(eq(reviewInvitations.purchaseId, found.purchaseId));
    await adjustRating(tx, found.contractorId, input.stars, 1);
  });
}
