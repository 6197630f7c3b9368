/**
 * node scripts/verify-certificate.ts CERTIFICATE.json KEYS.json [--phone +12125550123] [--email jane@example.com]
 *
 * Checks a Trusted Home Pros consent certificate offline (docs/api.md "Consent certificates"): that the platform key
 * named by its signature.keyId signed exactly this certificate (Ed25519 over its canonical JSON, RFC 8785), and, when
 * given the phone or e-mail you bought, that they are the ones it hashed (scrypt with the certificate's salt).
 * CERTIFICATE.json: the `{ certificate, signature }` from the dashboard's download, GET /api/v1/purchases/{id}/certificate
 * (its `consentCertificate`) or the lead.purchased webhook (`data.consentCertificate`). KEYS.json: the JWK Set from
 * GET /api/v1/certificates/public-key (or one key as a PEM file).
 * Needs nothing but Node (>= 22.6): copy it anywhere. Exit codes: 0 genuine (and matching), 1 not, 2 usage.
 */
import { createPublicKey, scryptSync, verify, type KeyObject } from "node:crypto";
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";

const USAGE = "Usage: node scripts/verify-certificate.ts CERTIFICATE.json KEYS.json [--phone +12125550123] [--email jane@example.com]";

/** RFC 8785 for the values a certificate holds (the app's app/domain/consent-certificates/canonical-json.ts, copied). */
function canonicalJson(value: unknown): string {
  if (value === null || typeof value === "boolean" || typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new TypeError("Canonical JSON has no Infinity or NaN.");
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (typeof value === "object") {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record)
      .filter((k) => record[k] !== undefined)
      .toSorted();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(record[k])}`).join(",")}}`;
  }
  throw new TypeError(`Canonical JSON cannot hold a ${typeof value}.`);
}

type Signed = { certificate: Record<string, any>; signature: { algorithm: string; keyId: string; value: string } };

function readSigned(file: string): Signed {
  const json = JSON.parse(readFileSync(file, "utf8")) as Record<string, any>;
  // The API's envelope and the webhook's body hold it one or two levels down.
  const signed = (json.consentCertificate ?? json.data?.consentCertificate ?? json) as Signed;
  if (typeof signed.certificate !== "object" || typeof signed.signature?.keyId !== "string") throw new Error(`${file} holds no { certificate, signature }.`);
  return signed;
}

function readKeys(file: string): Map<string, KeyObject> {
  const text = readFileSync(file, "utf8");
  if (text.includes("-----BEGIN PUBLIC KEY-----")) {
    const key = createPublicKey(text);
    return new Map([["*", key]]);
  }
  const set = JSON.parse(text) as { keys: { kid: string; kty: string; crv: string; x: string }[] };
  return new Map(set.keys.map((jwk) => [jwk.kid, createPublicKey({ key: { kty: jwk.kty, crv: jwk.crv, x: jwk.x }, format: "jwk" })]));
}

function hashOf(certificate: Record<string, any>, value: string): string {
  const h = certificate.hashes;
  return scryptSync(Buffer.from(value, "utf8"), Buffer.from(h.salt, "base64url"), h.keyLength, { N: h.N, r: h.r, p: h.p }).toString("base64url");
}

/** 0 genuine (and matching what was given), 1 not, 2 usage or an unreadable file. */
function main(): number {
  let args;
  try {
    args = parseArgs({ allowPositionals: true, options: { phone: { type: "string" }, email: { type: "string" } } });
    if (args.positionals.length !== 2) throw new Error("two files are needed");
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const [certificateFile, keysFile] = args.positionals as [string, string];
  try {
    const { certificate, signature } = readSigned(certificateFile);
    const keys = readKeys(keysFile);
    const key = keys.get(signature.keyId) ?? keys.get("*");
    let valid = false;
    if (signature.algorithm === "Ed25519" && key && certificate.keyId === signature.keyId) {
      const bytes = Buffer.from(signature.value, "base64url");
      valid = bytes.length === 64 && verify(null, Buffer.from(canonicalJson(certificate), "utf8"), key, bytes);
    }
    if (valid) console.log(`genuine: certificate ${certificate.id} (${certificate.reference}) signed by key ${signature.keyId}, unchanged`);
    else
      console.log(
        key
          ? "NOT genuine: the signature does not match this certificate (edited, or not signed by this key)"
          : `NOT genuine: no key ${signature.keyId} in ${keysFile}`,
      );
    let ok = valid;
    const checks: [string, string | undefined, string][] = [
      ["phone", args.values.phone?.trim(), certificate.hashes?.phone],
      ["email", args.values.email?.trim().toLowerCase(), certificate.hashes?.email],
    ];
    for (const [name, value, expected] of checks) {
      if (value === undefined) continue;
      const matches = hashOf(certificate, value) === expected;
      console.log(`${name} ${matches ? "matches" : "does NOT match"} the certificate`);
      ok &&= matches;
    }
    return ok ? 0 : 1;
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
}

process.exitCode = main();
