import { eq } from "drizzle-orm";
import { users } from "~/db/schema";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { rememberDevice } from "./known-devices.server";
import { createSession, type SessionUser } from "./sessions.server";
import type { IssuedToken } from "./issued-token";

export type FixtureSession = { user: SessionUser; session: IssuedToken; device: IssuedToken };

/**
 * The end-to-end tests' shortcut past /login: the session a sign-in opens at
 * its last step (after the password, and after the code for an account with
 * two-factor sign-in: sign-in-challenge.server.ts), for the account with this
 * e-mail, without asking for either. Like a real sign-in it does not confirm
 * identity ("Confirm it's you" still asks) and remembers the browser as a
 * known device. Null when no account has the e-mail.
 *
 * Nothing in the production server reaches this: only the e2e entry point
 * (scripts/e2e-app.ts) mounts the HTTP face that calls it
 * (app/server/e2e-session-fixture.server.ts); decision 0045.
 */
export async function openFixtureSession(ctx: DomainContext, email: string): Promise<FixtureSession | null> {
  const now = nowOf(ctx);
  const [user] = await ctx.db
    .select({ id: users.id, email: users.email, role: users.role, contractorId: users.contractorId })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  if (!user) return null;
  return ctx.db.transaction(async (tx) => ({
    user,
    session: await createSession(tx, { now }, user.id),
    device: await rememberDevice(tx, user.id, undefined, now),
  }));
}
