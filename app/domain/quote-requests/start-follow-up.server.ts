import { unmatchedRequests } from "~/db/schema";
import type { Tx } from "~/db/types.server";
import { write } from "~/db/write-batch.server";
import { issueRequestLink } from "../request-links/request-links.server";

/** The "either way" e-mail is due an hour before the promised 24 hours, so the follow-up job (every 10 minutes) keeps the promise. */
export const UNMATCHED_NOTICE_AFTER_MS = 23 * 3600 * 1000;

export type FollowUp = {
  /** Verified pros serving the request's ZIP and category at this moment. */
  servingPros: number;
  /** The private link to the request's page (for a repeat: the original's page). */
  requestUrl: string;
};

/**
 * What a new quote request promises its homeowner, in the request's own
 * transaction: given how many pros serve it (matchArea, the count
 * countServingPros gives), remembers a request nobody serves (for the
 * 24-hour e-mail and the admin overview) and issues the private link its
 * confirmation e-mail carries.
 */
export async function startFollowUp(
  tx: Tx,
  request: { id: string; servingPros: number; duplicateOfId?: string },
  publicUrl: string,
  now: Date,
): Promise<FollowUp> {
  const { servingPros } = request;
  // A repeat puts no new lead on the market: its original holds the promise.
  if (servingPros === 0 && !request.duplicateOfId) {
    await write(
      tx,
      tx.insert(unmatchedRequests).values({ quoteRequestId: request.id, notifyBy: new Date(now.getTime() + UNMATCHED_NOTICE_AFTER_MS), createdAt: now }),
    );
  }
  const requestUrl = await issueRequestLink(tx, request.duplicateOfId ?? request.id, publicUrl, now);
  return { servingPros, requestUrl };
}
