import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";
import pLimit from "p-limit";
import { isCommonPassword } from "./common-passwords";

/**
 * Password hashing with node:crypto scrypt (N=2^17, r=8, p=1: OWASP's
 * recommended minimum), a 16-byte random salt and a 32-byte key, encoded
 * `scrypt$N$r$p$salt$hash` (base64url) so parameters can be raised later and
 * old hashes still verify. See docs/decisions/0006-sessions-on-primitives.md.
 */

const N = 2 ** 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

/**
 * One hash at a time per process. Each holds 128 MiB while it runs, and libuv runs four at a time: a few sign-ins
 * together took the server from ~310 to ~820 MB resident (bench:scale signs its contractors in at once).
 * Two at once still doubled a PostgreSQL web process (253 → 509 MB) once its idle footprint came down. One keeps
 * the peak at +128 MiB and leaves the second CPU of a small machine to serve pages; a sign-in behind another waits
 * one hash (~0.1-0.3 s), which a burst of sign-ins can afford and a page load cannot.
 */
export const SCRYPT_CONCURRENCY = 1;
const hashSlots = pLimit(SCRYPT_CONCURRENCY);

function scrypt(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; Node's default cap (32 MiB) is below that for N=2^17.
  const options: ScryptOptions = { N: n, r, p, maxmem: 256 * n * r };
  return hashSlots(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scryptCallback(password.normalize("NFKC"), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

/** How many hashes are running and waiting now (tests). */
export const scryptLoad = () => ({ active: hashSlots.activeCount, pending: hashSlots.pendingCount });

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, N, R, P);
  return `scrypt$${N}$${R}$${P}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

/** Constant-time comparison; false for any malformed hash. */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const parts = encoded.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [n, r, p] = parts.slice(1, 4).map(Number);
  if (!n || !r || !p || n > 2 ** 20 || r > 32 || p > 16) return false;
  const salt = Buffer.from(parts[4] ?? "", "base64url");
  const expected = Buffer.from(parts[5] ?? "", "base64url");
  if (salt.length === 0 || expected.length !== KEY_LENGTH) return false;
  const actual = await scrypt(password, salt, n, r, p);
  return timingSafeEqual(actual, expected);
}

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;

export const passwordPolicyMessages = {
  tooShort: `Use at least ${PASSWORD_MIN} characters.`,
  tooLong: `Use at most ${PASSWORD_MAX} characters.`,
  common: "This password is too common. Please choose another one.",
} as const;

/**
 * OWASP ASVS 6.2: length 12..128 (counted in code points), no composition
 * rules, refused when it is a common password. Returns the message to show,
 * or undefined when the password is acceptable.
 */
export function passwordPolicyError(password: string, context: { email?: string } = {}): string | undefined {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return passwordPolicyMessages.tooShort;
  if (length > PASSWORD_MAX) return passwordPolicyMessages.tooLong;
  if (isCommonPassword(password)) return passwordPolicyMessages.common;
  const local = context.email?.split("@")[0]?.toLowerCase();
  if (local && local.length >= 4 && password.toLowerCase() === context.email?.toLowerCase()) return passwordPolicyMessages.common;
  return undefined;
}

export class PasswordPolicyError extends Error {
  readonly code = "weak_password";
  readonly status = 400;
  override readonly name = "PasswordPolicyError";
}

export function assertPasswordPolicy(password: string, context: { email?: string } = {}): void {
  const message = passwordPolicyError(password, context);
  if (message) throw new PasswordPolicyError(message);
}
