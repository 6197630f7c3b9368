import { eq } from "drizzle-orm";
import { outbox } from "~/db/schema";
import { signalOutbox } from "~/lib/wakeups/outbox-signal.server";
import { assertAdmin } from "../accounts/assert-admin.server";
import { audit } from "../shared/audit.server";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { DomainError, NotFoundError } from "../shared/errors";
import { reissueLinkTokens } from "./reissue-link-tokens.server";

type Redelivery = "retry" | "resend";

/**
 * Admin: deliver an outbox message again, audited either way.
 * - retry: a 'failed' row (the sender gave up) goes back to 'pending' with its attempts reset, due now; the same row,
 *   so its history stays in one place. An e-mail with no SMTP configured goes to 'stored', as a new one would.
 * - resend: a 'sent' or 'stored' row is copied to a new row, due now; the original stays as the record of what was sent.
 *   Its private and one-time links are issued afresh (the old ones stop working), never sent again as stored: the
 *   stored link may be used or expired, and the admin, who never sees it, cannot pass it on (reissueLinkTokens).
 * Pending rows are refused (the sender already has them); a failed row is retried, not re-sent.
 */
export async function redeliverOutboxMessage(
  ctx: DomainContext,
  adminId: string,
  outboxId: string,
  how: Redelivery,
): Promise<{ outboxId: string; freshLinks: number }> {
  await assertAdmin(ctx.db, adminId);
  const now = nowOf(ctx);
  const outcome = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(outbox).where(eq(outbox.id, outboxId)).for("update");
    if (!row) throw new NotFoundError("This message");
    const status = row.channel === "email" && !ctx.env.SMTP_URL ? "stored" : "pending";
    if (how === "retry") {
      if (row.status !== "failed") throw new DomainError("invalid_transition", "Only a failed message can be retried; re-send a sent one.");
      await tx.update(outbox).set({ status, attempts: 0, nextAttemptAt: now, lastError: null }).where(eq(outbox.id, outboxId));
      await audit(
        tx,
        {
          actorUserId: adminId,
          action: "outbox.retry",
          entity: "outbox",
          entityId: outboxId,
          before: { status: row.status, attempts: row.attempts, lastError: row.lastError },
          after: { status, attempts: 0 },
        },
        now,
      );
      return { outboxId, freshLinks: 0 };
    }
    if (row.status !== "sent" && row.status !== "stored")
      throw new DomainError("invalid_transition", "Only a sent or stored message can be re-sent; retry a failed one.");
    const { id: _id, attempts: _a, lastError: _e, sentAt: _s, createdAt: _c, nextAttemptAt: _n, status: _st, ...copy } = row;
    const { swap, reissued } = await reissueLinkTokens(tx, row, now);
    const swapped = {
      subject: copy.subject === null ? null : swap(copy.subject),
      text: swap(copy.text),
      html: copy.html === null ? null : swap(copy.html),
      headers: copy.headers === null ? null : Object.fromEntries(Object.entries(copy.headers).map(([k, v]) => [k, swap(v)])),
    };
    const [fresh] = await tx
      .insert(outbox)
      .values({ ...copy, ...swapped, status, attempts: 0, nextAttemptAt: now, createdAt: now })
      .returning({ id: outbox.id });
    await audit(
      tx,
      {
        actorUserId: adminId,
        action: "outbox.resend",
        entity: "outbox",
        entityId: outboxId,
        before: { status: row.status },
        after: { status, copyId: fresh!.id, freshLinks: reissued },
      },
      now,
    );
    return { outboxId: fresh!.id, freshLinks: reissued };
  });
  signalOutbox();
  return outcome;
}
