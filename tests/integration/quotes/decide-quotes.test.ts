/**
 * The homeowner decides on the quotes of their request (decision 0052), on both engines: the quotes side by side on
 * the request page (the pro as its public profile shows it, never its e-mail or phone), accepting one (that pro told
 * by e-mail, text and push as it chose, with the quote.accepted webhook; the others told politely), switching the
 * choice, the refusals, and declining with a reason (quote.declined).
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contractors, outbox, quoteRequests, quotes } from "~/db/schema";
import { getMyRequest } from "~/domain/homeowners/get-my-request.server";
import { acceptQuote } from "~/domain/quotes/accept-quote.server";
import { declineQuote } from "~/domain/quotes/decline-quote.server";
import { listRequestQuotes } from "~/domain/quotes/list-request-quotes.server";
import { quoteAcceptedWebhookSchema, quoteDeclinedWebhookSchema } from "~/forms/quote-webhooks";
import { minimalPdf } from "../../support/sample-files";
import { expectWebhookMatchesContract } from "../../support/openapi-contract";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { allQuote, boughtRequest, NOW, outboxTo, pdfFile, quoteBy, statusesOf, webhooksOf } from "./quote-world";

const LATER = new Date(NOW.getTime() + 3600_000);

describe.each(testEngines())("deciding on quotes on %s", (engine) => {
  const t = useTestDatabase(engine);
  const ctx = (now = LATER) => ({ db: t.db, env: t.env, now });

  it("lists the quotes side by side with each pro's public facts, and none of its contact details", async () => {
    const request = await boughtRequest(t, { pros: 3 });
    const [one, two, three] = request.pros;
    await t.db
      .update(contractors)
      .set({ slug: "skyline-roofing", ratingSum: 9, ratingCount: 2, licenseExpiresOn: "2028-01-01", insuranceExpiresOn: "2027-01-01" })
      .where(eq(contractors.id, one!.contractorId));
    await t.db.update(contractors).set({ status: "paused", slug: "paused-pro" }).where(eq(contractors.id, two!.contractorId));
    await quoteBy(t, one!, { includes: "Everything." }, NOW, pdfFile(minimalPdf()));
    await quoteBy(t, two!, { priceLowCents: 700_000, priceHighCents: 900_000 }, new Date(NOW.getTime() + 1000));

    // Its quote, an hour after it bought the lead, is its first reply: the median the list shows.
    const listed = await listRequestQuotes(t.db, request.id, LATER);
    expect(listed).toHaveLength(2);
    expect(listed[0]).toMatchObject({
      status: "sent",
      priceLowCents: 850_000,
      includes: "Everything.",
      earliestStart: "2027-03-10",
      validUntil: "2027-04-30",
      sentAt: NOW.toISOString(),
      decidedAt: null,
      hasPdf: true,
      expired: false,
      can: { accept: true, decline: true },
      pro: {
        businessName: one!.businessName,
        slug: "skyline-roofing",
        rating: 4.5,
        reviewCount: 2,
        licenceVerified: true,
        insured: false,
        replyMedianMinutes: 60,
      },
    });
    expect(listed[1]).toMatchObject({
      priceLowCents: 700_000,
      priceHighCents: 900_000,
      hasPdf: false,
      pro: { businessName: two!.businessName, slug: null, rating: null },
    });
    const shown = JSON.stringify(listed);
    for (const pro of [one!, two!]) expect(shown).not.toContain(pro.email);
    expect(shown).not.toContain("2125552100");
    expect(shown).not.toContain(three!.businessName);

    // Past its day in the homeowner's zone it can only be declined; the request page carries the same list.
    const expired = await listRequestQuotes(t.db, request.id, new Date("2027-05-01T12:00:00Z"));
    expect(expired[0]).toMatchObject({ expired: true, can: { accept: false, decline: true } });
    const page = await getMyRequest(t.db, request.token, LATER);
    expect(page?.quotes).toEqual(listed);
  });

  it("accepts a quote: its pro told by e-mail, text and push and its webhook, the other quoting pros told politely", async () => {
    const request = await boughtRequest(t, { pros: 3, webhook: true });
    const [one, two, three] = request.pros;
    await t.db.update(contractors).set({ alertSms: true, alertPush: true }).where(eq(contractors.id, one!.contractorId));
    const q1 = await quoteBy(t, one!);
    await quoteBy(t, two!, {}, new Date(NOW.getTime() + 1000));

    expect(await acceptQuote(ctx(), request.id, q1)).toEqual({ changed: true });
    expect(await statusesOf(t.db, request.id)).toEqual(["accepted", "sent"]);
    const [accepted] = await t.db.select().from(quotes).where(eq(quotes.id, q1!));
    expect(accepted!.decidedAt).toEqual(LATER);

    const toOne = await t.db.select().from(outbox).where(eq(outbox.contractorId, one!.contractorId));
    const told = toOne.filter((m) => m.kind === "quote.accepted");
    expect(told.map((m) => m.channel).sort()).toEqual(["email", "push", "sms", "webhook"]);
    expect(told.find((m) => m.channel === "email")).toMatchObject({ to: one!.email, subject: `Your quote for ${request.reference} was accepted` });
    expect(told.find((m) => m.channel === "sms")!.text).toContain("$8,500.00");
    expectWebhookMatchesContract(told.find((m) => m.channel === "webhook")!.text);
    const hook = quoteAcceptedWebhookSchema.parse(JSON.parse(told.find((m) => m.channel === "webhook")!.text));
    expect(hook.data).toMatchObject({ quoteId: q1, purchaseId: one!.purchaseId, priceLowCents: 850_000, decidedAt: LATER.toISOString() });
    expect(hook.data.url).toMatch(new RegExp(`/pro/leads/${one!.purchaseId}$`));

    // The pro who quoted hears it politely; the pro who never quoted hears nothing; nothing to the homeowner's side.
    expect(await outboxTo(t.db, two!.email, "quote.not-chosen")).toHaveLength(1);
    expect(await outboxTo(t.db, three!.email, "quote.not-chosen")).toHaveLength(0);
    expect(await outboxTo(t.db, one!.email, "quote.not-chosen")).toHaveLength(0);
    // Only e-mail for a pro with the default alert channels.
    const twoTold = await t.db.select().from(outbox).where(eq(outbox.contractorId, two!.contractorId));
    expect(twoTold.filter((m) => m.kind === "quote.accepted")).toEqual([]);

    // Accepting it again changes nothing and tells no one.
    const before = await t.db.$count(outbox);
    expect(await acceptQuote(ctx(), request.id, q1)).toEqual({ changed: false });
    expect(await t.db.$count(outbox)).toBe(before);
  });

  it("switches the choice: the quote chosen before goes back to 'sent' and only its pro is told", async () => {
    const request = await boughtRequest(t, { pros: 3 });
    const [one, two, three] = request.pros;
    const [q1, q2] = await allQuote(t, request);
    await acceptQuote(ctx(), request.id, q1);
    const switched = new Date(LATER.getTime() + 60_000);
    expect(await acceptQuote(ctx(switched), request.id, q2)).toEqual({ changed: true });
    expect(await statusesOf(t.db, request.id)).toEqual(["sent", "accepted", "sent"]);
    const [back] = await t.db.select().from(quotes).where(eq(quotes.id, q1!));
    expect(back!.decidedAt).toBeNull();
    expect(await outboxTo(t.db, one!.email, "quote.not-chosen")).toHaveLength(1);
    expect(await outboxTo(t.db, two!.email, "quote.accepted")).toHaveLength(1);
    // The third pro heard "not chosen" at the first choice, not again at the switch.
    expect(await outboxTo(t.db, three!.email, "quote.not-chosen")).toHaveLength(1);
  });

  it("refuses a confirmed job, another pro's confirmed job, an expired quote, stopped contacts and a quote of another request", async () => {
    const request = await boughtRequest(t, { pros: 3 });
    const [q1, q2, q3] = await allQuote(t, request);
    await t.db.update(quotes).set({ status: "hired", hiredAt: NOW }).where(eq(quotes.id, q1!));
    await expect(acceptQuote(ctx(), request.id, q1)).rejects.toMatchObject({ code: "invalid_transition", message: "This pro has already confirmed the job." });
    await expect(acceptQuote(ctx(), request.id, q2)).rejects.toMatchObject({ code: "invalid_transition" });
    await expect(declineQuote(ctx(), request.id, q1, "No.")).rejects.toMatchObject({ code: "invalid_transition" });
    expect(await statusesOf(t.db, request.id)).toEqual(["hired", "sent", "sent"]);

    const other = await boughtRequest(t, { pros: 2 });
    const [o1, o2] = await allQuote(t, other);
    await expect(acceptQuote(ctx(), other.id, q3)).rejects.toMatchObject({ code: "not_found" });
    await expect(acceptQuote(ctx(), other.id, "nope")).rejects.toMatchObject({ code: "not_found" });
    await expect(acceptQuote(ctx(new Date("2027-05-01T12:00:00Z")), other.id, o1)).rejects.toMatchObject({ code: "invalid_transition", message: /expired/ });
    await t.db.update(quoteRequests).set({ contactStoppedAt: NOW }).where(eq(quoteRequests.id, other.id));
    await expect(acceptQuote(ctx(), other.id, o2)).rejects.toMatchObject({ code: "invalid_transition", message: /stopped new contacts/ });
    expect(await statusesOf(t.db, other.id)).toEqual(["sent", "sent"]);
  });

  it("declines with a reason (trimmed; none when blank): its pro told by e-mail and webhook, and it can be accepted later", async () => {
    const request = await boughtRequest(t, { pros: 2, webhook: true });
    const [one, two] = request.pros;
    const [q1, q2] = await allQuote(t, request);
    await acceptQuote(ctx(), request.id, q1);
    expect(await declineQuote(ctx(), request.id, q1, "  We found it too dear.  ")).toEqual({ changed: true });
    const [declined] = await t.db.select().from(quotes).where(eq(quotes.id, q1!));
    expect(declined).toMatchObject({ status: "declined", declineReason: "We found it too dear.", decidedAt: LATER });
    const [mail] = await outboxTo(t.db, one!.email, "quote.declined");
    expect(mail!.text).toContain("Their reason: We found it too dear.");
    const [hook] = await webhooksOf(t.db, one!.contractorId, "quote.declined");
    expectWebhookMatchesContract(hook!.text);
    expect(quoteDeclinedWebhookSchema.parse(JSON.parse(hook!.text)).data).toMatchObject({ quoteId: q1, reason: "We found it too dear." });

    expect(await declineQuote(ctx(), request.id, q2, "   ")).toEqual({ changed: true });
    const [blank] = await t.db.select().from(quotes).where(eq(quotes.id, q2!));
    expect(blank!.declineReason).toBeNull();
    expect((await outboxTo(t.db, two!.email, "quote.declined"))[0]!.text).not.toContain("Their reason");
    expect(await declineQuote(ctx(), request.id, q2, "again")).toEqual({ changed: false });
    await expect(declineQuote(ctx(), request.id, q2, "x".repeat(501))).rejects.toMatchObject({ code: "invalid_input", details: { field: "reason" } });

    // Declined is not final: the homeowner may still accept it.
    expect(await acceptQuote(ctx(), request.id, q2)).toEqual({ changed: true });
    const [chosen] = await t.db.select().from(quotes).where(eq(quotes.id, q2!));
    expect(chosen).toMatchObject({ status: "accepted", declineReason: null });
  });
});
