import type { quoteRequests } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import { scoreRequest, type QualityResult } from "./score-request";

type RequestRow = Pick<typeof quoteRequests.$inferSelect, "id" | "phoneVerifiedAt" | "answers" | "isDuplicate" | "qualitySignals">;

/** The score of a stored request from what is known of it now (answers, photos, the phone, the submission's signals). */
export async function assessQuoteRequest(_db: Executor, row: RequestRow): Promise<QualityResult> {
  const answers = row.answers && typeof row.answers === "object" ? Object.keys(row.answers).length : 0;
  const stored = row.qualitySignals && typeof row.qualitySignals === "object" ? (row.qualitySignals as { signals?: Record<string, unknown> }) : {};
  return scoreRequest({
    phoneVerified: row.phoneVerifiedAt !== null,
    answers,
    photos: 0,
    duplicate: row.isDuplicate,
    signals: stored.signals ?? {},
  });
}
