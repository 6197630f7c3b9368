/**
 * The browser's side of Web Push, for tests: a subscription's key pair (an
 * ECDH P-256 key and a 16-byte auth secret, as PushManager.subscribe makes),
 * decrypting what the push service received (aes128gcm, RFC 8291, through
 * http_ece), and checking the VAPID Authorization header (RFC 8292) as a push
 * service does: an ES256 JWT signed by the key the header names.
 */
import { createECDH, createPublicKey, randomBytes, verify } from "node:crypto";
import { decrypt } from "http_ece";

export type BrowserKeys = { p256dh: string; auth: string; decrypt(body: Buffer): string };

export function makeBrowserKeys(): BrowserKeys {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    p256dh: ecdh.getPublicKey().toString("base64url"),
    auth: auth.toString("base64url"),
    decrypt: (body) => decrypt(body, { version: "aes128gcm", privateKey: ecdh, authSecret: auth }).toString("utf8"),
  };
}

export type VapidClaims = { aud: string; exp: number; sub: string };

/** The claims of a `vapid t=<jwt>, k=<key>` header whose JWT verifies with `k`; throws otherwise. */
export function verifyVapid(authorization: string | undefined): { key: string; claims: VapidClaims } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? "");
  if (!match) throw new Error(`Not a VAPID Authorization header: ${authorization}`);
  const [, token, key] = match as unknown as [string, string, string];
  const [header, payload, signature] = token.split(".") as [string, string, string];
  if (JSON.parse(Buffer.from(header, "base64url").toString()).alg !== "ES256") throw new Error("The JWT is not ES256");
  const point = Buffer.from(key, "base64url");
  if (point.length !== 65 || point[0] !== 4) throw new Error("k is not an uncompressed P-256 point");
  const publicKey = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: point.subarray(1, 33).toString("base64url"), y: point.subarray(33).toString("base64url") },
    format: "jwk",
  });
  const ok = verify("sha256", Buffer.from(`${header}.${payload}`), { key: publicKey, dsaEncoding: "ieee-p1363" }, Buffer.from(signature, "base64url"));
  if (!ok) throw new Error("The VAPID JWT's signature does not verify with k");
  return { key, claims: JSON.parse(Buffer.from(payload, "base64url").toString()) as VapidClaims };
}
