import { and, eq, isNull } from "drizzle-orm";
import { recoveryCodes, users } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import { hashRecoveryCode, verifyTotp } from "~/lib/auth/totp.server";

/**
 * A second factor given now: a TOTP code of a step later than the last one
 * used (RFC 6238 §5.2, also under two answers at once), or an unused recovery
 * code, used up here. False when neither; the caller counts the failure.
 */
export async function useSecondFactor(
  db: Executor,
  user: { id: string; totpSecret: string; totpLastStep: number | null },
  code: string,
  now: Date,
): Promise<boolean> {
  const digits = code.replace(/\s/g, "");
  const step = /^\d{6}$/.test(digits) ? await verifyTotp(user.totpSecret, digits, now, user.totpLastStep) : undefined;
  if (step !== undefined) {
    const [moved] = await db
      .update(users)
      .set({ totpLastStep: step })
      .where(and(eq(users.id, user.id), user.totpLastStep === null ? isNull(users.totpLastStep) : eq(users.totpLastStep, user.totpLastStep)))
      .returning({ id: users.id });
    return Boolean(moved);
  }
  const [used] = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.userId, user.id), eq(recoveryCodes.codeHash, hashRecoveryCode(code)), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return Boolean(used);
}
