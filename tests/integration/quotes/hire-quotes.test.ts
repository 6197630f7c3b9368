/**
 * After the homeowner's choice (decision 0052), on both engines: the pro confirms the job (the quote hired, the
 * pipeline won with its purchase.updated webhook, the homeowner told), the review invitation answers "hired" for a
 * chosen quote, erasure empties the quotes' words and removes their PDFs, and two accepts of different quotes at once
 * from two connections end with exactly one accepted.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { isUniqueViolation } from "~/db/pg-errors.server";
import { purchases, quoteFiles, quotes, reviews } from "~/db/schema";
import { deleteMyData } from "~/domain/privacy/delete-my-data.server";
import { acceptQuote } from "~/domain/quotes/accept-quote.server";
import { confirmHire } from "~/domain/quotes/confirm-hire.server";
import { declineQuote } from "~/domain/quotes/decline-quote.server";
import { openReviewInvitation, submitReview } from "~/domain/reviews/review-invitation.server";
import { purchaseUpdatedWebhookSchema } from "~/forms/purchase-webhooks";
import { uploadsRoot } from "~/lib/uploads.server";
import { testEnv } from "../../support/form-requests";
import { minimalPdf } from "../../support/sample-files";
import { testEngines } from "../../support/test-database";
import { twoConnections } from "../../support/two-connections";
import { useTestDatabase } from "../../support/use-test-database";
import { findValuesInDatabase } from "../privacy/find-values";
import { invitedSale } from "../reviews/review-fixtures";
import { allQuote, boughtRequest, NOW, outboxTo, pdfFile, quoteBy, statusesOf, webhooksOf } from "./quote-world";

const LATER = new Date(NOW.getTime() + 3600_000);
const DAY = 24 * 3600_000;

describe.each(testEngines())("confirming, reviewing and erasing quotes on %s", (engine) => {
  const t = useTestDatabase(engine);
  const ctx = (now = LATER) => ({ db: t.db, env: t.env, now });

  it("confirms the job: hired, the pipeline won with purchase.updated, the homeowner told; then final", async () => {
    const request = await boughtRequest(t, { pros: 2, webhook: true });
    const [one, two] = request.pros;
    const [q1, q2] = await allQuote(t, request);
    await expect(confirmHire(ctx(), one!.contractorId, one!.purchaseId)).rejects.toMatchObject({
      code: "invalid_transition",
      message: "The homeowner has not accepted this quote.",
    });
    await acceptQuote(ctx(), request.id, q1);
    await expect(confirmHire(ctx(), two!.contractorId, one!.purchaseId)).rejects.toMatchObject({ code: "not_found" });
    await expect(confirmHire(ctx(), two!.contractorId, two!.purchaseId)).rejects.toMatchObject({ code: "invalid_transition" });

    const hiredAt = new Date(LATER.getTime() + DAY);
    expect(await confirmHire(ctx(hiredAt), one!.contractorId, one!.purchaseId)).toEqual({ changed: true });
    const [hired] = await t.db.select().from(quotes).where(eq(quotes.id, q1!));
    expect(hired).toMatchObject({ status: "hired", hiredAt });
    const [bought] = await t.db.select().from(purchases).where(eq(purchases.id, one!.purchaseId));
    expect(bought).toMatchObject({ pipelineStatus: "won", pipelineUpdatedAt: hiredAt });
    const [hook] = await webhooksOf(t.db, one!.contractorId, "purchase.updated");
    expect(purchaseUpdatedWebhookSchema.parse(JSON.parse(hook!.text)).data).toMatchObject({
      purchaseId: one!.purchaseId,
      pipelineStatus: "won",
      previousPipelineStatus: "quoted",
    });
    const [mail] = await outboxTo(t.db, request.email, "quote.hired");
    expect(mail).toMatchObject({ subject: `${one!.businessName} confirmed your job` });
    expect(mail!.text).toMatch(/\/my-request\/[A-Za-z0-9_-]{43}/);

    // Final: confirming again changes nothing; the homeowner can neither switch nor decline.
    expect(await confirmHire(ctx(), one!.contractorId, one!.purchaseId)).toEqual({ changed: false });
    await expect(acceptQuote(ctx(), request.id, q2)).rejects.toMatchObject({ code: "invalid_transition" });
    await expect(declineQuote(ctx(), request.id, q1)).rejects.toMatchObject({ code: "invalid_transition" });
    expect(await statusesOf(t.db, request.id)).toEqual(["hired", "sent"]);
  });

  it("keeps a won job's value and does not send purchase.updated when the pipeline was already won", async () => {
    const request = await boughtRequest(t, { pros: 1, webhook: true });
    const [pro] = request.pros;
    const id = await quoteBy(t, pro!);
    await t.db.update(purchases).set({ pipelineStatus: "won", jobValueCents: 1_200_000, notes: "Signed." }).where(eq(purchases.id, pro!.purchaseId));
    await acceptQuote(ctx(), request.id, id);
    await confirmHire(ctx(), pro!.contractorId, pro!.purchaseId);
    const [bought] = await t.db.select().from(purchases).where(eq(purchases.id, pro!.purchaseId));
    expect(bought).toMatchObject({ pipelineStatus: "won", jobValueCents: 1_200_000, notes: "Signed." });
    expect(await webhooksOf(t.db, pro!.contractorId, "purchase.updated")).toEqual([]);
  });

  it("answers 'hired' on the review of a pro whose quote was accepted or hired, unless the homeowner says otherwise", async () => {
    const soldAt = new Date(Date.now() - 10 * DAY);
    const chosen = await invitedSale(t.db, t.env, soldAt);
    const other = await invitedSale(t.db, t.env, soldAt);
    const declined = await invitedSale(t.db, t.env, soldAt);
    const terms = { earliestStart: "2099-01-01", validUntil: "2099-06-01" };
    const quoteOf = async (sale: typeof chosen, status: "accepted" | "hired" | "declined") => {
      const [row] = await t.db
        .insert(quotes)
        .values({
          purchaseId: sale.purchaseId,
          contractorId: sale.contractorId,
          quoteRequestId: sale.request.id,
          priceLowCents: 100_000,
          priceHighCents: 100_000,
          includes: "All.",
          ...terms,
          status,
          sentAt: soldAt,
        })
        .returning({ id: quotes.id });
      return row!.id;
    };
    await quoteOf(chosen, "hired");
    await quoteOf(other, "accepted");
    await quoteOf(declined, "declined");
    expect(await openReviewInvitation(t.db, chosen.token, new Date())).toMatchObject({ state: "open", hiredByQuote: true });
    expect(await openReviewInvitation(t.db, declined.token, new Date())).toMatchObject({ state: "open", hiredByQuote: false });

    await submitReview({ db: t.db, env: t.env }, chosen.token, { stars: 5 });
    await submitReview({ db: t.db, env: t.env }, other.token, { stars: 4, hired: false });
    await submitReview({ db: t.db, env: t.env }, declined.token, { stars: 3 });
    const hiredOf = async (purchaseId: string) =>
      (await t.db.select({ hired: reviews.hired }).from(reviews).where(eq(reviews.purchaseId, purchaseId)))[0]?.hired;
    expect(await hiredOf(chosen.purchaseId)).toBe(true);
    expect(await hiredOf(other.purchaseId)).toBe(false);
    expect(await hiredOf(declined.purchaseId)).toBeNull();
  });

  it("erases what the quotes hold of the homeowner: the includes, the decline reasons and the PDFs with their files", async () => {
    const request = await boughtRequest(t, { pros: 2 });
    const [one, two] = request.pros;
    const words = "Dana Quotewright's roof at 12 Elm Street";
    const q1 = await quoteBy(t, one!, { includes: `New roof for ${words}.` }, NOW, pdfFile(minimalPdf(), "Dana Quotewright.pdf"));
    const q2 = await quoteBy(t, two!, {}, new Date(NOW.getTime() + 1000));
    await declineQuote(ctx(), request.id, q2, `Too dear for ${words}.`);
    const [file] = await t.db.select().from(quoteFiles).where(eq(quoteFiles.quoteId, q1));
    const stored = path.join(uploadsRoot(t.dataDir), file!.storedName);
    expect(existsSync(stored)).toBe(true);

    await deleteMyData(ctx(new Date(LATER.getTime() + DAY)), request.token);
    const rows = await t.db.select().from(quotes).where(eq(quotes.quoteRequestId, request.id));
    expect(rows.map((q) => [q.includes, q.declineReason])).toEqual([
      ["", null],
      ["", null],
    ]);
    expect(rows.map((q) => q.status).sort()).toEqual(["declined", "sent"]);
    expect(await t.db.$count(quoteFiles, eq(quoteFiles.quoteId, q1))).toBe(0);
    expect(existsSync(stored)).toBe(false);
    expect(await findValuesInDatabase(t.db, ["Quotewright", "12 Elm Street"])).toEqual([]);
  });
});

describe.each(testEngines())("two accepts of different quotes at once on %s", (engine) => {
  const settings = testEnv();
  afterAll(() => settings.cleanup());

  it("ends with exactly one accepted quote, whichever wins", async () => {
    const { one, two, close } = await twoConnections(engine);
    try {
      const w = { db: one.db, env: settings.env };
      for (let round = 0; round < 5; round++) {
        const request = await boughtRequest(w, { pros: 3 });
        const [q1, q2, q3] = await allQuote(w, request);
        const runs = await Promise.allSettled([
          acceptQuote({ db: one.db, env: settings.env, now: LATER }, request.id, q1),
          acceptQuote({ db: two.db, env: settings.env, now: LATER }, request.id, q2),
          acceptQuote({ db: two.db, env: settings.env, now: LATER }, request.id, q3),
        ]);
        // Each waits for the other's lock and then switches the choice, or is refused cleanly: never a 500.
        const refused = runs.flatMap((run) => (run.status === "rejected" ? [(run.reason as { code?: string }).code] : []));
        expect(refused).toEqual(refused.map(() => "invalid_transition"));
        const statuses = await statusesOf(one.db, request.id);
        expect(statuses.filter((s) => s === "accepted")).toHaveLength(1);
        expect(statuses.filter((s) => s === "sent")).toHaveLength(2);
        // Past the locks, the partial unique index itself refuses a second chosen quote.
        await expect(one.db.update(quotes).set({ status: "accepted" }).where(eq(quotes.quoteRequestId, request.id))).rejects.toSatisfy((error) =>
          isUniqueViolation(error, "quotes_one_chosen_idx"),
        );
      }
    } finally {
      await close();
    }
  }, 120_000);
});
