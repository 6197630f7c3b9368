import { eq } from "drizzle-orm";
import { users } from "~/db/schema";
import { verifyPassword } from "~/lib/auth/password.server";
import { hitRateLimit, refundRateLimit } from "~/lib/rate-limit.server";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { DomainError } from "../shared/errors";

const WINDOW = { max: 10, windowSeconds: 15 * 60 };
export const WRONG_PASSWORD_MESSAGE = "Your current password is not right.";

/**
 * The password asked again before a sensitive change (new password, two-factor
 * on or off). Wrong answers are counted per user, so a borrowed session cannot
 * try passwords without limit; a right one gives its count back.
 */
export async function assertCurrentPassword(ctx: DomainContext, userId: string, password: string) {
  const now = nowOf(ctx);
  const key = `current-password:${userId}`;
  const limit = await hitRateLimit(ctx.db, key, WINDOW, now);
  if (!limit.allowed) throw new DomainError("rate_limited", "Too many wrong passwords. Please wait a few minutes and try again.");
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new DomainError("not_found", "This account could not be found.");
  if (!user.passwordHash || !(await verifyPassword(password, user.passwordHash))) {
    throw new DomainError("invalid_input", WRONG_PASSWORD_MESSAGE, { field: "currentPassword" });
  }
  await refundRateLimit(ctx.db, key, WINDOW, now);
  return user;
}
