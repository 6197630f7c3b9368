import { and, desc, eq, isNull, lt, sql } from "drizzle-orm";
import { quoteRequests, requestPhoneCodes } from "~/db/schema";
import { signalNewLeads } from "~/lib/wakeups/new-leads-signal.server";
import { phoneVerificationMode } from "./market-gate";
import { settleQuoteRequest, type Settlement } from "./settle-quote-request.server";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { codeHash, phoneCodeKey, sameHash } from "./phone-code-keys.server";
import { CLOSED_MESSAGE, EXPIRED_CODE_MESSAGE, NO_CODE_MESSAGE, PHONE_CODE_MAX_ATTEMPTS, USED_UP_MESSAGE, wrongCodeMessage } from "./phone-code-rules";
import type { PhoneCodeEnv } from "./send-phone-code.server";

export type VerifyOutcome =
  | { verified: true; verifiedAt: Date; settlement?: Settlement }
  | { verified: false; reason: "wrong" | "expired" | "none" | "used-up" | "closed"; message: string; triesLeft?: number };

/**
 * A code typed on the confirmation page. Each try takes one of the code's 5 by a single conditional UPDATE
 * (attempts < 5 … RETURNING): under PostgreSQL's row lock parallel tries queue on the row and the sixth finds no row,
 * however many arrive at once. The right code stamps the request's phone_verified_at and settles it in the same
 * transaction (a required-mode request goes on the market then); new-lead alerts are woken after the commit.
 */
export async function verifyPhoneCode(ctx: DomainContext & { env: PhoneCodeEnv }, quoteRequestId: string, code: string): Promise<VerifyOutcome> {
  const now = nowOf(ctx);
  const mode = phoneVerificationMode(ctx.env);
  if (mode === "off") return { verified: false, reason: "closed", message: CLOSED_MESSAGE };
  const key = await phoneCodeKey(ctx.db);
  const outcome = await ctx.db.transaction(async (tx): Promise<VerifyOutcome> => {
    const [request] = await tx
      .select({ phoneVerifiedAt: quoteRequests.phoneVerifiedAt, marketStatus: quoteRequests.marketStatus, erasedAt: quoteRequests.erasedAt })
      .from(quoteRequests)
      .where(eq(quoteRequests.id, quoteRequestId));
    if (!request || request.erasedAt) return { verified: false, reason: "closed", message: CLOSED_MESSAGE };
    if (request.phoneVerifiedAt) return { verified: true, verifiedAt: request.phoneVerifiedAt };
    if (request.marketStatus === "rejected" || request.marketStatus === "expired") return { verified: false, reason: "closed", message: CLOSED_MESSAGE };
    const [latest] = await tx
      .select({ id: requestPhoneCodes.id, expiresAt: requestPhoneCodes.expiresAt })
      .from(requestPhoneCodes)
      .where(eq(requestPhoneCodes.quoteRequestId, quoteRequestId))
      .orderBy(desc(requestPhoneCodes.createdAt))
      .limit(1);
    if (!latest) return { verified: false, reason: "none", message: NO_CODE_MESSAGE };
    if (latest.expiresAt <= now) return { verified: false, reason: "expired", message: EXPIRED_CODE_MESSAGE };
    const [tried] = await tx
      .update(requestPhoneCodes)
      .set({ attempts: sql`${requestPhoneCodes.attempts} + 1` })
      .where(and(eq(requestPhoneCodes.id, latest.id), lt(requestPhoneCodes.attempts, PHONE_CODE_MAX_ATTEMPTS), isNull(requestPhoneCodes.verifiedAt)))
      .returning({ attempts: requestPhoneCodes.attempts, codeHash: requestPhoneCodes.codeHash });
    if (!tried) return { verified: false, reason: "used-up", message: USED_UP_MESSAGE };
    if (!sameHash(tried.codeHash, codeHash(key, latest.id, code.trim()))) {
      const triesLeft = PHONE_CODE_MAX_ATTEMPTS - tried.attempts;
      return { verified: false, reason: "wrong", message: wrongCodeMessage(triesLeft), triesLeft };
    }
    await tx.update(requestPhoneCodes).set({ verifiedAt: now }).where(eq(requestPhoneCodes.id, latest.id));
    // Only the first right try of parallel ones stamps and settles; the others wait on the row, then find it stamped.
    const [stamped] = await tx
      .update(quoteRequests)
      .set({ phoneVerifiedAt: now })
      .where(and(eq(quoteRequests.id, quoteRequestId), isNull(quoteRequests.phoneVerifiedAt)))
      .returning({ id: quoteRequests.id });
    if (!stamped) return { verified: true, verifiedAt: now };
    return { verified: true, verifiedAt: now, settlement: await settleQuoteRequest(tx, { id: quoteRequestId, mode, now }) };
  });
  if (outcome.verified && outcome.settlement?.releasedLeadIds.length) signalNewLeads();
  return outcome;
}
