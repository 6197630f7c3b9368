import { eq } from "drizzle-orm";
import { z } from "zod";
import { users } from "~/db/schema";
import { assertPasswordPolicy, hashPassword } from "~/lib/auth/password.server";
import type { Executor } from "~/db/types.server";
import { DomainError } from "../shared/errors";
import { clearAccountFailures } from "./sign-in-throttle.server";

/**
 * Create an admin, or set the password of an existing admin with that e-mail
 * (so the command can also recover a lost admin password). A contractor's
 * e-mail is refused.
 */
export async function createAdmin(db: Executor, input: { email: string; password: string }): Promise<{ userId: string; created: boolean }> {
  const email = checkAdminInput(input);
  const passwordHash = await hashPassword(input.password);
  const [existing] = await db.select().from(users).where(eq(users.email, email));
  if (existing) {
    if (existing.role !== "admin") throw new DomainError("email_taken", "A contractor account uses this e-mail.");
    await db.update(users).set({ passwordHash }).where(eq(users.id, existing.id));
    // A new password, like a reset: sign-in counters and a new-device lock of this e-mail end.
    await clearAccountFailures(db, email);
    return { userId: existing.id, created: false };
  }
  const [row] = await db.insert(users).values({ email, role: "admin", passwordHash }).returning({ id: users.id });
  if (!row) throw new Error("user insert returned no row");
  return { userId: row.id, created: true };
}

/**
 * The e-mail (trimmed, lower-cased) when the input is acceptable; otherwise
 * throws AccountError (bad e-mail) or PasswordPolicyError. Needs no database,
 * so `npm run admin:create` refuses bad input before it opens one.
 */
export function checkAdminInput(input: { email: string; password: string }): string {
  const email = z.email().safeParse(input.email.trim().toLowerCase());
  if (!email.success) throw new DomainError("invalid_input", "Please enter a valid e-mail address.");
  assertPasswordPolicy(input.password, { email: email.data });
  return email.data;
}
