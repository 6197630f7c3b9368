/** A homeowner's request bought by up to 3 pros, and their quotes, for the quote suites (decision 0052). */
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { contractors, leads, outbox, purchases, quoteRequests, quotes } from "~/db/schema";
import { issueRequestLink } from "~/domain/request-links/request-links.server";
import { sendQuote } from "~/domain/quotes/send-quote.server";
import type { Env } from "~/env.server";
import type { QuoteTerms } from "~/forms/pro-quote";
import { makeContractor, makeQuoteRequest, NYC } from "../marketplace/marketplace-fixtures";

/** 10 am in New York. */
export const NOW = new Date("2027-03-01T15:00:00Z");
export const TERMS: QuoteTerms = {
  priceLowCents: 850_000,
  priceHighCents: 850_000,
  includes: "Tear-off, new shingles, cleanup.",
  earliestStart: "2027-03-10",
  validUntil: "2027-04-30",
};
export const HOOK_URL = "https://hooks.example.com/thp";

type World = { db: Db; env: Env };
export type QuotingPro = { contractorId: string; userId: string; purchaseId: string; email: string; businessName: string };
export type BoughtRequest = { id: string; reference: string; email: string; token: string; pros: QuotingPro[] };

/** A request (New York unless given) sold to `pros` pros at `at`; the first pro is Enterprise with a webhook when asked. */
export async function boughtRequest(w: World, o: { pros?: 1 | 2 | 3; place?: typeof NYC; at?: Date; webhook?: boolean } = {}): Promise<BoughtRequest> {
  const at = o.at ?? new Date(NOW.getTime() - 3600_000);
  const place = o.place ?? NYC;
  const { quoteRequestId, leadIds } = await makeQuoteRequest(w.db, { pros: o.pros ?? 3, place, createdAt: at });
  const pros: QuotingPro[] = [];
  for (const [i, leadId] of leadIds.entries()) {
    const { contractorId, userId } = await makeContractor(w.db, w.env, { base: place });
    if (i === 0 && o.webhook) await w.db.update(contractors).set({ plan: "enterprise", webhookUrl: HOOK_URL }).where(eq(contractors.id, contractorId));
    await w.db.update(leads).set({ status: "sold" }).where(eq(leads.id, leadId));
    const [row] = await w.db
      .insert(purchases)
      .values({ leadId, contractorId, quoteRequestId, priceCents: 4_500, idempotencyKey: `k-${leadId}`, serviceAreaSnapshot: {}, purchasedAt: at })
      .returning({ id: purchases.id });
    const [c] = await w.db
      .select({ email: contractors.email, businessName: contractors.businessName })
      .from(contractors)
      .where(eq(contractors.id, contractorId));
    pros.push({ contractorId, userId, purchaseId: row!.id, email: c!.email, businessName: c!.businessName });
  }
  const [request] = await w.db
    .select({ reference: quoteRequests.reference, email: quoteRequests.email })
    .from(quoteRequests)
    .where(eq(quoteRequests.id, quoteRequestId));
  const link = await issueRequestLink(w.db, quoteRequestId, w.env.PUBLIC_URL, at);
  return { id: quoteRequestId, reference: request!.reference, email: request!.email, token: link.split("/").pop()!, pros };
}

/** The pro's quote sent at `now` (NOW unless given); its id. */
export async function quoteBy(w: World, pro: QuotingPro, terms: Partial<QuoteTerms> = {}, now = NOW, pdf?: File): Promise<string> {
  const { quote } = await sendQuote({ db: w.db, env: w.env, now }, pro.contractorId, pro.purchaseId, { terms: { ...TERMS, ...terms }, pdf });
  return quote.id;
}

/** Every pro of the request quotes, a second apart and $100 dearer each; the quote ids in the pros' order. */
export async function allQuote(w: World, request: BoughtRequest): Promise<string[]> {
  const ids: string[] = [];
  for (const [i, pro] of request.pros.entries())
    ids.push(
      await quoteBy(
        w,
        pro,
        { priceLowCents: TERMS.priceLowCents + i * 10_000, priceHighCents: TERMS.priceLowCents + i * 10_000 },
        new Date(NOW.getTime() + i * 1000),
      ),
    );
  return ids;
}

export const statusesOf = async (db: Db, quoteRequestId: string) =>
  (await db.select({ id: quotes.id, status: quotes.status }).from(quotes).where(eq(quotes.quoteRequestId, quoteRequestId)).orderBy(asc(quotes.createdAt))).map(
    (q) => q.status,
  );

export const outboxTo = (db: Db, to: string, kind: string) =>
  db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), eq(outbox.kind, kind)))
    .orderBy(asc(outbox.createdAt));

export const webhooksOf = (db: Db, contractorId: string, kind: string) =>
  db
    .select()
    .from(outbox)
    .where(and(eq(outbox.contractorId, contractorId), eq(outbox.channel, "webhook"), eq(outbox.kind, kind)));

export const pdfFile = (bytes: Buffer, name = "quote.pdf") => new File([new Uint8Array(bytes)], name, { type: "application/pdf" });
