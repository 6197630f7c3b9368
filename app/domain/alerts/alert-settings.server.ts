import { eq } from "drizzle-orm";
import { contractors } from "~/db/schema";
import { alertSettingsSchema, type AlertSettings } from "~/forms/alert-settings";
import { zoneOfContractor } from "../contractors/my-time-zone.server";
import { audit } from "../shared/audit.server";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { DomainError, NotFoundError } from "../shared/errors";
import { isTimeZone } from "./alert-timing";

/** The settings form's values; the zone is the base ZIP's until one is saved. */
export async function getMyAlertSettings(ctx: DomainContext, contractorId: string): Promise<AlertSettings & { categories: string[] }> {
  const [c] = await ctx.db.select().from(contractors).where(eq(contractors.id, contractorId));
  if (!c) throw new NotFoundError("This account");
  const zone = await zoneOfContractor(c);
  return {
    categories: c.categories,
    alertEmail: c.alertEmail,
    alertSms: c.alertSms,
    alertPush: c.alertPush,
    alertCategories: (c.alertCategories ?? c.categories) as AlertSettings["alertCategories"],
    quietStart: c.alertQuietStart,
    quietEnd: c.alertQuietEnd,
    timeZone: zone,
    hourlyCap: c.alertHourlyCap,
  };
}

/**
 * Saves a contractor's alert settings. The categories alerted must be among
 * their lead categories; choosing all of them stores null ("all of mine"), so
 * a category added later is alerted too.
 */
/** `actorUserId`: the contractor's signed-in user, named in the audit log. */
export async function updateMyAlertSettings(ctx: DomainContext, contractorId: string, input: AlertSettings, actorUserId: string | null = null): Promise<void> {
  const parsed = alertSettingsSchema.safeParse(input);
  if (!parsed.success) throw new DomainError("invalid_input", parsed.error.issues[0]?.message ?? "Please check the form.");
  const s = parsed.data;
  if (!isTimeZone(s.timeZone)) throw new DomainError("invalid_input", "Please choose a time zone from the list.", { field: "timeZone" });
  await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(contractors).where(eq(contractors.id, contractorId)).for("update");
    if (!current) throw new NotFoundError("This account");
    const chosen: string[] = [...new Set(s.alertCategories)];
    if (chosen.some((c) => !current.categories.includes(c))) {
      throw new DomainError("invalid_input", "Alerts can only be for categories you take leads in.", { field: "alertCategories" });
    }
    const after = {
      alertEmail: s.alertEmail,
      alertSms: s.alertSms,
      alertPush: s.alertPush,
      alertCategories: current.categories.every((c) => chosen.includes(c)) ? null : chosen,
      alertQuietStart: s.quietStart,
      alertQuietEnd: s.quietEnd,
      alertTimeZone: s.timeZone,
      alertHourlyCap: s.hourlyCap,
    };
    await tx.update(contractors).set(after).where(eq(contractors.id, contractorId));
    const before = Object.fromEntries(Object.keys(after).map((k) => [k, current[k as keyof typeof after]]));
    await audit(tx, { actorUserId, action: "contractor.alert-settings", entity: "contractor", entityId: contractorId, before, after }, nowOf(ctx));
  });
}
