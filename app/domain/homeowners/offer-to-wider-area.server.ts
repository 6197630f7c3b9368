import { and, asc, eq, getTableColumns, notExists, sql } from "drizzle-orm";
import { contractors, leadAlerts, outbox, purchases } from "~/db/schema";
import { insertRows } from "~/db/insert-rows.server";
import type { Tx } from "~/db/types.server";
import type { Env } from "~/env.server";
import { alertMessages } from "../alerts/alert-messages.server";
import { isoDay } from "../contractors/document-expiry";
import { meetsRatingBar } from "../contractors/rating-bar-sql.server";
import { tierOf } from "../contractors/contractor-facts";
import { leadFactsOf, leadPriceCents } from "../marketplace/lead-facts.server";
import { documentsCurrent } from "../marketplace/match-sql.server";
import { loadPriceTable } from "../pricing/load-price-table.server";
import { distanceMilesSql } from "../shared/geo-sql.server";
import { boxAround, composeWiderAreaEmail, WIDER_AREA_EXTRA_MILES, WIDER_AREA_MAX_PROS } from "./wider-area";

export type OpenRequest = { id: string; category: string; lat: number; lng: number; city: string; state: string; zip: string };

/**
 * Puts a request's open spots back on offer to the wider area (wider-area.ts), in the sweep's transaction: the
 * nearest active pros of its trade, documents current and not below the 4-star rule, with new-lead e-mails on for it,
 * whose radius plus WIDER_AREA_EXTRA_MILES reaches the request, who were never alerted to it (lead_alerts' key by
 * request and contractor) and never bought it. Each gets one e-mail and a lead_alerts row, so nobody is told twice,
 * by this or the new-lead fan-out, and the alert counts toward its hourly cap. Read through the GiST area box index
 * (the pro's box overlapping the box around the request), then the exact distance. Returns how many were told.
 */
export async function offerToWiderArea(tx: Tx, env: Env, request: OpenRequest, openLeadIds: readonly string[], now: Date): Promise<number> {
  const [lead] = await leadFactsOf(tx, openLeadIds.slice(0, 1));
  if (!lead) return 0;
  const box = boxAround(request, WIDER_AREA_EXTRA_MILES);
  const distance = distanceMilesSql({ lat: sql`${contractors.baseLat}`, lng: sql`${contractors.baseLng}` }, request);
  const areaBox = sql`box(point(${contractors.areaMinLng}, ${contractors.areaMinLat}), point(${contractors.areaMaxLng}, ${contractors.areaMaxLat}))`;
  const candidates = await tx
    .select({ ...getTableColumns(contractors), distance: sql<number>`${distance}`.mapWith(Number) })
    .from(contractors)
    .where(
      and(
        sql`${areaBox} && box(point(${box.minLng}::float8, ${box.minLat}::float8), point(${box.maxLng}::float8, ${box.maxLat}::float8))`,
        sql`${distance} <= ${contractors.radiusMiles} + ${WIDER_AREA_EXTRA_MILES}::float8`,
        eq(contractors.status, "active"),
        sql`${request.category} = any(${contractors.categories})`,
        documentsCurrent(isoDay(now)),
        meetsRatingBar,
        eq(contractors.alertEmail, true),
        sql`(${contractors.alertCategories} is null or ${request.category} = any(${contractors.alertCategories}))`,
        notExists(
          tx
            .select({ one: sql`1` })
            .from(leadAlerts)
            .where(and(eq(leadAlerts.quoteRequestId, request.id), eq(leadAlerts.contractorId, contractors.id))),
        ),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(purchases)
            .where(and(eq(purchases.contractorId, contractors.id), eq(purchases.quoteRequestId, request.id))),
        ),
      ),
    )
    .orderBy(asc(distance), asc(contractors.id))
    .limit(WIDER_AREA_MAX_PROS);
  if (candidates.length === 0) return 0;
  const prices = await loadPriceTable(tx);
  const offers = candidates.map((c) => ({ contractor: c, priceCents: leadPriceCents(lead, tierOf(c), prices) }));
  // First writer wins: a pro the fan-out or another sweep told meanwhile comes back as not inserted and gets nothing.
  const told = await insertRows(
    tx,
    leadAlerts,
    offers.map((o) => ({
      leadId: lead.id,
      quoteRequestId: request.id,
      contractorId: o.contractor.id,
      priceCents: o.priceCents,
      status: "sent" as const,
      releaseAt: null,
      createdAt: now,
    })),
    { onConflictDoNothing: true, returning: ["contractorId"] },
  );
  const toldIds = new Set(told.map((t) => t.contractorId));
  const place = `${request.city}, ${request.state} ${request.zip}`;
  const messages = offers
    .filter((o) => toldIds.has(o.contractor.id))
    .flatMap(({ contractor: c, priceCents }) => {
      const email = composeWiderAreaEmail(
        {
          to: c.email,
          contactName: c.contactName,
          unsubscribeToken: c.alertUnsubscribeToken,
          category: request.category,
          place,
          distanceMiles: c.distance,
          radiusMiles: c.radiusMiles ?? 0,
          openSpots: openLeadIds.length,
          priceCents,
          leadId: lead.id,
        },
        env.PUBLIC_URL,
      );
      // E-mail only: it can wait for the morning in the inbox, where a text or a push in the quiet hours could not.
      return alertMessages(env, { contractorId: c.id, phone: c.phone, channels: { email: true, sms: false, push: false } }, { email, sms: "", push: "" }, now);
    });
  if (messages.length > 0) await insertRows(tx, outbox, messages);
  return toldIds.size;
}
