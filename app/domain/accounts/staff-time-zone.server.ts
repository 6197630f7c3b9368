import { eq } from "drizzle-orm";
import { users } from "~/db/schema";
import type { TimeZoneChoice } from "~/forms/time-zone";
import { COMPANY_TIME_ZONE, isKnownTimeZone } from "~/lib/format-time";
import { audit } from "../shared/audit.server";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { DomainError, NotFoundError } from "../shared/errors";

/** The zone a staff member reads times in: their own choice, else the company's. */
export async function getStaffTimeZone(ctx: DomainContext, userId: string): Promise<string> {
  const [row] = await ctx.db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId));
  return row?.timeZone && isKnownTimeZone(row.timeZone) ? row.timeZone : COMPANY_TIME_ZONE;
}

/** Saves the zone a staff member reads the console's times in. */
export async function setStaffTimeZone(ctx: DomainContext, userId: string, input: TimeZoneChoice): Promise<void> {
  if (!isKnownTimeZone(input.timeZone)) throw new DomainError("invalid_input", "Please choose a time zone from the list.", { field: "timeZone" });
  await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId)).for("update");
    if (!current) throw new NotFoundError("This account");
    await tx.update(users).set({ timeZone: input.timeZone }).where(eq(users.id, userId));
    await audit(
      tx,
      {
        actorUserId: userId,
        action: "user.time-zone",
        entity: "user",
        entityId: userId,
        before: { timeZone: current.timeZone },
        after: { timeZone: input.timeZone },
      },
      nowOf(ctx),
    );
  });
}
