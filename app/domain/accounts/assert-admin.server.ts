import { eq } from "drizzle-orm";
import { users } from "~/db/schema";
import { ForbiddenError } from "../shared/errors";
import type { Executor } from "~/db/types.server";

/** Domain functions taking an adminId check it themselves, whatever the route did. */
export async function assertAdmin(db: Executor, adminId: string): Promise<void> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, adminId));
  if (row?.role !== "admin") throw new ForbiddenError();
}
