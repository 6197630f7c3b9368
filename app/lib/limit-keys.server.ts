/**
 * The keys rate limits and sign-in throttles are stored under: an HMAC-SHA256
 * of the bucket ("privacy:<e-mail>", "login-ip:<address>", an e-mail as typed
 * at sign-in…) with a server secret, so those tables hold no e-mail, phone or
 * IP address (a plain hash of an e-mail or a phone number is reversed by
 * trying them). The secret is made by the server at first use and kept in
 * app_secrets like the VAPID pair and the consent key (first insert wins,
 * every process reads the winner's), and read once per database handle: it
 * never changes, so the limits behave exactly as with the raw keys.
 */
import { createHmac, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { appSecrets } from "../db/schema";
import type { Executor } from "../db/types.server";

const NAME = "limit-key-hmac";
const secrets = new WeakMap<object, Promise<string>>();

async function loadSecret(db: Executor): Promise<string> {
  const read = async () => (await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, NAME)))[0]?.value;
  const existing = await read();
  if (existing) return existing;
  await db.insert(appSecrets).values({ name: NAME, value: randomBytes(32).toString("base64url") }).onConflictDoNothing({ target: appSecrets.name });
  const stored = await read();
  if (!stored) throw new Error("The rate-limit key secret could not be stored.");
  return stored;
}

function secretOf(db: Executor): Promise<string> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = loadSecret(db);
    secrets.set(db, secret);
    // A failed read (the database was down) is tried again next time, not remembered.
    secret.catch(() => secrets.delete(db));
  }
  return secret;
}

/** The stored form of a rate-limit or throttle key. */
export async function limitKey(db: Executor, raw: string): Promise<string> {
  return createHmac("sha256", await secretOf(db)).update(raw).digest("base64url");
}
