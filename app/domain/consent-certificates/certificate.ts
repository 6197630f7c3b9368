/**
 * A consent certificate made, signed and checked: pure functions over node:crypto, the keys passed in
 * (certificate-keys.server.ts keeps them). The exact construction, which scripts/verify-certificate.ts and a buyer's
 * own code repeat:
 *  - each personal value is hashed as base64url(scrypt(utf8(value), salt, 32, N=1024, r=8, p=1)), the salt being 16
 *    random bytes of this certificate (hashes.salt, base64url); the phone as E.164, the e-mail trimmed and lower-cased,
 *    the form as the canonical JSON of its fields (formFields below);
 *  - the signature is Ed25519 over the UTF-8 bytes of canonicalJson(certificate), base64url.
 */
import { createHash, randomBytes, randomUUID, scrypt, sign, verify, type KeyObject } from "node:crypto";
import { site } from "~/config/site";
import type { ConsentVersion } from "~/forms/consent";
import {
  CERTIFICATE_HASH,
  CERTIFICATE_TYPE,
  shownConsentText,
  CERTIFICATE_VERSION,
  type CertificateBody,
  type CertificateVerifyRequest,
  type CertificateVerifyResult,
  type SignedCertificate,
} from "~/forms/consent-certificate";
import { canonicalJson } from "./canonical-json";

export function hashValue(value: string, salt: Buffer): Promise<string> {
  const { N, r, p, keyLength } = CERTIFICATE_HASH;
  return new Promise((resolve, reject) => {
    scrypt(Buffer.from(value, "utf8"), salt, keyLength, { N, r, p }, (error, key) => (error ? reject(error) : resolve(key.toString("base64url"))));
  });
}

/** The page without its query string or fragment: the page is the proof; tracking parameters are not. */
export function pageOf(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return null;
  }
}

export type CertifiedRequest = {
  reference: string;
  source: "form" | "calculator";
  fullName: string;
  email: string;
  phone: string;
  zip: string;
  category: string;
  details: string;
  pros: number;
  answers: Record<string, string>;
  consentVersion: ConsentVersion;
  pageUrl: string | null;
  ip: string | null;
  userAgent: string | null;
  consentedAt: Date;
};

/** The submitted form's fields whose canonical JSON hashes.form covers, as stored (e-mail lower-cased, phone E.164). */
export function formFields(r: CertifiedRequest) {
  return {
    fullName: r.fullName,
    email: r.email,
    phone: r.phone,
    zip: r.zip,
    category: r.category,
    details: r.details,
    pros: r.pros,
    answers: r.answers,
    source: r.source,
    consentVersion: r.consentVersion,
  };
}

export const normalizedEmail = (email: string) => email.trim().toLowerCase();

/** The certificate of one request, unsigned (signCertificate adds the signature). */
export async function buildCertificate(r: CertifiedRequest, keyId: string, now: Date, salt: Buffer = randomBytes(16)): Promise<CertificateBody> {
  const text = shownConsentText(r.pros, r.consentVersion);
  const [phone, email, ip, userAgent, form] = await Promise.all([
    hashValue(r.phone, salt),
    hashValue(normalizedEmail(r.email), salt),
    r.ip ? hashValue(r.ip, salt) : null,
    r.userAgent ? hashValue(r.userAgent, salt) : null,
    hashValue(canonicalJson(formFields(r)), salt),
  ]);
  return {
    type: CERTIFICATE_TYPE,
    version: CERTIFICATE_VERSION,
    id: randomUUID(),
    keyId,
    issuedAt: now.toISOString(),
    consentedAt: r.consentedAt.toISOString(),
    reference: r.reference,
    source: r.source,
    seller: site.name,
    pageUrl: pageOf(r.pageUrl),
    consent: { textVersion: r.consentVersion, text, textSha256: createHash("sha256").update(text, "utf8").digest("hex"), prosAgreed: r.pros },
    hashes: { ...CERTIFICATE_HASH, salt: salt.toString("base64url"), phone, email, ip, userAgent, form },
  };
}

export function signCertificate(certificate: CertificateBody, privateKey: KeyObject): SignedCertificate {
  const value = sign(null, Buffer.from(canonicalJson(certificate), "utf8"), privateKey).toString("base64url");
  return { certificate, signature: { algorithm: "Ed25519", keyId: certificate.keyId, value } };
}

/** Whether a platform key (by kid) signed exactly this certificate. Never throws on a malformed signature. */
export function verifyCertificate(signed: CertificateVerifyRequest, publicKeys: ReadonlyMap<string, KeyObject>): CertificateVerifyResult {
  const { certificate, signature } = signed;
  const certificateId = typeof certificate.id === "string" ? certificate.id : null;
  const answer = (genuine: boolean, reason: CertificateVerifyResult["reason"]): CertificateVerifyResult => ({
    genuine,
    reason,
    keyId: signature.keyId,
    certificateId,
  });
  if (signature.algorithm !== "Ed25519") return answer(false, "unsupported_algorithm");
  const key = publicKeys.get(signature.keyId);
  if (!key) return answer(false, "unknown_key");
  if (certificate.keyId !== signature.keyId) return answer(false, "key_mismatch");
  let valid = false;
  try {
    const bytes = Buffer.from(signature.value, "base64url");
    valid = bytes.length === 64 && verify(null, Buffer.from(canonicalJson(certificate), "utf8"), key, bytes);
  } catch {
    valid = false;
  }
  return answer(valid, valid ? "valid" : "bad_signature");
}

/** Whether a phone or e-mail the buyer holds is the one the certificate hashed (normalized as buildCertificate does). */
export async function matchesHash(certificate: CertificateBody, field: "phone" | "email", value: string): Promise<boolean> {
  const salt = Buffer.from(certificate.hashes.salt, "base64url");
  return (await hashValue(field === "email" ? normalizedEmail(value) : value.trim(), salt)) === certificate.hashes[field];
}
