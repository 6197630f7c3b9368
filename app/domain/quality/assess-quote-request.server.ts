import type { quoteRequests } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import { countRequestPhotos } from "~/domain/request-photos/photo-count.server";
import { scoreRequest, type QualityResult } from "./score-request";

type RequestRow = Pick<typeof quoteRequests.$inferSelect, "id" | "phoneVerifiedAt" | "answers" | "isDuplicate" | "qualitySignals" | "email">;

/** The score of a stored request from what is known of it now (answers, photos, the phone, the submission's signals). */
export async function assessQuoteRequest(db: Executor, row: RequestRow): Promise<QualityResult> {
  const answers = row.answers && typeof row.answers === "object" ? Object.keys(row.answers).length : 0;
  const stored = row.qualitySignals && typeof row.qualitySignals === "object" ? (row.qualitySignals as { signals?: Record<string, unknown> }) : {};
  return scoreRequest({
    phoneVerified: row.phoneVerifiedAt !== null,
    answers,
    // By the request_photos primary key (quote_request_id, position): at most five index entries.
    photos: await countRequestPhotos(db, row.id),
    duplicate: row.isDuplicate,
    email: row.email,
    signals: stored.signals ?? {},
  });
}
