import { and, eq, isNull, sql } from "drizzle-orm";
import { recoveryCodes, users } from "~/db/schema";
import { newRecoveryCodes, newTotpSecret, qrSvg, totpUri, verifyTotp } from "~/lib/auth/totp.server";
import { hitRateLimit } from "~/lib/rate-limit.server";
import { audit } from "../shared/audit.server";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { DomainError } from "../shared/errors";
import { assertCurrentPassword } from "./current-password.server";

export type TwoFactorState = {
  enabled: boolean;
  /** While enrolment waits for its first code: what the page shows to scan. */
  enrolment?: { secret: string; qrSvg: string };
  recoveryCodesLeft: number;
  /** Admins cannot turn it off while the setting requires it. */
  required: boolean;
};

export const twoFactorRequired = (ctx: DomainContext, role: string): boolean => role === "admin" && ctx.env.ADMIN_TWO_FACTOR === "required";

export async function twoFactorState(ctx: DomainContext, userId: string): Promise<TwoFactorState> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new DomainError("not_found", "This account could not be found.");
  const [left] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  const pending =
    user.totpSecret && !user.totpEnabledAt ? { secret: user.totpSecret, qrSvg: await qrSvg(await totpUri(user.totpSecret, user.email)) } : undefined;
  return { enabled: Boolean(user.totpEnabledAt), enrolment: pending, recoveryCodesLeft: left?.n ?? 0, required: twoFactorRequired(ctx, user.role) };
}

/** Enrolment starts (password asked again): a fresh secret waits, unused, until the first code from the app is right. */
export async function startTwoFactor(ctx: DomainContext, userId: string, currentPassword: string): Promise<void> {
  const user = await assertCurrentPassword(ctx, userId, currentPassword);
  if (user.totpEnabledAt) throw new DomainError("invalid_input", "Two-factor sign-in is already on.");
  await ctx.db
    .update(users)
    .set({ totpSecret: await newTotpSecret(), totpLastStep: null })
    .where(eq(users.id, userId));
}

/** Codes tried while setting it up, per user: enough for a slow typist, far too few to guess a 6-digit code. */
const SETUP_CODE_LIMIT = { max: 5, windowSeconds: 15 * 60 };
export const SETUP_TOO_MANY_CODES_MESSAGE = "Too many wrong codes. Please wait 15 minutes, then try the newest code from your app.";

/**
 * The first right code turns it on and returns ten recovery codes, shown this once (only their hashes are kept).
 * Each try counts against the user's window first, in one atomic upsert, so parallel guesses cannot pass the limit.
 */
export async function confirmTwoFactor(ctx: DomainContext, userId: string, code: string): Promise<{ recoveryCodes: string[] }> {
  const now = nowOf(ctx);
  const limit = await hitRateLimit(ctx.db, `two-factor-setup:${userId}`, SETUP_CODE_LIMIT, now);
  if (!limit.allowed) throw new DomainError("rate_limited", SETUP_TOO_MANY_CODES_MESSAGE, { field: "code" });
  return ctx.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
    if (!user?.totpSecret || user.totpEnabledAt) throw new DomainError("invalid_input", "Please start the set-up again.");
    const step = await verifyTotp(user.totpSecret, code, now, null);
    if (step === undefined)
      throw new DomainError("invalid_input", "This code is not right. Check the time on your phone and try the newest code.", { field: "code" });
    await tx.update(users).set({ totpEnabledAt: now, totpLastStep: step }).where(eq(users.id, userId));
    const fresh = newRecoveryCodes();
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(fresh.hashes.map((codeHash) => ({ userId, codeHash, createdAt: now })));
    await audit(tx, { actorUserId: userId, action: "account.two-factor-on", entity: "user", entityId: userId }, now);
    return { recoveryCodes: fresh.codes };
  });
}

/**
 * Off again; an admin cannot while the setting requires it. The caller has
 * made the session confirm who it is (app/web/require-fresh-identity.server.ts).
 */
export async function disableTwoFactor(ctx: DomainContext, userId: string): Promise<void> {
  const now = nowOf(ctx);
  const [user] = await ctx.db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (!user) throw new DomainError("not_found", "This account could not be found.");
  if (twoFactorRequired(ctx, user.role)) throw new DomainError("forbidden", "Two-factor sign-in is required for admins.");
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null }).where(eq(users.id, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await audit(tx, { actorUserId: userId, action: "account.two-factor-off", entity: "user", entityId: userId }, now);
  });
}

/** True when this user must enrol before anything else opens (an admin without it while it is required). */
export async function mustEnrolTwoFactor(ctx: DomainContext, userId: string, role: string): Promise<boolean> {
  if (!twoFactorRequired(ctx, role)) return false;
  const [user] = await ctx.db.select({ enabledAt: users.totpEnabledAt }).from(users).where(eq(users.id, userId));
  return !user?.enabledAt;
}

/** Two-factor sign-in on with a given secret and no recovery codes: for the demo seed, whose e2e tests must know the secret. */
export async function enrolWithKnownSecret(ctx: DomainContext, userId: string, secret: string): Promise<void> {
  await ctx.db
    .update(users)
    .set({ totpSecret: secret, totpEnabledAt: nowOf(ctx), totpLastStep: null })
    .where(eq(users.id, userId));
}
