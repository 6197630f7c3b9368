import { outbox } from "~/db/schema";
import type { DomainContext } from "~/domain/shared/domain-context.server";

/**
 * Demo data for the admin outbox: one e-mail the sender gave up on, so "Retry delivery" can be tried on a
 * demo without a mail server that refuses mail. Its address is a reserved example domain: nothing is ever delivered.
 */
export async function seedDemoOutbox(ctx: DomainContext, now: Date): Promise<void> {
  await ctx.db.insert(outbox).values({
    channel: "email",
    kind: "demo.bounced",
    to: "bounced.homeowner@example.com",
    subject: "We received your quote request (demo)",
    text: "Hi,\n\nThis demo e-mail could not be delivered: the receiving server refused it.\n\nTrusted Home Pros",
    status: "failed",
    attempts: 8,
    lastError: "550 5.1.1 mailbox unavailable (demo)",
    nextAttemptAt: now,
    createdAt: now,
  });
}
