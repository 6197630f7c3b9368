/** Verified reviews (decision 0026): invitations, the review link's rules, rating maths, replies, reports and admin hiding. */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { pgErrorOf } from "~/db/pg-errors.server";
import { auditLog, contractors, outbox, reviewInvitations, reviews } from "~/db/schema";
import { getMyRequest } from "~/domain/homeowners/get-my-request.server";
import { adminDecideReturn, requestReturn } from "~/domain/marketplace/lead-returns.server";
import { deleteMyData } from "~/domain/privacy/delete-my-data.server";
import { stopNewContacts } from "~/domain/privacy/stop-new-contacts.server";
import { listMyReviews } from "~/domain/reviews/list-my-reviews.server";
import { listReviews } from "~/domain/reviews/list-reviews.server";
import { moderateReview } from "~/domain/reviews/moderate-review.server";
import { replyToReview, reportReview } from "~/domain/reviews/respond-to-review.server";
import { openReviewInvitation, submitReview } from "~/domain/reviews/review-invitation.server";
import { REVIEW_LINK_DAYS } from "~/domain/reviews/review-rules";
import { sendReviewInvitations } from "~/domain/reviews/send-review-invitations.server";
import { DomainError } from "~/domain/shared/errors";
import { hashToken } from "~/lib/auth/tokens.server";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { makeAdmin } from "../marketplace/marketplace-fixtures";
import { invitedSale, makeSale, reviewTokensFor } from "./review-fixtures";

const DAY = 24 * 3600 * 1000;
const MIN = 60_000;
const later = (at: Date, ms: number) => new Date(at.getTime() + ms);
const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => "ok",
    (e: unknown) => (e instanceof DomainError ? e.code : String(e)),
  );

describe.each(testEngines())("verified reviews on %s", (engine) => {
  const t = useTestDatabase(engine);
  const ctx = (now: Date) => ({ db: t.db, env: t.env, now });
  const rating = async (contractorId: string) =>
    (await t.db.select({ sum: contractors.ratingSum, count: contractors.ratingCount }).from(contractors).where(eq(contractors.id, contractorId)))[0]!;

  it("the invitation is sent once, REVIEW_INVITATION_DAYS (3) after the sale, with a private link of which only the hash is kept", async () => {
    expect(t.env.REVIEW_INVITATION_DAYS).toBe(3);
    const sale = await makeSale(t.db, t.env, new Date("2026-02-02T09:00:00Z"));
    await sendReviewInvitations(ctx(later(sale.soldAt, 3 * DAY - MIN)));
    expect(await reviewTokensFor(t.db, sale.request.email)).toEqual([]);

    const due = later(sale.soldAt, 3 * DAY);
    await sendReviewInvitations(ctx(due));
    await sendReviewInvitations(ctx(later(due, 10 * MIN)));
    await sendReviewInvitations(ctx(later(due, 5 * DAY)));
    const tokens = await reviewTokensFor(t.db, sale.request.email);
    expect(tokens).toHaveLength(1);
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, sale.request.email))
      .then((rows) => rows.filter((r) => r.kind === "review.invitation"));
    expect(mail!.text).toContain(`http://localhost:3000/reviews/${tokens[0]}`);
    const [row] = await t.db.select().from(reviewInvitations).where(eq(reviewInvitations.purchaseId, sale.purchaseId));
    expect(row).toMatchObject({ tokenHash: hashToken(tokens[0]!), dueAt: due, sentAt: due, usedAt: null, expiresAt: later(due, REVIEW_LINK_DAYS * DAY) });
    expect(JSON.stringify(row)).not.toContain(tokens[0]);
  });

  it("two runs at once send each invitation exactly once", async () => {
    const soldAt = new Date("2026-03-02T09:00:00Z");
    const sales = [await makeSale(t.db, t.env, soldAt), await makeSale(t.db, t.env, soldAt), await makeSale(t.db, t.env, soldAt)];
    const at = later(soldAt, 3 * DAY + MIN);
    const runs = await Promise.all([sendReviewInvitations(ctx(at)), sendReviewInvitations(ctx(at)), sendReviewInvitations(ctx(at))]);
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(3);
    for (const sale of sales) expect(await reviewTokensFor(t.db, sale.request.email)).toHaveLength(1);
  });

  it("no invitation when the homeowner stopped contact or erased their data, nor for a purchase returned with credit; a rejected return stands", async () => {
    const soldAt = new Date("2026-04-06T09:00:00Z");
    const admin = await makeAdmin(t.db);
    const plain = await makeSale(t.db, t.env, soldAt);
    const stopped = await makeSale(t.db, t.env, soldAt);
    const erased = await makeSale(t.db, t.env, soldAt);
    const credited = await makeSale(t.db, t.env, soldAt);
    const rejected = await makeSale(t.db, t.env, soldAt);
    await stopNewContacts(ctx(later(soldAt, DAY)), stopped.request.token);
    await deleteMyData(ctx(later(soldAt, DAY)), erased.request.token);
    for (const [sale, decision] of [
      [credited, "credit"],
      [rejected, "reject"],
    ] as const) {
      const { returnId } = await requestReturn(ctx(later(soldAt, DAY)), sale.contractorId, sale.purchaseId, { reason: "wrong-number" });
      await adminDecideReturn(ctx(later(soldAt, 2 * DAY)), admin, returnId, decision, "Checked the number with the homeowner.");
    }
    await sendReviewInvitations(ctx(later(soldAt, 3 * DAY)));
    expect(await reviewTokensFor(t.db, plain.request.email)).toHaveLength(1);
    expect(await reviewTokensFor(t.db, rejected.request.email)).toHaveLength(1);
    expect(await reviewTokensFor(t.db, stopped.request.email)).toHaveLength(0);
    expect(await reviewTokensFor(t.db, credited.request.email)).toHaveLength(0);
    for (const sale of [stopped, erased, credited]) expect(await t.db.$count(reviewInvitations, eq(reviewInvitations.purchaseId, sale.purchaseId))).toBe(0);
  });

  it("link rules: a wrong or malformed link opens nothing (404), an expired one is gone (410), a used one says the review was received (409)", async () => {
    const sale = await invitedSale(t.db, t.env, new Date("2026-05-04T09:00:00Z"));
    const at = later(sale.invitedAt, DAY);
    const input = { stars: 5, body: "Fast and tidy.", hired: true };
    for (const wrong of ["A".repeat(43), `${sale.token}x`, "../../etc/passwd"]) {
      expect(await openReviewInvitation(t.db, wrong, at)).toBeUndefined();
      expect(await codeOf(submitReview(ctx(at), wrong, input))).toBe("not_found");
    }
    const expiry = later(sale.invitedAt, REVIEW_LINK_DAYS * DAY);
    expect(await openReviewInvitation(t.db, sale.token, expiry)).toMatchObject({ state: "expired" });
    expect(await codeOf(submitReview(ctx(expiry), sale.token, input))).toBe("link_expired");
    expect(await openReviewInvitation(t.db, sale.token, at)).toMatchObject({ state: "open", category: "Roofing", reference: sale.request.reference });

    // Two submits at once: one review, one "already received".
    const outcomes = await Promise.all([codeOf(submitReview(ctx(at), sale.token, input)), codeOf(submitReview(ctx(at), sale.token, { stars: 1 }))]);
    expect(outcomes.toSorted()).toEqual(["already_reviewed", "ok"]);
    expect(await codeOf(submitReview(ctx(later(at, DAY)), sale.token, input))).toBe("already_reviewed");
    expect(await openReviewInvitation(t.db, sale.token, later(at, DAY))).toMatchObject({ state: "used" });
    const written = await t.db.select().from(reviews).where(eq(reviews.purchaseId, sale.purchaseId));
    expect(written).toHaveLength(1);
    expect(await rating(sale.contractorId)).toEqual({ sum: written[0]!.stars, count: 1 });
  });

  it("rating maths: the sum and count of visible reviews change with each insert, hide and unhide; hiding is audited without the homeowner", async () => {
    const first = await invitedSale(t.db, t.env, new Date("2026-06-01T09:00:00Z"));
    const pro = first.contractorId;
    const second = await invitedSale(t.db, t.env, new Date("2026-06-02T09:00:00Z"), pro);
    const third = await invitedSale(t.db, t.env, new Date("2026-06-03T09:00:00Z"), pro);
    const at = new Date("2026-06-10T09:00:00Z");
    await submitReview(ctx(at), first.token, { stars: 5, body: "Excellent crew.", hired: true });
    expect(await rating(pro)).toEqual({ sum: 5, count: 1 });
    await submitReview(ctx(at), second.token, { stars: 4 });
    await submitReview(ctx(at), third.token, { stars: 1, body: "Never showed up.", hired: false });
    expect(await rating(pro)).toEqual({ sum: 10, count: 3 });
    expect((await getMyRequest(t.db, third.request.token, at))?.pros[0]).toMatchObject({ rating: 3.3, reviewCount: 3 });

    const admin = await makeAdmin(t.db);
    const [low] = await t.db.select({ id: reviews.id }).from(reviews).where(eq(reviews.purchaseId, third.purchaseId));
    await moderateReview(ctx(at), admin, low!.id, "hide", "Abusive language");
    expect(await rating(pro)).toEqual({ sum: 9, count: 2 });
    expect((await getMyRequest(t.db, third.request.token, at))?.pros[0]).toMatchObject({ rating: 4.5, reviewCount: 2 });
    expect(await codeOf(moderateReview(ctx(at), admin, low!.id, "hide", "Again"))).toBe("invalid_transition");
    expect(await rating(pro)).toEqual({ sum: 9, count: 2 });
    await moderateReview(ctx(later(at, MIN)), admin, low!.id, "unhide", "The homeowner's complaint was checked");
    expect(await rating(pro)).toEqual({ sum: 10, count: 3 });

    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, low!.id));
    expect(entries.map((e) => [e.action, (e.after as { reason: string }).reason, e.actorUserId])).toEqual([
      ["review.hide", "Abusive language", admin],
      ["review.unhide", "The homeowner's complaint was checked", admin],
    ]);
    const logged = JSON.stringify(entries);
    for (const personal of [third.request.email, "Dana", "Never showed up.", third.request.reference]) expect(logged).not.toContain(personal);

    // The row's check refuses a rating no set of 1-5 star reviews gives.
    const refusedBy = (write: Promise<unknown>) =>
      write.then(
        () => "written",
        (e: unknown) => pgErrorOf(e)?.constraint,
      );
    expect(await refusedBy(t.db.update(contractors).set({ ratingSum: 16 }).where(eq(contractors.id, pro)))).toBe("contractors_rating_check");
    expect(
      await refusedBy(
        t.db
          .update(contractors)
          .set({ ratingCount: sql`${contractors.ratingCount} - 4` })
          .where(eq(contractors.id, pro)),
      ),
    ).toBe("contractors_rating_check");
    expect(await refusedBy(t.db.insert(reviews).values({ purchaseId: first.purchaseId, contractorId: pro, stars: 6 }))).toBe("reviews_stars_check");
    expect(await rating(pro)).toEqual({ sum: 10, count: 3 });
  });

  it("the pro replies once, only to its own reviews, and may report one; admins see reported ones first", async () => {
    const sale = await invitedSale(t.db, t.env, new Date("2026-07-01T09:00:00Z"));
    const other = await invitedSale(t.db, t.env, new Date("2026-07-01T10:00:00Z"));
    const at = new Date("2026-07-06T09:00:00Z");
    await submitReview(ctx(at), sale.token, { stars: 2, body: "Late twice." });
    const [mine] = (await listMyReviews(ctx(at), sale.contractorId)).rows;
    expect(mine).toMatchObject({ stars: 2, body: "Late twice.", reply: null, reference: sale.request.reference });
    expect(await codeOf(replyToReview(ctx(at), other.contractorId, mine!.id, "Not mine to answer."))).toBe("not_found");
    await replyToReview(ctx(at), sale.contractorId, mine!.id, "Sorry about the delays; the supplier was late.");
    expect(await codeOf(replyToReview(ctx(at), sale.contractorId, mine!.id, "A second reply."))).toBe("already_replied");
    expect((await listMyReviews(ctx(at), sale.contractorId)).rows[0]).toMatchObject({ reply: "Sorry about the delays; the supplier was late.", repliedAt: at });

    expect(await codeOf(reportReview(ctx(at), other.contractorId, mine!.id, "Not mine"))).toBe("not_found");
    await reportReview(ctx(later(at, MIN)), sale.contractorId, mine!.id, "The homeowner confused us with another company.");
    const reported = await listReviews(t.db, "reported");
    expect(reported.rows[0]).toMatchObject({ id: mine!.id, reportReason: "The homeowner confused us with another company.", businessName: expect.any(String) });
    expect(reported.rows.every((r) => r.reportedAt !== null)).toBe(true);
  });

  it("erasing the homeowner erases their review text but keeps the stars, and deletes their unused invitations", async () => {
    const soldAt = new Date("2026-08-03T09:00:00Z");
    const reviewed = await invitedSale(t.db, t.env, soldAt);
    const unused = await invitedSale(t.db, t.env, soldAt);
    await submitReview(ctx(later(reviewed.invitedAt, DAY)), reviewed.token, { stars: 4, body: "Zelda here: great job on my roof.", hired: true });
    await deleteMyData(ctx(later(reviewed.invitedAt, 2 * DAY)), reviewed.request.token);
    await deleteMyData(ctx(later(unused.invitedAt, 2 * DAY)), unused.request.token);
    const [kept] = await t.db.select().from(reviews).where(eq(reviews.purchaseId, reviewed.purchaseId));
    expect(kept).toMatchObject({ stars: 4, body: null, hired: true });
    expect(await rating(reviewed.contractorId)).toEqual({ sum: 4, count: 1 });
    expect(await t.db.$count(reviewInvitations, eq(reviewInvitations.purchaseId, unused.purchaseId))).toBe(0);
    expect(await openReviewInvitation(t.db, unused.token, later(unused.invitedAt, 3 * DAY))).toBeUndefined();
  });
});
