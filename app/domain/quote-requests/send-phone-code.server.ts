import { and, eq, gt } from "drizzle-orm";
import { outbox, quoteRequests, requestPhoneCodes } from "~/db/schema";
import type { Tx } from "~/db/types.server";
import type { Env } from "~/env.server";
import { lockAll } from "~/lib/advisory-locks.server";
import { newSmsCode } from "~/lib/auth/totp.server";
import { smsConfigOf } from "~/lib/sms.server";
import { signalOutbox } from "~/lib/wakeups/outbox-signal.server";
import { phoneVerificationMode } from "./market-gate";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { codeHash, phoneCodeKey, phoneHash } from "./phone-code-keys.server";
import { CLOSED_MESSAGE, PHONE_CODE_TTL_MS, PHONE_CODE_WINDOW_MS, PHONE_CODES_PER_HOUR, phoneCodeText, tooManyCodesMessage } from "./phone-code-rules";

export type PhoneCodeEnv = Pick<Env, "LEAD_PHONE_VERIFICATION" | "SMS_API_URL" | "SMS_ACCOUNT_SID" | "SMS_AUTH_TOKEN" | "SMS_FROM">;
export type SendOutcome =
  | { sent: true }
  | { sent: false; reason: "limited"; message: string; retryAfterSeconds: number }
  | { sent: false; reason: "verified" | "closed"; message?: string };

/**
 * Text a new code for a request's phone, in the caller's transaction (the SMS is an outbox row: sent by the
 * provider, or waiting in the admin outbox without one). At most 3 codes an hour per number: the count and the
 * insert run under an advisory lock on the number's hash, so parallel asks cannot all pass it. The code itself is
 * only in the text; the row keeps its HMAC. A newer code replaces the older ones (a try is checked against the
 * latest only).
 */
export async function issuePhoneCode(tx: Tx, input: { quoteRequestId: string; phone: string; env: PhoneCodeEnv; now: Date }): Promise<SendOutcome> {
  const key = await phoneCodeKey(tx);
  const number = phoneHash(key, input.phone);
  await lockAll(tx, [`request-phone-code:${number}`]);
  // After the lock, in its own statement (a read in the locking statement would use the snapshot taken before the wait).
  const since = new Date(input.now.getTime() - PHONE_CODE_WINDOW_MS);
  const recent = await tx
    .select({ createdAt: requestPhoneCodes.createdAt })
    .from(requestPhoneCodes)
    .where(and(eq(requestPhoneCodes.phoneHash, number), gt(requestPhoneCodes.createdAt, since)))
    .orderBy(requestPhoneCodes.createdAt)
    .limit(PHONE_CODES_PER_HOUR);
  if (recent.length >= PHONE_CODES_PER_HOUR) {
    const oldest = recent[0]!.createdAt.getTime();
    const retryAfterSeconds = Math.max(1, Math.ceil((oldest + PHONE_CODE_WINDOW_MS - input.now.getTime()) / 1000));
    return { sent: false, reason: "limited", message: tooManyCodesMessage(retryAfterSeconds), retryAfterSeconds };
  }
  const code = newSmsCode();
  const id = crypto.randomUUID();
  await tx.insert(requestPhoneCodes).values({
    id,
    quoteRequestId: input.quoteRequestId,
    phoneHash: number,
    codeHash: codeHash(key, id, code),
    expiresAt: new Date(input.now.getTime() + PHONE_CODE_TTL_MS),
    createdAt: input.now,
  });
  await tx.insert(outbox).values({
    channel: "sms",
    kind: "quote-request.phone-code",
    to: input.phone,
    text: phoneCodeText(code),
    status: smsConfigOf(input.env) ? "pending" : "stored",
    nextAttemptAt: input.now,
    createdAt: input.now,
  });
  return { sent: true };
}

/** "Send a new code" on the confirmation page: the request must still be waiting for its phone. */
export async function sendNewPhoneCode(ctx: DomainContext & { env: PhoneCodeEnv }, quoteRequestId: string): Promise<SendOutcome> {
  const now = nowOf(ctx);
  if (phoneVerificationMode(ctx.env) === "off") return { sent: false, reason: "closed" };
  const outcome = await ctx.db.transaction(async (tx): Promise<SendOutcome> => {
    const [row] = await tx
      .select({
        phone: quoteRequests.phone,
        phoneVerifiedAt: quoteRequests.phoneVerifiedAt,
        marketStatus: quoteRequests.marketStatus,
        erasedAt: quoteRequests.erasedAt,
      })
      .from(quoteRequests)
      .where(eq(quoteRequests.id, quoteRequestId));
    if (!row || row.erasedAt || !row.phone) return { sent: false, reason: "closed", message: CLOSED_MESSAGE };
    if (row.phoneVerifiedAt) return { sent: false, reason: "verified" };
    if (row.marketStatus === "rejected" || row.marketStatus === "expired") return { sent: false, reason: "closed", message: CLOSED_MESSAGE };
    return issuePhoneCode(tx, { quoteRequestId, phone: row.phone, env: ctx.env, now });
  });
  if (outcome.sent) signalOutbox();
  return outcome;
}
