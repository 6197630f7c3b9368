import { eq } from "drizzle-orm";
import { contractors, outbox, phoneVerifications } from "~/db/schema";
import { hashToken } from "~/lib/auth/tokens.server";
import { newSmsCode } from "~/lib/auth/totp.server";
import { hitRateLimit } from "~/lib/rate-limit.server";
import { smsConfigOf } from "~/lib/sms.server";
import { signalOutbox } from "~/lib/wakeups/outbox-signal.server";
import { audit } from "../shared/audit.server";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { DomainError } from "../shared/errors";

export const PHONE_CODE_TTL_MS = 10 * 60 * 1000;
export const PHONE_CODE_MAX_ATTEMPTS = 5;

/** Salted with the contractor and number, so one hash says nothing about another row's code. */
const codeHash = (contractorId: string, phone: string, code: string) => hashToken(`${contractorId}:${phone}:${code}`);

/**
 * A new mobile number gets a 6-digit code by SMS (the outbox SMS channel);
 * the stored number changes only when the code comes back. A new request
 * replaces the pending one; at most 5 codes an hour per contractor.
 */
export async function requestPhoneChange(ctx: DomainContext, userId: string, contractorId: string, phone: string): Promise<void> {
  const now = nowOf(ctx);
  const limit = await hitRateLimit(ctx.db, `phone-code:${contractorId}`, { max: 5, windowSeconds: 3600 }, now);
  if (!limit.allowed) throw new DomainError("rate_limited", "Too many codes sent. Please wait an hour and try again.");
  const code = newSmsCode();
  await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select({ phone: contractors.phone }).from(contractors).where(eq(contractors.id, contractorId));
    if (!current) throw new DomainError("not_found", "This account could not be found.");
    if (current.phone === phone) throw new DomainError("invalid_input", "This is already your mobile number.", { field: "phone" });
    const row = { phone, codeHash: codeHash(contractorId, phone, code), attempts: 0, expiresAt: new Date(now.getTime() + PHONE_CODE_TTL_MS), createdAt: now };
    await tx
      .insert(phoneVerifications)
      .values({ contractorId, ...row })
      .onConflictDoUpdate({ target: phoneVerifications.contractorId, set: row });
    await tx.insert(outbox).values({
      contractorId,
      channel: "sms",
      kind: "account.phone-code",
      to: phone,
      text: `Trusted Home Pros: your code is ${code}. It expires in 10 minutes. If you did not ask for it, ignore this text.`,
      status: smsConfigOf(ctx.env) ? "pending" : "stored",
      nextAttemptAt: now,
      createdAt: now,
    });
    await audit(tx, { actorUserId: userId, action: "contractor.phone-code-sent", entity: "contractor", entityId: contractorId, after: { phone } }, now);
  });
  signalOutbox();
}

/** The code from the text: right, in time and within the attempts, the number changes; otherwise a message saying why. */
export async function confirmPhoneChange(ctx: DomainContext, userId: string, contractorId: string, code: string): Promise<{ phone: string }> {
  const now = nowOf(ctx);
  const outcome = await ctx.db.transaction(async (tx) => {
    const [pending] = await tx.select().from(phoneVerifications).where(eq(phoneVerifications.contractorId, contractorId)).for("update");
    if (!pending) return { error: new DomainError("invalid_input", "No code is waiting. Please ask for a new one.", { field: "code" }) };
    if (pending.expiresAt <= now) {
      await tx.delete(phoneVerifications).where(eq(phoneVerifications.contractorId, contractorId));
      return { error: new DomainError("invalid_token", "This code has expired. Please ask for a new one.", { field: "code" }) };
    }
    if (pending.codeHash !== codeHash(contractorId, pending.phone, code)) {
      const attempts = pending.attempts + 1;
      // The last allowed miss ends the code: guessing then needs a new SMS, which is itself limited.
      if (attempts >= PHONE_CODE_MAX_ATTEMPTS) {
        await tx.delete(phoneVerifications).where(eq(phoneVerifications.contractorId, contractorId));
        return { error: new DomainError("rate_limited", "Too many wrong codes. Please ask for a new one.", { field: "code" }) };
      }
      await tx.update(phoneVerifications).set({ attempts }).where(eq(phoneVerifications.contractorId, contractorId));
      return { error: new DomainError("invalid_input", "This code is not right. Please check the text message.", { field: "code" }) };
    }
    const [before] = await tx.select({ phone: contractors.phone }).from(contractors).where(eq(contractors.id, contractorId));
    await tx.update(contractors).set({ phone: pending.phone }).where(eq(contractors.id, contractorId));
    await tx.delete(phoneVerifications).where(eq(phoneVerifications.contractorId, contractorId));
    await audit(
      tx,
      { actorUserId: userId, action: "contractor.phone-changed", entity: "contractor", entityId: contractorId, before, after: { phone: pending.phone } },
      now,
    );
    return { phone: pending.phone };
  });
  // Thrown after the transaction so a counted miss is kept.
  if ("error" in outcome) throw outcome.error;
  return outcome;
}

/** The number waiting for its code, if any (the page shows the code field then). */
export async function pendingPhone(ctx: DomainContext, contractorId: string): Promise<string | undefined> {
  const [row] = await ctx.db
    .select({ phone: phoneVerifications.phone, expiresAt: phoneVerifications.expiresAt })
    .from(phoneVerifications)
    .where(eq(phoneVerifications.contractorId, contractorId));
  return row && row.expiresAt > nowOf(ctx) ? row.phone : undefined;
}
