import { eq } from "drizzle-orm";
import { z } from "zod";
import { users } from "~/db/schema";
import { assertPasswordPolicy, hashPassword } from "~/lib/auth/password.server";
import type { Executor } from "~/db/types.server";
import { DomainError } from "../shared/errors";

/**
 * Create an admin, or set the password of an existing admin with that e-mail
 * (so the command can also recover a lost admin password). A contractor's
 * e-mail is refused.
 */
export async function createAdmin(db: Executor, input: { email: string; password: string }): Promise<{ userId: string; created: boolean }> {
  const email = z.email().safeParse(input.email.trim().toLowerCase());
  if (!email.success) throw new DomainError("invalid_input", "Please enter a valid e-mail address.");
  assertPasswordPolicy(input.password, { email: email.data });
  const passwordHash = await hashPassword(input.password);
  const [existing] = await db.select().from(users).where(eq(users.email, email.data));
  if (existing) {
    if (existing.role !== "admin") throw new DomainError("email_taken", "A contractor account uses this e-mail.");
    await db.update(users).set({ passwordHash, failedLogins: 0, lockedUntil: null }).where(eq(users.id, existing.id));
    return { userId: existing.id, created: false };
  }
  const [row] = await db.insert(users).values({ email: email.data, role: "admin", passwordHash }).returning({ id: users.id });
  if (!row) throw new Error("user insert returned no row");
  return { userId: row.id, created: true };
}
