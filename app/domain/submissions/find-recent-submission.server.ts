import { and, desc, eq, gt } from "drizzle-orm";
import { formSubmissions } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import { IDEMPOTENCY_WINDOW_MS } from "./submission-context.server";

/** The result of an identical submission in the last 15 minutes, if there was one. */
export async function findRecentSubmission(db: Executor, fingerprint: string, now: Date): Promise<unknown> {
  const since = new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS);
  const [row] = await db
    .select({ result: formSubmissions.result })
    .from(formSubmissions)
    .where(and(eq(formSubmissions.fingerprint, fingerprint), gt(formSubmissions.createdAt, since)))
    .orderBy(desc(formSubmissions.createdAt))
    .limit(1);
  return row?.result;
}
