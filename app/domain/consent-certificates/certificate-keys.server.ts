/**
 * The platform's Ed25519 keys that sign consent certificates, kept in app_secrets as the other secrets the server
 * makes for itself (the VAPID pair, the consent HMAC key): made at first use, the first insert wins and every
 * process reads the winner's.
 *  - `consent-certificate-key`: the current key, {keyId, privateKey (PKCS#8 PEM), publicKey (SPKI PEM)};
 *  - `consent-certificate-key:retired:<keyId>`: a key no longer signing, {keyId, publicKey}, kept so the certificates
 *    it signed still verify. Rotating (docs/api.md): move the current row's public half to a retired row and delete
 *    the current row, in one transaction; the next certificate makes a new key.
 * The key id is "thp-" + the first 16 base64url characters of SHA-256 of the raw public key.
 */
import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from "node:crypto";
import { eq, like, or } from "drizzle-orm";
import { appSecrets } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import type { CertificatePublicKeys } from "~/forms/consent-certificate";

const CURRENT = "consent-certificate-key";
const RETIRED = `${CURRENT}:retired:`;
/** A site retires a key a few times in its life; the list is bounded anyway. */
const MAX_KEYS = 50;

type Stored = { keyId: string; privateKey?: string; publicKey: string };

export function keyIdOf(publicKey: KeyObject): string {
  const raw = Buffer.from(publicKey.export({ format: "jwk" }).x ?? "", "base64url");
  return `thp-${createHash("sha256").update(raw).digest("base64url").slice(0, 16)}`;
}

function newKey(): Stored {
  const { privateKey, publicKey } = generateKeyPairSync("ed25519");
  return {
    keyId: keyIdOf(publicKey),
    privateKey: privateKey.export({ format: "pem", type: "pkcs8" }).toString(),
    publicKey: publicKey.export({ format: "pem", type: "spki" }).toString(),
  };
}

async function readCurrent(db: Executor): Promise<Stored | undefined> {
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, CURRENT));
  return row ? (JSON.parse(row.value) as Stored) : undefined;
}

/** The key that signs new certificates; made first if there is none. */
export async function signingKey(db: Executor): Promise<{ keyId: string; privateKey: KeyObject }> {
  let current = await readCurrent(db);
  if (!current) {
    await db
      .insert(appSecrets)
      .values({ name: CURRENT, value: JSON.stringify(newKey()) })
      .onConflictDoNothing({ target: appSecrets.name });
    current = await readCurrent(db);
  }
  if (!current?.privateKey) throw new Error("The certificate signing key could not be stored.");
  return { keyId: current.keyId, privateKey: createPrivateKey(current.privateKey) };
}

/** Every key that signed certificates, current first, by key id. */
export async function publicKeys(db: Executor): Promise<Map<string, KeyObject>> {
  const rows = await db
    .select({ name: appSecrets.name, value: appSecrets.value })
    .from(appSecrets)
    .where(or(eq(appSecrets.name, CURRENT), like(appSecrets.name, `${RETIRED}%`)))
    .limit(MAX_KEYS);
  const ordered = rows.toSorted((a, b) => Number(b.name === CURRENT) - Number(a.name === CURRENT) || a.name.localeCompare(b.name));
  return new Map(
    ordered.map((row) => {
      const stored = JSON.parse(row.value) as Stored;
      return [stored.keyId, createPublicKey(stored.publicKey)] as const;
    }),
  );
}

/** The published form (a JWK Set); with no key yet, the current one is made so the set is never empty. */
export async function publishedKeys(db: Executor): Promise<CertificatePublicKeys> {
  let keys = await publicKeys(db);
  if (keys.size === 0) {
    await signingKey(db);
    keys = await publicKeys(db);
  }
  return { keys: [...keys].map(([kid, key]) => ({ kty: "OKP", crv: "Ed25519", x: key.export({ format: "jwk" }).x ?? "", kid, use: "sig", alg: "EdDSA" })) };
}

/** Rotation (docs/api.md): the current key retires, keeping its public half; the next certificate makes a new key. */
export async function retireSigningKey(db: Executor): Promise<void> {
  const current = await readCurrent(db);
  if (!current) return;
  await db
    .insert(appSecrets)
    .values({ name: `${RETIRED}${current.keyId}`, value: JSON.stringify({ keyId: current.keyId, publicKey: current.publicKey }) })
    .onConflictDoNothing({ target: appSecrets.name });
  await db.delete(appSecrets).where(eq(appSecrets.name, CURRENT));
}
