import { leads, type LeadStatus } from "~/db/schema";
import { publishEventWith } from "~/domain/realtime/publish-event.server";
import type { Executor } from "~/db/types.server";
import { refreshPricePositions } from "~/domain/marketplace/refresh-price-positions.server";

/**
 * One lead per pro the homeowner allowed (DESIGN.md section 2), numbered
 * 1..n; (quote_request_id, seq) is unique, so a request can never yield more.
 * A duplicate request's leads are created 'invalid' with reason 'duplicate':
 * visible to admins (who may release a false positive), never for sale.
 * A request that waits for its phone's code or an admin's review makes its
 * leads 'pending' (decision 0048): not listed, alerted or sold until
 * release-quote-request puts them on sale. Leads for sale are announced to live dashboards when the caller's
 * transaction commits. With `offer`, every lead of the request is that
 * contractor's alone until it ends (exclusive-offer.ts): a pro buys one lead
 * of a request at most, and the others wait the same hour, so no other pro
 * sees the request before the first chance is over.
 */
export async function createLeadsForQuoteRequest(
  tx: Executor,
  request: {
    id: string;
    category: string;
    zip: string;
    lat: number;
    lng: number;
    pros: number;
    duplicate: boolean;
    pending?: boolean;
    offer?: { contractorId: string; until: Date } | undefined;
  },
  now: Date,
): Promise<string[]> {
  const status: LeadStatus = request.duplicate ? "invalid" : request.pending ? "pending" : "available";
  // Ids made here, so the announcement is known before the insert and goes in the same statement.
  const ids = Array.from({ length: request.pros }, () => crypto.randomUUID());
  const insert = tx.insert(leads).values(
    ids.map((id, i) => ({
      id,
      quoteRequestId: request.id,
      seq: i + 1,
      category: request.category,
      zip: request.zip,
      latitude: request.lat,
      longitude: request.lng,
      status,
      statusReason: request.duplicate ? "duplicate" : null,
      statusChangedAt: now,
      offeredToContractorId: request.offer?.contractorId ?? null,
      offeredUntil: request.offer?.until ?? null,
      createdAt: now,
    })),
  );
  // Under an exclusive offer the dashboards of the area are not told (they could not show the lead): the holder hears
  // of it by its alert, everyone else when the offer ends (release-ended-offers.server.ts).
  if (status === "available" && !request.offer) {
    await publishEventWith(tx, { type: "leads.available", leadIds: ids, category: request.category, zip: request.zip }, insert);
  } else {
    await insert;
  }
  // The price sort's key, from the request's attributes, which exist by now (the request and its calculator lead).
  await refreshPricePositions(tx, request.id, ids);
  return ids;
}
