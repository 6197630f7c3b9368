/**
 * A pro sends its quote on a lead it bought (decision 0052), on both engines: a price or a range, dates checked
 * against the homeowner's today (in the request's zone, not the pro's), a PDF checked by its content, revising a
 * quote (back to 'sent', the old PDF gone), and the refusals: a confirmed job, a homeowner who stopped contacts or
 * erased their data, a returned lead, another pro's purchase.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { leadReturns, purchases, quoteFiles, quoteRequests, quotes } from "~/db/schema";
import { sendQuote } from "~/domain/quotes/send-quote.server";
import { uploadsRoot } from "~/lib/uploads.server";
import { minimalPdf, minimalPng } from "../../support/sample-files";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { LA } from "../marketplace/marketplace-fixtures";
import { boughtRequest, NOW, outboxTo, pdfFile, quoteBy, TERMS } from "./quote-world";

describe.each(testEngines())("sending a quote on %s", (engine) => {
  const t = useTestDatabase(engine);
  const send = (contractorId: string, purchaseId: string | undefined, terms: Partial<typeof TERMS> = {}, o: { now?: Date; pdf?: File } = {}) =>
    sendQuote({ db: t.db, env: t.env, now: o.now ?? NOW }, contractorId, purchaseId, { terms: { ...TERMS, ...terms }, pdf: o.pdf });

  it("sends a single price or a range, tells the homeowner with a fresh link, and moves the pipeline to 'quoted'", async () => {
    const request = await boughtRequest(t, { pros: 2 });
    const [one, two] = request.pros;
    const single = await send(one!.contractorId, one!.purchaseId);
    expect(single.revised).toBe(false);
    expect(single.quote).toMatchObject({
      status: "sent",
      priceLowCents: 850_000,
      priceHighCents: 850_000,
      quoteRequestId: request.id,
      contractorId: one!.contractorId,
    });
    const range = await send(two!.contractorId, two!.purchaseId, { priceLowCents: 800_000, priceHighCents: 950_000 });
    expect(range.quote).toMatchObject({ priceLowCents: 800_000, priceHighCents: 950_000 });

    const mails = await outboxTo(t.db, request.email, "quote.received");
    expect(mails.map((m) => m.subject)).toEqual([
      `${one!.businessName} sent you a quote for your roofing project`,
      `${two!.businessName} sent you a quote for your roofing project`,
    ]);
    expect(mails[0]!.text).toContain("Price: $8,500.00");
    expect(mails[1]!.text).toContain("Price: $8,000.00 – $9,500.00");
    expect(mails[0]!.text).toContain("Earliest start: Wednesday, March 10, 2027");
    expect(mails[0]!.text).toMatch(/\/my-request\/[A-Za-z0-9_-]{43}/);
    expect(mails[0]!.text).not.toContain(one!.email);
    const [bought] = await t.db.select().from(purchases).where(eq(purchases.id, one!.purchaseId));
    expect(bought).toMatchObject({ pipelineStatus: "quoted", firstReplyAt: NOW });
  });

  it("refuses a range upside down through the schema, and dates before the homeowner's today", async () => {
    const request = await boughtRequest(t, { pros: 1 });
    const [pro] = request.pros;
    await expect(send(pro!.contractorId, pro!.purchaseId, { earliestStart: "2027-02-28" })).rejects.toMatchObject({
      code: "invalid_input",
      details: { field: "earliestStart" },
    });
    await expect(send(pro!.contractorId, pro!.purchaseId, { validUntil: "2027-02-28" })).rejects.toMatchObject({
      code: "invalid_input",
      details: { field: "validUntil" },
    });
    await expect(send(pro!.contractorId, pro!.purchaseId, { validUntil: "2028-03-02" })).rejects.toMatchObject({
      code: "invalid_input",
      details: { field: "validUntil" },
    });
    expect(await t.db.$count(quotes, eq(quotes.purchaseId, pro!.purchaseId))).toBe(0);
  });

  it("takes today in the homeowner's zone: 10:30 pm in Los Angeles is still March 1 there", async () => {
    const lateInLa = new Date("2027-03-02T06:30:00Z");
    const la = await boughtRequest(t, { pros: 1, place: LA, at: new Date("2027-03-02T05:00:00Z") });
    const ny = await boughtRequest(t, { pros: 1, at: new Date("2027-03-02T05:00:00Z") });
    const today = { earliestStart: "2027-03-01", validUntil: "2027-03-01" };
    await expect(send(la.pros[0]!.contractorId, la.pros[0]!.purchaseId, today, { now: lateInLa })).resolves.toMatchObject({ revised: false });
    await expect(send(ny.pros[0]!.contractorId, ny.pros[0]!.purchaseId, today, { now: lateInLa })).rejects.toMatchObject({
      details: { field: "earliestStart" },
    });
  });

  it("keeps a PDF by its content, refuses another file named .pdf, and a revision replaces the PDF and the terms", async () => {
    const request = await boughtRequest(t, { pros: 1 });
    const [pro] = request.pros;
    await expect(send(pro!.contractorId, pro!.purchaseId, {}, { pdf: pdfFile(minimalPng(), "fake.pdf") })).rejects.toMatchObject({
      code: "invalid_input",
      details: { field: "pdf" },
    });
    const first = await send(pro!.contractorId, pro!.purchaseId, {}, { pdf: pdfFile(minimalPdf(), "Quote for Dana.pdf") });
    const [file] = await t.db.select().from(quoteFiles).where(eq(quoteFiles.quoteId, first.quote.id));
    expect(file).toMatchObject({ mime: "application/pdf", originalName: "Quote for Dana.pdf" });
    const stored = path.join(uploadsRoot(t.dataDir), file!.storedName);
    expect(existsSync(stored)).toBe(true);

    await t.db.update(quotes).set({ status: "declined", declineReason: "Too dear.", decidedAt: NOW }).where(eq(quotes.id, first.quote.id));
    const later = new Date(NOW.getTime() + 3600_000);
    const revised = await send(
      pro!.contractorId,
      pro!.purchaseId,
      { priceLowCents: 790_000, priceHighCents: 790_000, includes: "Shingles only." },
      { now: later, pdf: pdfFile(minimalPdf(), "v2.pdf") },
    );
    expect(revised.revised).toBe(true);
    expect(revised.quote).toMatchObject({
      id: first.quote.id,
      status: "sent",
      priceLowCents: 790_000,
      includes: "Shingles only.",
      declineReason: null,
      decidedAt: null,
      sentAt: later,
    });
    const files = await t.db.select().from(quoteFiles).where(eq(quoteFiles.quoteId, first.quote.id));
    expect(files.map((f) => f.originalName)).toEqual(["v2.pdf"]);
    expect(existsSync(stored)).toBe(false);
    const mails = await outboxTo(t.db, request.email, "quote.received");
    expect(mails.at(-1)!.subject).toBe(`${pro!.businessName} updated its quote for your roofing project`);
  });

  it("refuses to change a confirmed job's quote", async () => {
    const request = await boughtRequest(t, { pros: 1 });
    const [pro] = request.pros;
    const id = await quoteBy(t, pro!);
    await t.db.update(quotes).set({ status: "hired", hiredAt: NOW }).where(eq(quotes.id, id));
    await expect(send(pro!.contractorId, pro!.purchaseId, { priceLowCents: 1_000 })).rejects.toMatchObject({ code: "invalid_transition" });
    const [row] = await t.db.select().from(quotes).where(eq(quotes.id, id));
    expect(row).toMatchObject({ status: "hired", priceLowCents: 850_000 });
  });

  it("refuses a homeowner who stopped contacts or was erased, and a returned lead", async () => {
    for (const change of ["stopped", "erased", "credited", "replaced"] as const) {
      const request = await boughtRequest(t, { pros: 1 });
      const [pro] = request.pros;
      if (change === "stopped") await t.db.update(quoteRequests).set({ contactStoppedAt: NOW }).where(eq(quoteRequests.id, request.id));
      else if (change === "erased") await t.db.update(quoteRequests).set({ erasedAt: NOW, contactStoppedAt: NOW }).where(eq(quoteRequests.id, request.id));
      else
        await t.db
          .insert(leadReturns)
          .values({ purchaseId: pro!.purchaseId, contractorId: pro!.contractorId, reason: "wrong-number", status: change, decidedAt: NOW });
      await expect(send(pro!.contractorId, pro!.purchaseId)).rejects.toMatchObject({ code: "invalid_transition" });
    }
  });

  it("answers 'not found' for another pro's purchase, and for an id that is not one", async () => {
    const request = await boughtRequest(t, { pros: 2 });
    const [one, two] = request.pros;
    await expect(send(one!.contractorId, two!.purchaseId)).rejects.toMatchObject({ code: "not_found" });
    await expect(send(one!.contractorId, "not-a-uuid")).rejects.toMatchObject({ code: "not_found" });
    await expect(send(one!.contractorId, undefined)).rejects.toMatchObject({ code: "not_found" });
    expect(await t.db.$count(quotes, eq(quotes.purchaseId, two!.purchaseId))).toBe(0);
  });

  it("with reply addresses on, the homeowner's quote e-mail carries the thread's Reply-To and says they may answer it", async () => {
    const request = await boughtRequest(t, { pros: 1 });
    const [one] = request.pros;
    await sendQuote({ db: t.db, env: { ...t.env, MAIL_REPLY_DOMAIN: "reply.example.com" }, now: NOW }, one!.contractorId, one!.purchaseId, { terms: TERMS });
    const [mail] = await outboxTo(t.db, request.email, "quote.received");
    expect((mail!.headers as Record<string, string>)["Reply-To"]).toMatch(/^reply\+[0-9a-f]{32}h[0-9a-f]{20}@reply\.example\.com$/);
    expect(mail!.text).toContain("Or reply to this e-mail");
  });
});
