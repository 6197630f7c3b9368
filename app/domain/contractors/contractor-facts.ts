/**
 * What matching needs to know about a contractor, as pure functions over its
 * row: its service area (a ZIP list, and a radius around its base ZIP when
 * both are set) and the price tier of its plan. Used by the marketplace, the
 * live dashboard and the API alike.
 */
import type { Tier } from "~/content/prices";
import type { contractors } from "~/db/schema";
import { distanceMiles, type LatLng } from "../shared/geo";
import { tierForPlan, type PlanId } from "./plan-tiers";

export type ContractorRow = typeof contractors.$inferSelect;

export type ServiceArea = {
  zipCodes: readonly string[];
  /** Centroid of the contractor's base ZIP; the radius applies only when both are set. */
  baseZip?: LatLng;
  radiusMiles?: number;
};

export type LeadZip = { zip: string; lat: number; lng: number };

/**
 * A home exactly on the radius is inside. The database (libm) and V8 may round
 * the same distance a last bit apart, so both compare against the radius plus
 * this much (a sixteenth of an inch): they then agree on every point except
 * within 1e-12 mi of radius + slack, where no ZIP centroid will ever fall.
 */
export const ON_RADIUS_SLACK_MILES = 1e-6;

export function isInServiceArea(area: ServiceArea, leadZip: LeadZip): boolean {
  if (area.zipCodes.includes(leadZip.zip)) return true;
  if (area.baseZip === undefined || area.radiusMiles === undefined) return false;
  if (!(area.radiusMiles >= 0)) throw new RangeError(`radiusMiles must be a non-negative number, got ${area.radiusMiles}`);
  return distanceMiles(area.baseZip, leadZip) <= area.radiusMiles + ON_RADIUS_SLACK_MILES;
}

export function serviceAreaOf(c: ContractorRow): ServiceArea {
  return {
    zipCodes: c.serviceZipCodes,
    ...(c.baseLat !== null && c.baseLng !== null && c.radiusMiles !== null ? { baseZip: { lat: c.baseLat, lng: c.baseLng }, radiusMiles: c.radiusMiles } : {}),
  };
}

export function tierOf(c: ContractorRow): Tier {
  return tierForPlan(c.plan as PlanId);
}
