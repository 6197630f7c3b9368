import { eq } from "drizzle-orm";
import { contractors } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import { DomainError, NotFoundError } from "../shared/errors";
import { SUSPENDED_MESSAGE } from "./suspension";

/**
 * No money comes in from a suspended account (an admin's decision): top-ups,
 * starting or resuming Professional and auto-recharge are refused (403,
 * account_suspended) until it is reactivated. What was already paid when the
 * suspension came (a Checkout completing, a charge in flight) is still
 * credited by its webhook: the money has moved.
 */
export async function assertNotSuspended(db: Executor, contractorId: string): Promise<void> {
  const [row] = await db.select({ status: contractors.status }).from(contractors).where(eq(contractors.id, contractorId));
  if (!row) throw new NotFoundError("This account");
  if (row.status === "suspended") throw new DomainError("account_suspended", SUSPENDED_MESSAGE);
}
