import { COMPANY_TIME_ZONE, isKnownTimeZone } from "~/lib/format-time";
import { timeZoneOfZip } from "~/lib/zip-time-zone.server";
import type { DomainContext } from "../shared/domain-context.server";
import { NotFoundError } from "../shared/errors";
import { contractorRow } from "./contractor-row.server";

/**
 * The one time zone of a contractor: the zone chosen in its settings (the
 * same zone its quiet hours are counted in), else its base ZIP's zone, else
 * the company's. Every time on the dashboard and in its e-mails is shown in it.
 */
export async function zoneOfContractor(c: { alertTimeZone: string | null; baseZip: string | null }): Promise<string> {
  if (c.alertTimeZone && isKnownTimeZone(c.alertTimeZone)) return c.alertTimeZone;
  return (await timeZoneOfZip(c.baseZip)) ?? COMPANY_TIME_ZONE;
}

export async function getMyTimeZone(ctx: DomainContext, contractorId: string): Promise<string> {
  const row = await contractorRow(ctx, contractorId);
  if (!row) throw new NotFoundError("This account");
  return zoneOfContractor(row);
}
