import { auditLog } from "~/db/schema";
import type { Executor } from "~/db/types.server";

/** One audit row: who did what to which record, with the record before and after. Written in the action's transaction. */
export async function audit(
  tx: Executor,
  entry: { actorUserId: string | null; action: string; entity: string; entityId: string; before?: unknown; after?: unknown },
  now: Date,
): Promise<void> {
  await tx.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    at: now,
  });
}
