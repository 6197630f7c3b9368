/**
 * Verified reviews through the route modules: the review page's statuses for a wrong, expired and used link, and bad
 * input on the review form, the pro's reply form and the admin's hide form (a message next to the field, a 4xx,
 * nothing written).
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, contractors, reviewInvitations, reviews, users } from "~/db/schema";
import { REVIEW_BODY_MAX, REVIEW_REPLY_MAX } from "~/forms/review";
import { testEngines } from "../../support/test-database";
import { databaseDigest, formPost, getRequest, routeEnv, run, sessionCookieFor, useRouteDatabase } from "../authorization/route-harness";
import { makeAdmin } from "../marketplace/marketplace-fixtures";
import { addReview, invitedSale } from "./review-fixtures";

const reviewPage = () => import("~/routes/review-form");
const proPage = () => import("~/routes/pro-reviews");
const adminPage = () => import("~/routes/admin-reviews");
const PATTERN = "/reviews/:token";

describe.each(testEngines())("review forms on %s", (engine) => {
  const database = useRouteDatabase(engine);
  // The route modules read the clock: sales a few days ago, so their links are fresh now.
  const recently = () => new Date(Date.now() - 4 * 24 * 3600 * 1000);
  const open = async (token: string) => run((await reviewPage()).loader, PATTERN, getRequest(`/reviews/${token}`));
  const submit = async (token: string, fields: Record<string, string>) => run((await reviewPage()).action, PATTERN, formPost(`/reviews/${token}`, fields));

  it("the review page: 404 for a wrong link, 200 with the pro for a live one, then 'already received' (409 on a second submit)", async () => {
    const sale = await invitedSale(database.db, routeEnv(), recently());
    expect((await open("A".repeat(43))).status).toBe(404);
    expect((await submit("A".repeat(43), { stars: "5" })).status).toBe(404);
    const live = await open(sale.token);
    expect(live.status).toBe(200);
    expect(live.headers.get("cache-control")).toBe("private, no-store");
    expect(live.body).toMatchObject({ invitation: { state: "open", reference: sale.request.reference } });

    const sent = await submit(sale.token, { stars: "4", body: "Clean work, fair price.", hired: "yes" });
    expect(sent).toMatchObject({ status: 200, body: { ok: true } });
    const [row] = await database.db.select().from(reviews).where(eq(reviews.purchaseId, sale.purchaseId));
    expect(row).toMatchObject({ stars: 4, body: "Clean work, fair price.", hired: true });
    const again = await submit(sale.token, { stars: "1" });
    expect(again).toMatchObject({ status: 409, body: { ok: false, error: "We have already received your review of this pro. Thank you!" } });
    expect(await open(sale.token)).toMatchObject({ status: 200, body: { invitation: { state: "used" } } });
  });

  it("an expired link is 410 Gone, on the page and on submit, and writes nothing", async () => {
    const sale = await invitedSale(database.db, routeEnv(), recently());
    await database.db
      .update(reviewInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(reviewInvitations.purchaseId, sale.purchaseId));
    expect(await open(sale.token)).toMatchObject({ status: 410, body: { invitation: { state: "expired" } } });
    expect((await submit(sale.token, { stars: "5" })).status).toBe(410);
    expect(await database.db.$count(reviews, eq(reviews.purchaseId, sale.purchaseId))).toBe(0);
  });

  it.each([
    ["no stars", { body: "Good." }, "stars", "Please choose from 1 to 5 stars."],
    ["six stars", { stars: "6" }, "stars", "Please choose from 1 to 5 stars."],
    ["half a star", { stars: "4.5" }, "stars", "Please choose from 1 to 5 stars."],
    [
      "a review too long",
      { stars: "5", body: "a".repeat(REVIEW_BODY_MAX + 1) },
      "body",
      `Your review must be ${REVIEW_BODY_MAX.toLocaleString("en-US")} characters or fewer`,
    ],
    ["a 'hired' answer that is neither yes nor no", { stars: "5", hired: "maybe" }, "hired", "Please answer yes or no, or leave it blank."],
  ])("bad input on the review form (%s): 400, the message next to the field, nothing written", async (_name, fields, field, message) => {
    const sale = await invitedSale(database.db, routeEnv(), recently());
    const before = await databaseDigest(database.db);
    const answer = await submit(sale.token, fields);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ ok: false, fieldErrors: { [field]: [message] } });
    expect(await databaseDigest(database.db)).toEqual(before);
  });

  it("the pro's reply form: blank or too long is a 400 next to the field with nothing written; a reply is published once", async () => {
    const sale = await invitedSale(database.db, routeEnv(), recently());
    const reviewId = await addReview(database.db, sale.purchaseId, 3, "Took a while.");
    const [account] = await database.db.select({ id: users.id }).from(users).where(eq(users.contractorId, sale.contractorId));
    const cookie = await sessionCookieFor(database.db, account!.id);
    const reply = async (fields: Record<string, string>) =>
      run((await proPage()).action, "/pro/reviews", formPost("/pro/reviews", { intent: "reply", reviewId, ...fields }, cookie));

    const before = await databaseDigest(database.db);
    expect(await reply({ reply: "   " })).toMatchObject({ status: 400, body: { ok: false, fieldErrors: { reply: ["Please write your reply."] } } });
    expect(await reply({ reply: "x".repeat(REVIEW_REPLY_MAX + 1) })).toMatchObject({
      status: 400,
      body: { fieldErrors: { reply: [`Your reply must be ${REVIEW_REPLY_MAX.toLocaleString("en-US")} characters or fewer`] } },
    });
    expect((await reply({ reviewId: "not-a-uuid", reply: "Thanks" })).status).toBe(400);
    expect(await databaseDigest(database.db)).toEqual(before);

    expect(await reply({ reply: "Thank you, we will be faster next time." })).toMatchObject({ status: 200, body: { ok: true } });
    expect(await reply({ reply: "Second reply." })).toMatchObject({
      status: 409,
      body: { ok: false, error: "You have already replied to this review. A reply is given once." },
    });
    const listed = await run((await proPage()).loader, "/pro/reviews", getRequest("/pro/reviews", cookie));
    expect(listed.body).toMatchObject({ rating: "3.0 out of 5 (1 review)", reviews: [{ id: reviewId, reply: "Thank you, we will be faster next time." }] });
  });

  it("the admin's hide form: a reason is required (400, nothing written); hiding updates the rating and the audit log", async () => {
    const sale = await invitedSale(database.db, routeEnv(), recently());
    const reviewId = await addReview(database.db, sale.purchaseId, 2);
    const adminId = await makeAdmin(database.db);
    const cookie = await sessionCookieFor(database.db, adminId);
    const hide = async (fields: Record<string, string>) =>
      run((await adminPage()).action, "/admin/reviews", formPost("/admin/reviews", { intent: "hide", reviewId, ...fields }, cookie));
    const before = await databaseDigest(database.db);
    expect(await hide({ reason: "" })).toMatchObject({
      status: 400,
      body: { ok: false, fieldErrors: { reason: ["Please give a reason (it is kept in the audit log)."] } },
    });
    expect(await databaseDigest(database.db)).toEqual(before);
    expect(await hide({ reason: "Names a competitor" })).toMatchObject({ status: 200, body: { ok: true } });
    const [pro] = await database.db
      .select({ sum: contractors.ratingSum, count: contractors.ratingCount })
      .from(contractors)
      .where(eq(contractors.id, sale.contractorId));
    expect(pro).toEqual({ sum: 0, count: 0 });
    expect(await database.db.$count(auditLog, eq(auditLog.entityId, reviewId))).toBe(1);
  });
});
