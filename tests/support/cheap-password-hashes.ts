/**
 * For suites that make hundreds of password checks: at scrypt N=2^17 they take minutes on a busy machine. New
 * hashes use N=2^10 instead; verifyPassword reads N from the hash, so the real check runs, only cheaper (the cost
 * itself is tested in auth.test.ts). Use it as vi.mock's factory, which Vitest hoists above the imports:
 *   vi.mock("~/lib/auth/password.server", async (original) => (await import("../../support/cheap-password-hashes")).cheapPasswordHashes(original));
 */
import { randomBytes, scryptSync } from "node:crypto";

type PasswordModule = typeof import("~/lib/auth/password.server");

export async function cheapPasswordHashes(importOriginal: <T = PasswordModule>() => Promise<T>): Promise<PasswordModule> {
  return {
    ...(await importOriginal<PasswordModule>()),
    hashPassword: async (password: string) => {
      const salt = randomBytes(16);
      const key = scryptSync(password.normalize("NFKC"), salt, 32, { N: 1024, r: 8, p: 1 });
      return `scrypt$1024$8$1$${salt.toString("base64url")}$${key.toString("base64url")}`;
    },
  };
}
