/** A review written straight to the database (with its rating), for suites that need one without the invitation flow. */
import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { purchases, reviews } from "~/db/schema";
import { adjustRating } from "~/domain/reviews/adjust-rating.server";

export async function addReview(db: Db, purchaseId: string, stars: number, body: string | null = "Fixture review."): Promise<string> {
  return db.transaction(async (tx) => {
    const [sale] = await tx.select({ contractorId: purchases.contractorId }).from(purchases).where(eq(purchases.id, purchaseId));
    const [row] = await tx.insert(reviews).values({ purchaseId, contractorId: sale!.contractorId, stars, body }).returning({ id: reviews.id });
    await adjustRating(tx, sale!.contractorId, stars, 1);
    return row!.id;
  });
}
