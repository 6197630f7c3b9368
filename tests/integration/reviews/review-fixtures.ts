/**
 * Review test fixtures: a review written straight to the database (with its rating), for suites that need one without the invitation flow;
 * sales of homeowners' requests and the invitations the job sends for them.
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { leads, outbox, purchases, reviews } from "~/db/schema";
import { purchaseLead } from "~/domain/marketplace/purchase-lead.server";
import { adjustRating } from "~/domain/reviews/adjust-rating.server";
import { sendReviewInvitations } from "~/domain/reviews/send-review-invitations.server";
import type { Env } from "~/env.server";
import { sendQuoteRequest, type SentRequest } from "../homeowners/homeowner-world";
import { makeContractor } from "../marketplace/marketplace-fixtures";

export async function addReview(db: Db, purchaseId: string, stars: number, body: string | null = "Fixture review."): Promise<string> {
  return db.transaction(async (tx) => {
    const [sale] = await tx.select({ contractorId: purchases.contractorId }).from(purchases).where(eq(purchases.id, purchaseId));
    const [row] = await tx.insert(reviews).values({ purchaseId, contractorId: sale!.contractorId, stars, body }).returning({ id: reviews.id });
    await adjustRating(tx, sale!.contractorId, stars, 1);
    return row!.id;
  });
}

const DAY = 24 * 3600 * 1000;
let zipTurn = 0;
/** Served ZIPs in turn, so each sale's lead goes to its own pro only. */
const ZIPS = ["98101", "30303", "60601", "94103", "02108", "80202", "85004", "33130", "19103", "97205"];

export type Sale = { purchaseId: string; contractorId: string; request: SentRequest; soldAt: Date };

/** A homeowner's roofing request bought by a pro (a new one unless given) at `soldAt`. */
export async function makeSale(db: Db, env: Env, soldAt: Date, contractorId?: string): Promise<Sale> {
  const zip = ZIPS[zipTurn++ % ZIPS.length]!;
  const pro = contractorId ?? (await makeContractor(db, env, { base: null, zips: [...ZIPS], balanceCents: 2_000_00 })).contractorId;
  const request = await sendQuoteRequest(db, env, { zip, pros: "1" }, new Date(soldAt.getTime() - 3600_000));
  const [lead] = await db.select({ id: leads.id }).from(leads).where(eq(leads.quoteRequestId, request.id)).limit(1);
  const { purchaseId } = await purchaseLead({ db, env, now: soldAt }, pro, lead!.id, `key-${crypto.randomUUID()}`);
  return { purchaseId, contractorId: pro, request, soldAt };
}

/** The review links e-mailed to this address. */
export async function reviewTokensFor(db: Db, email: string): Promise<string[]> {
  const mails = await db
    .select({ text: outbox.text })
    .from(outbox)
    .where(and(eq(outbox.to, email), eq(outbox.kind, "review.invitation")));
  return mails.map((m) => /\/reviews\/([A-Za-z0-9_-]{43})/.exec(m.text)?.[1] ?? "");
}

/** A sale whose invitation was sent (the job run REVIEW_INVITATION_DAYS later), and its link's token. */
export async function invitedSale(db: Db, env: Env, soldAt: Date, contractorId?: string): Promise<Sale & { token: string; invitedAt: Date }> {
  const sale = await makeSale(db, env, soldAt, contractorId);
  const invitedAt = new Date(soldAt.getTime() + env.REVIEW_INVITATION_DAYS * DAY);
  await sendReviewInvitations({ db, env, now: invitedAt });
  const [token] = await reviewTokensFor(db, sale.request.email);
  if (!token) throw new Error("no review invitation was sent");
  return { ...sale, token, invitedAt };
}
