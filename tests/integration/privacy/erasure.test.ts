/**
 * Erasure (decision 0025): "Delete my data" erases the homeowner's values from every
 * table and every file, keeps only the keyed-hash consent proof, tells and
 * (inside the return window) credits the buyers (erasure-buyers.test.ts), and
 * logs it without personal data.
 */
import { writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { tablesErasedForHomeowners } from "~/db/personal-data";
import {
  auditLog,
  consentProofs,
  contactMessages,
  formSubmissions,
  leadReturns,
  leads,
  outbox,
  purchases,
  quoteRequests,
  requestLinks,
  requestPhoneCodes,
  requestPhotos,
  reviewInvitations,
  reviews,
  unmatchedRequests,
} from "~/db/schema";
import { signIn } from "~/domain/accounts/sign-in.server";
import { markLeadInvalid } from "~/domain/admin/mark-lead-invalid.server";
import { replyToContactMessage } from "~/domain/contact-messages/reply-to-contact-message.server";
import { updatePurchaseViaApi } from "~/domain/integrations/update-purchase-via-api.server";
import { requestReturn } from "~/domain/marketplace/lead-returns.server";
import { requestPrivacy } from "~/domain/privacy/request-privacy.server";
import { getMyRequest } from "~/domain/homeowners/get-my-request.server";
import { attachSamplePhotos } from "../../support/request-photos";
import { purchaseLead } from "~/domain/marketplace/purchase-lead.server";
import { consentHmacKey, keyedHash } from "~/domain/privacy/consent-hmac.server";
import { deleteMyData } from "~/domain/privacy/delete-my-data.server";
import { purgePrivacyRecords } from "~/domain/privacy/purge-privacy-records.server";
import { postHomeownerMessage, postProMessage } from "~/domain/messages/post-message.server";
import { declineQuote } from "~/domain/quotes/decline-quote.server";
import { sendQuote } from "~/domain/quotes/send-quote.server";
import { minimalPdf, minimalPng } from "../../support/sample-files";
import { formCases, postOf } from "../../support/form-cases";
import { context } from "../../support/form-requests";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { makeAdmin, makeContractor } from "../marketplace/marketplace-fixtures";
import { DAY, key } from "./erasure-fixtures";
import { findValuesInDatabase, findValuesInFiles } from "./find-values";
import { sendQuoteRequest } from "../homeowners/homeowner-world";
import { addReview } from "../reviews/review-fixtures";

const formCase = (name: string) => formCases.find((f) => f.name === name)!;

/** The homeowner: values found nowhere else in the test world. */
const zelda = {
  fullName: "Zelda Quixotemarlowe",
  email: "zelda.quixotemarlowe@example.com",
  phone: "(212) 555-2987",
  e164: "+12125552987",
  street: "742 Evergreen Terrace",
  details: "Slate roof above the conservatory, gate code 4471",
};
const ZELDA_VALUES = [zelda.fullName, zelda.email, zelda.phone, zelda.e164, zelda.street, zelda.details];

describe.each(testEngines())("delete my data on %s", (engine) => {
  const t = useTestDatabase(engine);
  const ctx = (now?: Date) => ({ db: t.db, env: t.env, now });

  it("leaves none of the homeowner's values in any table or file; keeps the keyed-hash consent proof; leaves others alone", async () => {
    const pro = await makeContractor(t.db, t.env, { zips: ["10011"], base: null, balanceCents: 500_00 });
    // Everything the homeowner left with us: a calculator estimate, a contact message, a pricing request and two quote requests.
    const calc = formCase("calculator lead");
    const calcResult = await calc.handle(
      postOf(calc, { ...calc.valid(1), fullName: zelda.fullName, email: zelda.email, mobile: zelda.phone, address: zelda.street }),
      context(t.db, t.env),
    );
    expect(calcResult.ok).toBe(true);
    const contact = formCase("contact message");
    expect(
      (
        await contact.handle(
          postOf(contact, {
            ...contact.valid(2),
            firstName: "Zelda",
            lastName: "Quixotemarlowe",
            email: zelda.email,
            phone: zelda.phone,
            message: `Call me, ${zelda.fullName}`,
          }),
          context(t.db, t.env),
        )
      ).ok,
    ).toBe(true);
    const pricing = formCase("pricing request");
    expect(
      (
        await pricing.handle(
          postOf(pricing, { ...pricing.valid(3), fullName: zelda.fullName, email: `other.${zelda.email}`, phone: zelda.phone }),
          context(t.db, t.env),
        )
      ).ok,
    ).toBe(true);
    const mine = await sendQuoteRequest(t.db, t.env, {
      fullName: zelda.fullName,
      email: zelda.email,
      phone: zelda.phone,
      zip: "10011",
      pros: "2",
      details: zelda.details,
    });
    const again = await sendQuoteRequest(t.db, t.env, {
      fullName: zelda.fullName,
      email: zelda.email,
      phone: zelda.phone,
      zip: "10011",
      category: "plumbing",
      pros: "1",
      details: `${zelda.details}, and a leak`,
    });
    const neighbour = await sendQuoteRequest(t.db, t.env, { zip: "10011", pros: "1", details: "Neighbour's gutters." });
    // One lead sold (delivery e-mail, who-will-call e-mail and SMS), the buyer's notes quote her; a webhook retry carries her too.
    const [lead] = await t.db.select().from(leads).where(eq(leads.quoteRequestId, mine.id)).orderBy(leads.seq);
    const sale = await purchaseLead(ctx(), pro.contractorId, lead!.id, key());
    await t.db
      .update(purchases)
      .set({ notes: `Spoke to ${zelda.fullName}` })
      .where(eq(purchases.id, sale.purchaseId));
    // Her review of that pro names her and her street: the text goes, the stars stay (the pro's rating stays honest).
    const reviewId = await addReview(t.db, sale.purchaseId, 4, `${zelda.fullName} at ${zelda.street}: neat work.`);
    await t.db.insert(outbox).values({
      channel: "webhook",
      kind: "lead.webhook",
      to: "https://crm.example.com/hook",
      text: JSON.stringify({ homeowner: { fullName: zelda.fullName, email: zelda.email, phone: zelda.e164 } }),
      status: "pending",
      attempts: 2,
    });
    // A file in DATA_DIR that is not hers (nothing writes a homeowner's values to files: calculator leads have no uploads).
    mkdirSync(path.join(t.dataDir, "uploads"), { recursive: true });
    writeFileSync(path.join(t.dataDir, "uploads", "note.txt"), "nothing personal here");

    expect(await findValuesInDatabase(t.db, ZELDA_VALUES)).not.toEqual([]); // the scan sees them before
    const outcome = await deleteMyData(ctx(), mine.token);

    expect(outcome).toMatchObject({ requests: 2, calculatorLeads: 1, messages: 2, buyersTold: 1, credited: 1 });
    expect(await findValuesInDatabase(t.db, ZELDA_VALUES)).toEqual([]);
    expect(findValuesInFiles(t.dataDir, ZELDA_VALUES)).toEqual([]);
    expect(await getMyRequest(t.db, mine.token, new Date())).toBeUndefined();
    expect(await getMyRequest(t.db, again.token, new Date())).toBeUndefined();
    expect(await t.db.select({ stars: reviews.stars, body: reviews.body }).from(reviews).where(eq(reviews.id, reviewId))).toEqual([{ stars: 4, body: null }]);

    // The neighbour's request and messages are untouched.
    const [theirs] = await t.db.select().from(quoteRequests).where(eq(quoteRequests.id, neighbour.id));
    expect(theirs).toMatchObject({ email: neighbour.email, details: "Neighbour's gutters.", erasedAt: null });
    expect(await t.db.$count(outbox, eq(outbox.to, neighbour.email))).toBeGreaterThan(0);
    expect(await getMyRequest(t.db, neighbour.token, new Date())).toBeDefined();

    // Consent proof: one per consented record, keyed hashes only, purged after 5 years.
    const proofs = await t.db.select().from(consentProofs);
    const hmacKey = await consentHmacKey(t.db);
    expect(proofs.length).toBeGreaterThanOrEqual(2);
    expect(proofs.every((p) => p.emailHmac === keyedHash(hmacKey, zelda.email) && p.phoneHmac === keyedHash(hmacKey, zelda.e164))).toBe(true);
    expect(await purgePrivacyRecords(t.db, new Date(Date.now() + 4 * 365 * DAY))).toMatchObject({ consentProofs: 0 });
    expect(await purgePrivacyRecords(t.db, new Date(Date.now() + 5 * 366 * DAY))).toMatchObject({ consentProofs: proofs.length });

    // The audit log records the request and its completion, without personal data.
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, mine.id));
    expect(entries.map((e) => e.action).sort()).toEqual(["privacy.erased", "privacy.requested"]);
  });

  it("covers every place app/db/personal-data.ts names: values are found before only where it says erasure redacts or deletes, and nowhere after", async () => {
    const pro = await makeContractor(t.db, t.env, { zips: ["10014"], base: null, balanceCents: 500_00, plan: "enterprise" });
    const second = await makeContractor(t.db, t.env, { zips: ["10014"], base: null, balanceCents: 500_00 });
    const admin = await makeAdmin(t.db);
    const now = new Date();
    const ip = "198.51.100.147";
    // Her requests: one sold twice, one an admin took off the market quoting her number, one nobody serves.
    const mine = await sendQuoteRequest(t.db, t.env, {
      fullName: zelda.fullName,
      email: zelda.email,
      phone: zelda.phone,
      zip: "10014",
      pros: "2",
      details: zelda.details,
    });
    const again = await sendQuoteRequest(t.db, t.env, {
      fullName: zelda.fullName,
      email: zelda.email,
      phone: zelda.phone,
      zip: "10014",
      category: "plumbing",
      pros: "1",
    });
    const far = await sendQuoteRequest(t.db, t.env, {
      fullName: zelda.fullName,
      email: zelda.email,
      phone: zelda.phone,
      zip: "99501",
      category: "solar",
      pros: "1",
    });
    const [againLead] = await t.db.select().from(leads).where(eq(leads.quoteRequestId, again.id));
    await markLeadInvalid(ctx(), admin, againLead!.id, `Called ${zelda.phone}: she found someone`);
    // A calculator estimate, a pricing request, a contact message an admin answered.
    const calc = formCase("calculator lead");
    expect(
      (
        await calc.handle(
          postOf(calc, { ...calc.valid(5), fullName: zelda.fullName, email: zelda.email, mobile: zelda.phone, address: zelda.street }),
          context(t.db, t.env),
        )
      ).ok,
    ).toBe(true);
    const pricing = formCase("pricing request");
    expect(
      (await pricing.handle(postOf(pricing, { ...pricing.valid(6), fullName: zelda.fullName, email: zelda.email, phone: zelda.phone }), context(t.db, t.env)))
        .ok,
    ).toBe(true);
    const contact = formCase("contact message");
    expect(
      (
        await contact.handle(
          postOf(contact, { ...contact.valid(4), firstName: "Zelda", lastName: "Quixotemarlowe", email: zelda.email, message: "Are you real?" }),
          context(t.db, t.env),
        )
      ).ok,
    ).toBe(true);
    const [message] = await t.db.select({ id: contactMessages.id }).from(contactMessages).where(eq(contactMessages.email, zelda.email));
    await replyToContactMessage(ctx(), admin, message!.id, `Yes, ${zelda.fullName}, we are.`);
    // Two buyers: notes, an API update, a review with the pro's reply and report, a return whose note quotes her, a webhook error echoing her.
    const [lead1, lead2] = await t.db.select().from(leads).where(eq(leads.quoteRequestId, mine.id)).orderBy(leads.seq);
    const sale = await purchaseLead(ctx(), pro.contractorId, lead1!.id, key());
    const other = await purchaseLead(ctx(), second.contractorId, lead2!.id, key());
    await updatePurchaseViaApi(ctx(), pro.contractorId, sale.purchaseId, key(), { status: "contacted", notes: `Left a message for ${zelda.fullName}` });
    const reviewId = await addReview(t.db, sale.purchaseId, 2, "Late.");
    await t.db
      .update(reviews)
      .set({ reply: `Sorry ${zelda.fullName}, traffic.`, reportedAt: now, reportReason: `Not what ${zelda.fullName} said on the phone` })
      .where(eq(reviews.id, reviewId));
    await requestReturn(ctx(), second.contractorId, other.purchaseId, { reason: "wrong-number", note: `${zelda.e164} rings a bakery` });
    await t.db.insert(outbox).values({
      channel: "webhook",
      kind: "lead.webhook",
      contractorId: pro.contractorId,
      to: "https://crm.example.com/hook",
      text: "{}",
      status: "failed",
      attempts: 8,
      lastError: `HTTP 422: {"email":"${zelda.email}"}`,
    });
    // Her thread with a buyer: her words and her file's name, and the pro's answer quoting her (deleted, both sides).
    await postHomeownerMessage(ctx(), mine.id, sale.purchaseId, {
      via: "web",
      body: `This is ${zelda.fullName}, call ${zelda.phone}.`,
      attachments: [{ name: `${zelda.fullName}.png`, mime: "image/png", bytes: minimalPng() }],
    });
    await postProMessage(ctx(), pro.contractorId, sale.purchaseId, { via: "web", body: `Thanks ${zelda.fullName}, see you at ${zelda.street}.` });
    // The pro's quote describing her home, its PDF named after her, and her reason for declining it (its webhook carries the reason).
    const day = (days: number) => new Date(now.getTime() + days * DAY).toISOString().slice(0, 10);
    const pdf = new File([new Uint8Array(minimalPdf())], `${zelda.fullName}.pdf`, { type: "application/pdf" });
    const { quote } = await sendQuote(ctx(now), pro.contractorId, sale.purchaseId, {
      terms: { priceLowCents: 500_000, priceHighCents: 500_000, includes: `Slate for ${zelda.street}`, earliestStart: day(7), validUntil: day(30) },
      pdf,
    });
    await declineQuote(ctx(now), mine.id, quote.id, `Sorry ${zelda.fullName}, too dear.`);
    // A privacy request still waiting for its link, a failed sign-in with her address (someone typing it at /login).
    await requestPrivacy({ db: t.db, env: t.env, now, ip }, { kind: "do-not-sell", email: zelda.email });
    await signIn(ctx(now), { email: zelda.email, password: "a guess at nothing", ip });

    const tablesOf = (found: string[]) => [...new Set(found.map((f) => f.split(".")[1]!))].sort();
    const before = tablesOf(await findValuesInDatabase(t.db, ZELDA_VALUES));
    // Her values sit only where the classification says erasure redacts or deletes them…
    expect(before.filter((table) => !tablesErasedForHomeowners.includes(table))).toEqual([]);
    // …and this world puts them in every such table, but those that hold only her ids and hashes (checked below by row).
    const byIdOnly = ["request_links", "unmatched_requests", "review_invitations", "form_submissions", "request_photos", "request_phone_codes"];
    // Photos of her home: rows that hold only her request's id and the files' random names (the files: quote-photos.test.ts).
    await attachSamplePhotos(t.db, t.dataDir, mine.id, 2);
    // Her phone's code rows: keyed hashes only, so found by her request's id.
    expect(await t.db.$count(requestPhoneCodes, eq(requestPhoneCodes.quoteRequestId, mine.id))).toBe(1);
    const records = [mine.id, again.id, far.id, message!.id];
    expect(await t.db.$count(formSubmissions, inArray(formSubmissions.recordId, records))).toBe(records.length);
    expect(tablesErasedForHomeowners.filter((table) => !before.includes(table) && !byIdOnly.includes(table))).toEqual([]);
    expect(await t.db.$count(unmatchedRequests, eq(unmatchedRequests.quoteRequestId, far.id))).toBe(1);

    await deleteMyData(ctx(now), mine.token);

    expect(await findValuesInDatabase(t.db, ZELDA_VALUES)).toEqual([]);
    const ids = [mine.id, again.id, far.id];
    expect(await t.db.$count(requestLinks, inArray(requestLinks.quoteRequestId, ids))).toBe(0);
    expect(await t.db.$count(formSubmissions, inArray(formSubmissions.recordId, records))).toBe(0);
    expect(await t.db.$count(unmatchedRequests, inArray(unmatchedRequests.quoteRequestId, ids))).toBe(0);
    expect(await t.db.$count(requestPhotos, inArray(requestPhotos.quoteRequestId, ids))).toBe(0);
    expect(await t.db.$count(requestPhoneCodes, inArray(requestPhoneCodes.quoteRequestId, ids))).toBe(0);
    expect(await t.db.$count(reviewInvitations, inArray(reviewInvitations.purchaseId, [sale.purchaseId, other.purchaseId]))).toBe(0);
    // What is not hers stays: the stars, the pending return, the admin's invalid lead.
    expect(await t.db.select({ stars: reviews.stars }).from(reviews).where(eq(reviews.id, reviewId))).toEqual([{ stars: 2 }]);
    expect(
      await t.db.select({ status: leadReturns.status, note: leadReturns.note }).from(leadReturns).where(eq(leadReturns.purchaseId, other.purchaseId)),
    ).toEqual([{ status: "pending", note: "" }]);
    expect((await t.db.select({ status: leads.status }).from(leads).where(eq(leads.id, againLead!.id)))[0]!.status).toBe("invalid");
  });
});
