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
import { createHmac } from "node:crypto";
import { appSecret } from "./app-secret.server";
import type { Executor } from "../db/types.server";

const NAME = "limit-key-hmac";
const secretOf = (db: Executor) => appSecret(db, NAME);

/** The stored form of a rate-limit or throttle key. */
export async function limitKey(db: Executor, raw: string): Promise<string> {
  return createHmac("sha256", await secretOf(db))
    .update(raw)
    .digest("base64url");
}
