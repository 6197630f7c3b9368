import { and, desc, eq, sql } from "drizzle-orm";
import { outbox } from "~/db/schema";
import type { Executor } from "~/db/types.server";

export type TextToNumber = { kind: string; text: string; createdAt: Date };

/**
 * The newest text messages to one number, whole (codes included): what that phone would have received. Only the
 * end-to-end tests' fixture reads it (app/server/e2e-session-fixture.server.ts), as their mail sink reads the
 * e-mails; the admin outbox hides the codes. At most `limit` rows, through outbox_to_created_id_idx.
 */
export async function textsToNumber(db: Executor, to: string, limit = 5): Promise<TextToNumber[]> {
  return db
    .select({ kind: outbox.kind, text: outbox.text, createdAt: outbox.createdAt })
    .from(outbox)
    .where(and(sql`lower(${outbox.to}) = ${to.trim().toLowerCase()}`, eq(outbox.channel, "sms")))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit);
}
