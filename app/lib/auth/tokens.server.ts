import { createHash, randomBytes } from "node:crypto";

/** A 32-byte random token for a cookie or a link, and the sha256 hex that is all the database keeps. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}

/** The shape of every token newToken makes (43 base64url characters): anything else was not issued here, and costs no query. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
