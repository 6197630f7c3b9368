import { eq } from "drizzle-orm";
import { textOptOuts } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import { consentHmacKey, keyedHash } from "./consent-hmac.server";

/**
 * For the SMS sender: whether a number replied STOP (and not START since).
 * The keyed-hash key is read once per checker, i.e. once per delivery batch.
 */
export function textOptOutChecker(db: Executor): (phone: string) => Promise<boolean> {
  let key: Promise<string> | undefined;
  return async (phone) => {
    key ??= consentHmacKey(db);
    const hmac = keyedHash(await key, phone);
    return (await db.select({ at: textOptOuts.optedOutAt }).from(textOptOuts).where(eq(textOptOuts.phoneHmac, hmac)).limit(1)).length > 0;
  };
}
