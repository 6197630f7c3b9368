import { createHash, randomBytes } from "node:crypto";

/**
 * API keys: "thp_live_" + 32 random bytes in base64url (256 bits). The prefix
 * makes a leaked key recognisable to secret scanners and to its owner.
 *
 * Only sha256(key) is stored. A plain hash (not a password hash) is right
 * here: the key is random and 256 bits long, so it cannot be guessed from its
 * hash, and looking a key up by its hash needs a deterministic function.
 */
export const API_KEY_PREFIX = "thp_live_";
const KEY_PATTERN = /^thp_live_[A-Za-z0-9_-]{43}$/;
/** Characters of the key kept in clear for the owner's list: the prefix and 6 more. */
const SHOWN_PREFIX_LENGTH = API_KEY_PREFIX.length + 6;

export function generateApiKey(): { key: string; prefix: string; keyHash: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
  return { key, prefix: key.slice(0, SHOWN_PREFIX_LENGTH), keyHash: hashApiKey(key) };
}

export function hashApiKey(key: string): string {
  return createHash("sha256").update(key, "utf8").digest("hex");
}

/** A cheap shape check before touching the database. */
export function looksLikeApiKey(value: string): boolean {
  return KEY_PATTERN.test(value);
}
