import { eq } from "drizzle-orm";
import { contractors } from "~/db/schema";
import { onceIn, type DomainContext } from "../shared/domain-context.server";

/** The contractor's row by id (undefined when there is none), read once per page request (ctx.once). */
export function contractorRow(ctx: DomainContext, contractorId: string): Promise<typeof contractors.$inferSelect | undefined> {
  return onceIn(ctx, `contractor:${contractorId}`, async () => (await ctx.db.select().from(contractors).where(eq(contractors.id, contractorId)))[0]);
}
