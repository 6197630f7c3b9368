import { eq } from "drizzle-orm";
import { contractors } from "~/db/schema";
import { audit } from "../shared/audit.server";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { NotFoundError } from "../shared/errors";

/** Tokens are 64 hex characters (the column's default); anything else is not looked up. */
const TOKEN = /^[0-9a-f]{64}$/;

/** Whether the link of an alert e-mail names a contractor (the confirm page shows a button only then). */
export async function isAlertUnsubscribeToken(ctx: DomainContext, token: string): Promise<boolean> {
  if (!TOKEN.test(token)) return false;
  const [row] = await ctx.db.select({ id: contractors.id }).from(contractors).where(eq(contractors.alertUnsubscribeToken, token));
  return row !== undefined;
}

/**
 * One-click unsubscribe (RFC 8058): the token alone, with no session, turns
 * the contractor's alert e-mails off. It can do nothing else, so a leaked
 * link costs at most alert e-mails, which the settings page turns back on.
 * Repeating it is harmless.
 */
export async function unsubscribeAlertEmails(ctx: DomainContext, token: string): Promise<void> {
  if (!TOKEN.test(token)) throw new NotFoundError("This link");
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.update(contractors).set({ alertEmail: false }).where(eq(contractors.alertUnsubscribeToken, token)).returning({ id: contractors.id });
    if (!row) throw new NotFoundError("This link");
    await audit(
      tx,
      { actorUserId: null, action: "contractor.alerts-unsubscribe", entity: "contractor", entityId: row.id, after: { alertEmail: false } },
      nowOf(ctx),
    );
  });
}
