import { and, eq, ne } from "drizzle-orm";
import { sessions, users } from "~/db/schema";
import { hashPassword, passwordPolicyError } from "~/lib/auth/password.server";
import { audit } from "../shared/audit.server";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { DomainError } from "../shared/errors";
import { assertCurrentPassword } from "./current-password.server";
import { clearAccountFailures } from "./sign-in-throttle.server";

/**
 * A signed-in user picks a new password: the current one first, then the
 * policy; every OTHER session of the user ends (a thief's cookie stops
 * working), the one that made the change stays signed in.
 */
export async function changePassword(
  ctx: DomainContext,
  userId: string,
  keepSessionId: string,
  input: { currentPassword: string; password: string },
): Promise<void> {
  const now = nowOf(ctx);
  const user = await assertCurrentPassword(ctx, userId, input.currentPassword);
  const weak = passwordPolicyError(input.password, { email: user.email });
  if (weak) throw new DomainError("invalid_input", weak, { field: "password" });
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
    // Failed guesses were at the old password.
    await clearAccountFailures(tx, user.email);
    await audit(tx, { actorUserId: userId, action: "account.password-changed", entity: "user", entityId: userId }, now);
  });
}
