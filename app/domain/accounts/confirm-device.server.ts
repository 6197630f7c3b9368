import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { INVALID_TOKEN_MESSAGE } from "./errors";
import { rememberDevice } from "./known-devices.server";
import { consumeToken } from "./one-time-tokens.server";
import { DomainError } from "../shared/errors";
import type { IssuedToken } from "./issued-token";

/**
 * The unlock link of a locked account (decision 0011): the browser that opens
 * it and confirms becomes a known device of the account, so it may sign in
 * (with the password) despite the lock. The lock stays for other new
 * browsers; a password reset lifts it everywhere. Works once.
 */
export async function confirmDevice(ctx: DomainContext, token: string, deviceToken: string | undefined): Promise<{ device: IssuedToken }> {
  const now = nowOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const userId = await consumeToken(tx, token, "unlock", now);
    if (!userId) throw new DomainError("invalid_token", INVALID_TOKEN_MESSAGE);
    return { device: await rememberDevice(tx, userId, deviceToken, now) };
  });
}
