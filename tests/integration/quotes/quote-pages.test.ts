/**
 * The quote and the thread through the pages that carry them: the pro's lead page (send a quote with its PDF, write,
 * confirm the job) and the homeowner's request page (the quotes side by side, accept, decline, write), both plain
 * multipart posts as a browser without JavaScript sends them, and the files each side may download.
 */
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { purchaseMessages, purchases, quoteRequests, quotes } from "~/db/schema";
import * as proLead from "~/routes/pro-lead";
import * as proLeadQuotePdf from "~/routes/pro-lead-quote-pdf";
import * as proLeadAttachment from "~/routes/pro-lead-attachment";
import * as myRequestPage from "~/routes/my-request-page";
import * as myRequestFile from "~/routes/my-request-file";
import { testEngines } from "../../support/test-database";
import { getRequest, ORIGIN, removeDataDir, routeEnv, run, sessionCookieFor, useRouteDatabase } from "../authorization/route-harness";
import { boughtRequest, statusesOf } from "./quote-world";

const LEAD = "/pro/leads/:purchaseId";
const PAGE = "/my-request/:token";
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const PDF = () => new File([new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n")], "Quote 1042.pdf", { type: "application/pdf" });

function multipart(url: string, fields: Record<string, string | File>, cookie?: string): Request {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return new Request(`${ORIGIN}${url}`, { method: "POST", body: form, headers: { origin: ORIGIN, referer: `${ORIGIN}${url}`, ...(cookie ? { cookie } : {}) } });
}

afterAll(() => removeDataDir());

describe.each(testEngines())("quote and message pages on %s", (engine) => {
  const database = useRouteDatabase(engine);
  const world = () => ({ db: database.db, env: routeEnv() });
  const request = () => boughtRequest(world(), { pros: 2, at: new Date(Date.now() - 3600_000) });
  const terms = { price: "8500", priceHigh: "9500", includes: "Tear-off, new shingles, cleanup.", earliestStart: day(7), validUntil: day(30) };

  it("a pro sends a quote with its PDF from the lead page; the homeowner sees it beside the others, downloads it and accepts; the pro confirms the job", async () => {
    const r = await request();
    const [a, b] = r.pros;
    const cookie = await sessionCookieFor(database.db, a!.userId);
    const url = `/pro/leads/${a!.purchaseId}`;
    const sent = await run(proLead.action, LEAD, multipart(url, { intent: "quote", ...terms, pdf: PDF() }, cookie));
    expect({ status: sent.status, body: sent.body }).toMatchObject({ status: 200, body: { ok: true, intent: "quote" } });
    const page = await run(proLead.loader, LEAD, getRequest(url, cookie));
    expect((page.body as { quote: unknown }).quote).toMatchObject({
      status: "sent",
      priceLowCents: 850_000,
      priceHighCents: 950_000,
      pdfName: "Quote 1042.pdf",
    });
    const pdf = await run(proLeadQuotePdf.loader, `${LEAD}/quote.pdf`, getRequest(`${url}/quote.pdf`, cookie));
    expect({ status: pdf.status, type: pdf.headers.get("content-type"), starts: pdf.text.startsWith("%PDF") }).toEqual({
      status: 200,
      type: "application/pdf",
      starts: true,
    });
    const otherCookie = await sessionCookieFor(database.db, b!.userId);
    expect((await run(proLeadQuotePdf.loader, `${LEAD}/quote.pdf`, getRequest(`${url}/quote.pdf`, otherCookie))).status).toBe(404);

    // The homeowner's page: the quote with its pro, price and PDF link.
    const home = `/my-request/${r.token}`;
    const mine = (await run(myRequestPage.loader, PAGE, getRequest(home))).body as {
      request: { quotes: { id: string; status: string; hasPdf: boolean; pro: { businessName: string } }[] };
    };
    expect(mine.request.quotes).toMatchObject([{ status: "sent", hasPdf: true, pro: { businessName: a!.businessName } }]);
    const quoteId = mine.request.quotes[0]!.id;
    const file = await run(myRequestFile.loader, `${PAGE}/quotes/:quoteId/pdf`, getRequest(`${home}/quotes/${quoteId}/pdf`));
    expect(file.status).toBe(200);
    expect((await run(myRequestFile.loader, `${PAGE}/quotes/:quoteId/pdf`, getRequest(`/my-request/${"x".repeat(43)}/quotes/${quoteId}/pdf`))).status).toBe(
      404,
    );

    const accepted = await run(myRequestPage.action, PAGE, multipart(home, { intent: "accept-quote", quoteId }));
    expect(accepted.body).toMatchObject({ ok: true, intent: "accept-quote", id: quoteId });
    expect(await statusesOf(database.db, r.id)).toEqual(["accepted"]);
    // Accepting is not deleting: the request and its contact details are all there.
    const [row] = await database.db
      .select({ erasedAt: quoteRequests.erasedAt, email: quoteRequests.email })
      .from(quoteRequests)
      .where(eq(quoteRequests.id, r.id));
    expect(row).toEqual({ erasedAt: null, email: r.email });

    const hired = await run(proLead.action, LEAD, multipart(url, { intent: "confirm-hire" }, cookie));
    expect(hired.body).toMatchObject({ ok: true, intent: "confirm-hire" });
    const [q] = await database.db.select({ status: quotes.status }).from(quotes).where(eq(quotes.id, quoteId));
    const [p] = await database.db.select({ pipeline: purchases.pipelineStatus }).from(purchases).where(eq(purchases.id, a!.purchaseId));
    expect({ quote: q!.status, pipeline: p!.pipeline }).toEqual({ quote: "hired", pipeline: "won" });
  });

  it("a quote the form refuses is a 400 with the message next to its field, and nothing is written", async () => {
    const r = await request();
    const cookie = await sessionCookieFor(database.db, r.pros[0]!.userId);
    const url = `/pro/leads/${r.pros[0]!.purchaseId}`;
    const refusals: [Record<string, string | File>, string][] = [
      [{ ...terms, price: "lots" }, "price"],
      [{ ...terms, priceHigh: "10" }, "priceHigh"],
      [{ ...terms, includes: "" }, "includes"],
      [{ ...terms, earliestStart: "2020-01-01" }, "earliestStart"],
      [{ ...terms, pdf: new File(["not a pdf at all"], "quote.pdf", { type: "application/pdf" }) }, "pdf"],
    ];
    for (const [fields, field] of refusals) {
      const answer = await run(proLead.action, LEAD, multipart(url, { intent: "quote", ...fields }, cookie));
      const body = answer.body as { ok: boolean; fieldErrors?: Record<string, string[]>; error: string };
      expect({ field, status: answer.status, ok: body.ok, named: Boolean(body.fieldErrors?.[field]?.[0] ?? body.error) }).toEqual({
        field,
        status: 400,
        ok: false,
        named: true,
      });
    }
    expect(await database.db.$count(quotes, eq(quotes.quoteRequestId, r.id))).toBe(0);
  });

  it("the pro and the homeowner write to each other on their pages, with a file only they can open; the homeowner declines with a reason", async () => {
    const r = await request();
    const [a, b] = r.pros;
    const cookie = await sessionCookieFor(database.db, a!.userId);
    const url = `/pro/leads/${a!.purchaseId}`;
    const home = `/my-request/${r.token}`;
    const photo = new File(
      [
        Buffer.from(
          "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d605d20000000049454e44ae426082",
          "hex",
        ),
      ],
      "roof.png",
      { type: "image/png" },
    );
    const asked = await run(
      myRequestPage.action,
      PAGE,
      multipart(home, { intent: "message", purchaseId: a!.purchaseId, body: "Does the price include gutters?", attachments: photo }),
    );
    expect(asked.body).toMatchObject({ ok: true, intent: "message", id: a!.purchaseId });
    const answered = await run(proLead.action, LEAD, multipart(url, { intent: "message", body: "Yes, new gutters on the front." }, cookie));
    expect(answered.body).toMatchObject({ ok: true, intent: "message" });
    const empty = await run(proLead.action, LEAD, multipart(url, { intent: "message", body: "   " }, cookie));
    expect({ status: empty.status, error: (empty.body as { fieldErrors?: Record<string, string[]> }).fieldErrors?.body?.[0] }).toEqual({
      status: 400,
      error: "Please write a message.",
    });

    const thread = (
      (await run(proLead.loader, LEAD, getRequest(url, cookie))).body as {
        thread: { messages: { author: string; body: string; attachments: { id: string }[] }[] };
      }
    ).thread;
    expect(thread.messages.map((m) => [m.author, m.body])).toEqual([
      ["homeowner", "Does the price include gutters?"],
      ["pro", "Yes, new gutters on the front."],
    ]);
    const attachmentId = thread.messages[0]!.attachments[0]!.id;
    const pattern = `${LEAD}/attachments/:attachmentId`;
    expect((await run(proLeadAttachment.loader, pattern, getRequest(`${url}/attachments/${attachmentId}`, cookie))).status).toBe(200);
    const otherCookie = await sessionCookieFor(database.db, b!.userId);
    expect((await run(proLeadAttachment.loader, pattern, getRequest(`${url}/attachments/${attachmentId}`, otherCookie))).status).toBe(404);
    const homeFile = `${PAGE}/files/:purchaseId/:attachmentId`;
    expect((await run(myRequestFile.loader, homeFile, getRequest(`${home}/files/${a!.purchaseId}/${attachmentId}`))).status).toBe(200);
    expect((await run(myRequestFile.loader, homeFile, getRequest(`${home}/files/${b!.purchaseId}/${attachmentId}`))).status).toBe(404);

    // A link that opens nothing is a 404 before the body is read.
    const unknown = await run(
      myRequestPage.action,
      PAGE,
      multipart(`/my-request/${"x".repeat(43)}`, { intent: "message", purchaseId: a!.purchaseId, body: "Hello" }),
    );
    expect({ status: unknown.status, ok: (unknown.body as { ok: boolean }).ok }).toEqual({ status: 404, ok: false });
    // The homeowner cannot write into a thread of another request, whatever the form names.
    const other = await request();
    const forged = await run(myRequestPage.action, PAGE, multipart(home, { intent: "message", purchaseId: other.pros[0]!.purchaseId, body: "Hello" }));
    expect(forged.status).toBe(404);
    expect(await database.db.$count(purchaseMessages, eq(purchaseMessages.purchaseId, other.pros[0]!.purchaseId))).toBe(0);

    // Decline B's quote with a reason, from the page.
    await run(proLead.action, LEAD, multipart(`/pro/leads/${b!.purchaseId}`, { intent: "quote", ...terms }, otherCookie));
    const [bQuote] = await database.db.select({ id: quotes.id }).from(quotes).where(eq(quotes.purchaseId, b!.purchaseId));
    const declined = await run(myRequestPage.action, PAGE, multipart(home, { intent: "decline-quote", quoteId: bQuote!.id, reason: "Over our budget." }));
    expect(declined.body).toMatchObject({ ok: true, intent: "decline-quote" });
    const [after] = await database.db.select({ status: quotes.status, reason: quotes.declineReason }).from(quotes).where(eq(quotes.id, bQuote!.id));
    expect(after).toEqual({ status: "declined", reason: "Over our budget." });
  });
});
