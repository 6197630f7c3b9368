/**
 * The wider area of the 24-hour sweep (decision 0053): a request whose spots are still open after a day is offered
 * to the pros of its trade whose own service radius, widened by WIDER_AREA_EXTRA_MILES, reaches it. Pure: the search
 * box around the request, and the words of the offer to a pro just outside its area.
 */
import { getCategory } from "~/content/categories";
import { site } from "~/config/site";
import { formatCents } from "~/domain/shared/money";
import { unsubscribeHeaders, unsubscribeUrl, type AlertEmail } from "../alerts/compose-lead-alert";
import { firstWord, lines } from "../emails/email-format";
import { EARTH_MEAN_RADIUS_MILES } from "../shared/geo";

/** How far beyond its own radius a pro is asked: about a half-hour drive more, the distance homeowners accept for a pro. */
export const WIDER_AREA_EXTRA_MILES = 25;
/** The nearest this many pros of the wider area are told, per request: enough to fill 3 spots, not a mass mailing. */
export const WIDER_AREA_MAX_PROS = 10;
export const WIDER_AREA_KIND = "lead.wider-area-offer";

export type Box = { minLat: number; maxLat: number; minLng: number; maxLng: number };

/**
 * A latitude/longitude box holding every point within `miles` of the place, on geo.ts's sphere (the longitude span
 * taken at the box's edge farthest from the equator, where a degree is shortest), plus a hair against rounding.
 */
export function boxAround(place: { lat: number; lng: number }, miles: number): Box {
  const dLat = ((miles / EARTH_MEAN_RADIUS_MILES) * 180) / Math.PI + 1e-6;
  const edge = Math.min(89.9, Math.abs(place.lat) + dLat);
  const dLng = Math.min(180, dLat / Math.cos((edge * Math.PI) / 180) + 1e-6);
  return { minLat: place.lat - dLat, maxLat: place.lat + dLat, minLng: place.lng - dLng, maxLng: place.lng + dLng };
}

export type WiderAreaOffer = {
  to: string;
  contactName: string;
  unsubscribeToken: string;
  category: string;
  place: string;
  /** From the pro's base ZIP to the request, in miles. */
  distanceMiles: number;
  /** The pro's radius today. */
  radiusMiles: number;
  openSpots: number;
  priceCents: number;
  leadId: string;
};

const origin = (publicUrl: string) => publicUrl.replace(/\/+$/, "");

/**
 * The e-mail to a pro of the wider area. A lead is bought only inside the buyer's own area (match-lead.ts), so a
 * pro outside it is told how far to widen its radius; a pro whose area reaches it already (it joined or widened
 * since the request) is told to buy it. Category, place and price only, as a new-lead alert.
 */
export function composeWiderAreaEmail(o: WiderAreaOffer, publicUrl: string): AlertEmail {
  const category = getCategory(o.category)?.name ?? o.category;
  const miles = Math.ceil(o.distanceMiles);
  const spots = o.openSpots === 1 ? "1 spot is" : `${o.openSpots} spots are`;
  const inside = o.distanceMiles <= o.radiusMiles;
  return {
    kind: WIDER_AREA_KIND,
    to: o.to,
    subject: inside
      ? `Still open: ${category} in ${o.place} — ${formatCents(o.priceCents)}`
      : `A ${category} request ${miles} miles from you still needs a pro`,
    text: lines(
      `Hi ${firstWord(o.contactName)},`,
      "",
      `A homeowner in ${o.place} asked for ${category} quotes a day ago and ${spots} still open. Each lead is sold to one contractor only.`,
      "",
      `- Distance from your base ZIP: ${miles} miles`,
      `- Your price: ${formatCents(o.priceCents)}`,
      "",
      inside
        ? `It is in your area: buy it at ${origin(publicUrl)}/pro#lead-${o.leadId}`
        : `It is just outside the ${o.radiusMiles} miles you serve. To take it, widen your service radius to ${miles} miles in your settings (${origin(publicUrl)}/pro/settings): it then shows in your available leads.`,
      "",
      `Change which alerts you get: ${origin(publicUrl)}/pro/settings`,
      `Stop alert e-mails: ${unsubscribeUrl(publicUrl, o.unsubscribeToken)}`,
      "",
      site.name,
    ),
    headers: unsubscribeHeaders(publicUrl, o.unsubscribeToken),
  };
}
