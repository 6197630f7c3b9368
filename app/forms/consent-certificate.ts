/**
 * The consent certificate's contract (docs/api.md "Consent certificates"): what a certificate holds, the
 * signed envelope the buyer gets (dashboard, REST API, webhook), the verify endpoint's request and answer, and the
 * published public keys. /api/v1/openapi.json is generated from these; the domain (domain/consent-certificates) builds
 * the shapes. The exact hash construction is documented here, where a buyer's developer reads it.
 */
import { z } from "zod";
import { consentText, type ConsentVersion } from "./consent";

/** The consent text as the homeowner read it: the form renders `[label](/path)` as the link's words. */
export function shownConsentText(pros: number, version: ConsentVersion): string {
  return consentText(pros, version).replace(/\[([^\]]+)\]\([^)]+\)/g, "$1");
}

export const CERTIFICATE_TYPE = "consent-certificate";
export const CERTIFICATE_VERSION = 1;

/**
 * How the personal values are hashed: scrypt (RFC 7914) of the UTF-8 value with the certificate's own random salt.
 * The buyer, who knows the phone they bought, recomputes it in one call; a salted plain SHA-256 would let anyone
 * holding the certificate try all ten billion US numbers in seconds, scrypt's cost makes that CPU-years.
 */
export const CERTIFICATE_HASH = { algorithm: "scrypt", N: 1024, r: 8, p: 1, keyLength: 32 } as const;

const b64url = (description: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .meta({ description });
const hash = (description: string) => b64url(`base64url(scrypt(${description}, salt)) with hashes' parameters.`);

export const certificateHashesSchema = z
  .object({
    algorithm: z.literal(CERTIFICATE_HASH.algorithm),
    N: z.literal(CERTIFICATE_HASH.N),
    r: z.literal(CERTIFICATE_HASH.r),
    p: z.literal(CERTIFICATE_HASH.p),
    keyLength: z.literal(CERTIFICATE_HASH.keyLength),
    salt: b64url("16 random bytes made for this certificate alone, base64url: scrypt's salt (the decoded bytes)."),
    phone: hash("the phone number in E.164, e.g. +12125550123"),
    email: hash("the e-mail address, trimmed and lower-cased"),
    ip: hash("the client's IP address as the server saw it").nullable(),
    userAgent: hash("the browser's User-Agent header").nullable(),
    form: hash(
      "the canonical JSON (RFC 8785) of the submitted form's fields: fullName, email, phone, zip, category, details, pros, answers, source, consentVersion",
    ),
  })
  .meta({ description: "Salted scrypt hashes of the personal values: none of them is in the certificate itself." });

export const certificateBodySchema = z
  .object({
    type: z.literal(CERTIFICATE_TYPE),
    version: z.literal(CERTIFICATE_VERSION),
    id: z.guid().meta({ description: "The certificate's id." }),
    keyId: z.string().meta({ description: "The platform key that signed it; the same as signature.keyId." }),
    issuedAt: z.iso.datetime().meta({ description: "When the platform signed it (the request's storage)." }),
    consentedAt: z.iso.datetime().meta({ description: "When the homeowner sent the form with the consent box checked." }),
    reference: z.string().meta({ description: "The quote request's reference (THP-…), as on the purchase." }),
    source: z.enum(["form", "calculator"]).meta({ description: 'The quote form, or a calculator\'s "Connect with Local Contractors".' }),
    seller: z.string().meta({ description: "The company named in the consent text." }),
    pageUrl: z.string().nullable().meta({ description: "The page the form was on, without its query string or fragment." }),
    consent: z.object({
      textVersion: z.string().meta({ description: "The consent text's version (app/forms/consent.ts)." }),
      text: z.string().meta({ description: "The consent text exactly as shown next to the box (links as their words)." }),
      textSha256: z
        .string()
        .regex(/^[0-9a-f]{64}$/)
        .meta({ description: "SHA-256 (hex) of the UTF-8 bytes of text." }),
      prosAgreed: z.int().min(1).max(3).meta({ description: "How many contractors the homeowner agreed may contact them." }),
    }),
    hashes: certificateHashesSchema,
  })
  .meta({ description: "What the homeowner agreed to, when and where; signed as its canonical JSON (RFC 8785)." });

export const certificateSignatureSchema = z.object({
  algorithm: z.literal("Ed25519"),
  keyId: z.string().meta({ description: "Find the public key with this kid at GET /api/v1/certificates/public-key." }),
  value: b64url("base64url Ed25519 signature over the UTF-8 bytes of the canonical JSON (RFC 8785) of certificate."),
});

export const signedCertificateSchema = z
  .object({ certificate: certificateBodySchema, signature: certificateSignatureSchema })
  .meta({ description: "A consent certificate and the platform's signature over it." });

export const certificateEnvelopeSchema = z.object({ consentCertificate: signedCertificateSchema });

/** POST /api/v1/certificates/verify: any JSON object as the certificate, so that an edited one answers `genuine: false`, not 400. */
export const certificateVerifyRequestSchema = z
  .object({
    certificate: z.looseObject({}).meta({ description: "The certificate as received (any key order or formatting)." }),
    signature: z.object({ algorithm: z.string(), keyId: z.string().max(200), value: z.string().max(200) }),
  })
  .meta({ description: "A signed certificate as the API, the webhook or the dashboard's JSON gave it." });

export const VERIFY_REASONS = ["valid", "unknown_key", "key_mismatch", "bad_signature", "unsupported_algorithm"] as const;
export type VerifyReason = (typeof VERIFY_REASONS)[number];

export const certificateVerifyResultSchema = z.object({
  genuine: z.boolean().meta({ description: "true only when a platform key signed exactly this certificate." }),
  reason: z.enum(VERIFY_REASONS).meta({
    description:
      "valid; unknown_key (no platform key has this kid); key_mismatch (certificate.keyId is not signature.keyId); bad_signature (edited, or not ours); unsupported_algorithm.",
  }),
  keyId: z.string().nullable(),
  certificateId: z.string().nullable(),
});

export const certificatePublicKeysSchema = z
  .object({
    keys: z.array(
      z.object({
        kty: z.literal("OKP"),
        crv: z.literal("Ed25519"),
        x: b64url("The raw 32-byte public key, base64url (RFC 8037)."),
        kid: z.string(),
        use: z.literal("sig"),
        alg: z.literal("EdDSA"),
      }),
    ),
  })
  .meta({ description: "Every platform key that signed certificates (a JWK Set, RFC 7517), the current one first." });

export type CertificateBody = z.output<typeof certificateBodySchema>;
export type SignedCertificate = z.output<typeof signedCertificateSchema>;
export type CertificateVerifyRequest = z.output<typeof certificateVerifyRequestSchema>;
export type CertificateVerifyResult = z.output<typeof certificateVerifyResultSchema>;
export type CertificatePublicKeys = z.output<typeof certificatePublicKeysSchema>;
