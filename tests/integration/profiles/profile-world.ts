/** Contractors with public profiles and reviews, written straight into the tables (another suite owns writing reviews). */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { contractors, purchases, reviews } from "~/db/schema";
import type { Env } from "~/env.server";
import { makeContractor, makeQuoteRequest, type ContractorOptions } from "../marketplace/marketplace-fixtures";

export type ProOptions = ContractorOptions & {
  name?: string;
  slug?: string;
  /** Stars of visible reviews, oldest first. */
  stars?: number[];
  /** Stars of reviews an admin hid (not in the rating, not shown). */
  hiddenStars?: number[];
  licenseExpiresOn?: string | null;
  insuranceExpiresOn?: string | null;
};

let n = 0;

/** A contractor with a slug, document dates and reviews (each on its own purchase); the rating kept as the reviews suite keeps it. */
export async function makePro(db: Db, env: Env, o: ProOptions = {}): Promise<{ contractorId: string; userId: string; slug: string }> {
  n += 1;
  const made = await makeContractor(db, env, o);
  const slug = o.slug ?? `pro-${n}-${randomUUID().slice(0, 6)}`;
  const visible = o.stars ?? [];
  await db
    .update(contractors)
    .set({
      slug,
      businessName: o.name ?? `Pro Business ${n}`,
      licenseExpiresOn: o.licenseExpiresOn === undefined ? "2099-12-31" : o.licenseExpiresOn,
      insuranceExpiresOn: o.insuranceExpiresOn === undefined ? "2099-12-31" : o.insuranceExpiresOn,
      ratingCount: visible.length,
      ratingSum: visible.reduce((a, b) => a + b, 0),
    })
    .where(eq(contractors.id, made.contractorId));
  const base = new Date("2026-01-01T00:00:00Z").getTime();
  const all = [...visible.map((s) => ({ s, hidden: false })), ...(o.hiddenStars ?? []).map((s) => ({ s, hidden: true }))];
  for (const [i, r] of all.entries()) {
    const { quoteRequestId, leadIds } = await makeQuoteRequest(db, { pros: 1, category: o.categories?.[0] ?? "roofing" });
    const [p] = await db
      .insert(purchases)
      .values({
        leadId: leadIds[0]!,
        contractorId: made.contractorId,
        quoteRequestId,
        priceCents: 1000,
        idempotencyKey: `review-${randomUUID()}`,
        serviceAreaSnapshot: {},
      })
      .returning({ id: purchases.id });
    await db.insert(reviews).values({
      purchaseId: p!.id,
      contractorId: made.contractorId,
      stars: r.s,
      body: `Review ${i + 1} of ${slug}`,
      hired: i % 2 === 0,
      reply: i === 0 ? `Thanks from ${slug}` : null,
      repliedAt: i === 0 ? new Date(base + i * 3600_000 + 60_000) : null,
      hiddenAt: r.hidden ? new Date() : null,
      hiddenReason: r.hidden ? "abusive" : null,
      createdAt: new Date(base + i * 3600_000),
    });
  }
  return { ...made, slug };
}
