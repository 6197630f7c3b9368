/**
 * Keyed hashes (HMAC-SHA256) of a homeowner's phone and e-mail, kept as
 * consent proof after an erasure. A plain hash of a phone number is reversed
 * by trying the few billion numbers there are; with a secret key it is not,
 * unless the key leaks too. The key is made by the server at first use and
 * kept in app_secrets, like the VAPID pair (first insert wins, everyone reads
 * the winner's).
 */
import { createHmac, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { appSecrets } from "~/db/schema";
import type { Executor } from "~/db/types.server";

const NAME = "consent-hmac";

export async function consentHmacKey(db: Executor): Promise<string> {
  const read = async () => (await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, NAME)))[0]?.value;
  const existing = await read();
  if (existing) return existing;
  await db
    .insert(appSecrets)
    .values({ name: NAME, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing({ target: appSecrets.name });
  const key = await read();
  if (!key) throw new Error("The consent HMAC key could not be stored.");
  return key;
}

/** The keyed hash of an e-mail (lower-cased) or an E.164 phone number. */
export function keyedHash(key: string, value: string): string {
  return createHmac("sha256", key).update(value.trim().toLowerCase()).digest("hex");
}
