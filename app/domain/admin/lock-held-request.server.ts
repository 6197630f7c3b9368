import { eq } from "drizzle-orm";
import { quoteRequests } from "~/db/schema";
import type { Tx } from "~/db/types.server";
import { DomainError, NotFoundError } from "../shared/errors";

export type HeldRequest = { id: string; reference: string; category: string; zip: string; qualityScore: number | null; contactStoppedAt: Date | null };

/**
 * The start of an admin's decision on a held request: its row, locked until the decision commits, so an approve and a
 * reject sent at once (two admins, a double click) and a phone code arriving meanwhile (settle-quote-request locks the
 * same row) are decided one after the other, and the second finds the first's outcome. A request no longer held is a
 * 409 that says what became of it.
 */
export async function lockHeldRequest(tx: Tx, requestId: string): Promise<HeldRequest> {
  const [row] = await tx
    .select({
      id: quoteRequests.id,
      reference: quoteRequests.reference,
      category: quoteRequests.category,
      zip: quoteRequests.zip,
      qualityScore: quoteRequests.qualityScore,
      contactStoppedAt: quoteRequests.contactStoppedAt,
      marketStatus: quoteRequests.marketStatus,
      reviewedAt: quoteRequests.reviewedAt,
    })
    .from(quoteRequests)
    .where(eq(quoteRequests.id, requestId))
    .for("update");
  if (!row) throw new NotFoundError("This request");
  if (row.marketStatus === "held") return row;
  const outcome =
    row.marketStatus === "rejected" && row.reviewedAt
      ? "was already rejected"
      : row.marketStatus === "released" && row.reviewedAt
        ? "was already approved and is on the market"
        : "is not held for review";
  throw new DomainError("already_decided", `Request ${row.reference} ${outcome}.`);
}
