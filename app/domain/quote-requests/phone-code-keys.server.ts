/**
 * The secret behind a request's phone codes (decision 0048): codes and numbers are stored as HMACs with it, and the
 * confirmation page's key is one, so only the browser that sent the request (redirected with the key) can ask for or
 * enter codes. The reference alone is not enough: it is read out to pros over the phone. Made at first use and kept
 * in app_secrets, like the consent HMAC key (first insert wins, everyone reads the winner's).
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { appSecrets } from "~/db/schema";
import type { Executor } from "~/db/types.server";

const NAME = "request-phone-code-hmac";

export async function phoneCodeKey(db: Executor): Promise<string> {
  const read = async () => (await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, NAME)))[0]?.value;
  const existing = await read();
  if (existing) return existing;
  await db
    .insert(appSecrets)
    .values({ name: NAME, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing({ target: appSecrets.name });
  const key = await read();
  if (!key) throw new Error("The phone code key could not be stored.");
  return key;
}

const hmac = (key: string, purpose: string, value: string) => createHmac("sha256", key).update(`${purpose}:${value}`).digest("hex");

/** A code's hash, bound to its row: the same 6 digits hash differently on every code. */
export const codeHash = (key: string, codeId: string, code: string): string => hmac(key, "code", `${codeId}:${code}`);

/** The number's hash (E.164), what the per-number limit counts. */
export const phoneHash = (key: string, phone: string): string => hmac(key, "phone", phone.trim());

/** The confirmation page's key for a reference (in its URL after the redirect). */
export const pageKey = (key: string, reference: string): string => hmac(key, "page", reference).slice(0, 32);

/** Whether two hex hashes are equal, in constant time. */
export function sameHash(a: string, b: string): boolean {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Whether `given` is the page key of `reference`. */
export async function isPageKey(db: Executor, reference: string, given: string | null | undefined): Promise<boolean> {
  if (!given || !/^[0-9a-f]{32}$/.test(given)) return false;
  return sameHash(pageKey(await phoneCodeKey(db), reference), given);
}

/** The confirmation page's address with its key. */
export async function confirmationPath(db: Executor, reference: string): Promise<string> {
  const key = pageKey(await phoneCodeKey(db), reference);
  return `/get-quotes/confirmation?ref=${encodeURIComponent(reference)}&key=${key}`;
}
