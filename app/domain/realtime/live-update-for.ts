import type { LatLng } from "~/domain/shared/geo";
import { isInServiceArea, type ServiceArea } from "../contractors/contractor-facts";
import type { LiveUpdate } from "./live-update";
import type { MarketplaceNotification } from "./marketplace-notification.server";

/** What decides which events a contractor's dashboard receives. */
export type LiveViewer = { contractorId: string; categories: readonly string[]; area: ServiceArea };

/**
 * The update a contractor sees for an event, or null when it is none of their
 * business. The buyer of a lead is told it was delivered; contractors whose
 * categories and area cover a lead hear that it appeared or was sold, so their
 * list of available leads follows. `place` is the centroid of the event's
 * ZIP; when it is unknown only the ZIP list of the area is checked.
 */
export function liveUpdateFor(event: MarketplaceNotification, viewer: LiveViewer, place: LatLng | undefined): LiveUpdate | null {
  if (event.type === "lead.sold" && event.contractorId === viewer.contractorId) {
    return { type: "lead-delivered", leadId: event.leadId, purchaseId: event.purchaseId, autoBuy: event.autoBuy };
  }
  if (!viewer.categories.includes(event.category)) return null;
  const inArea = place ? isInServiceArea(viewer.area, { zip: event.zip, ...place }) : viewer.area.zipCodes.includes(event.zip);
  if (!inArea) return null;
  if (event.type === "lead.sold") return { type: "lead-gone", leadId: event.leadId };
  return { type: "lead-available", leadIds: event.leadIds, category: event.category };
}
