import { createHash, generateKeyPairSync, scryptSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { CERTIFICATE_VERSION, certificateBodySchema, shownConsentText } from "~/forms/consent-certificate";
import { canonicalJson } from "./canonical-json";
import { buildCertificate, matchesHash, pageOf, signCertificate, verifyCertificate, type CertifiedRequest } from "./certificate";
import { EXAMPLE_CERTIFICATE } from "./example-certificate";
import { keyIdOf } from "./certificate-keys.server";

const pair = generateKeyPairSync("ed25519");
const other = generateKeyPairSync("ed25519");
const kid = keyIdOf(pair.publicKey);
const keys = new Map([[kid, pair.publicKey]]);
const now = new Date("2026-12-01T15:00:00Z");

const request: CertifiedRequest = {
  reference: "THP-ABC123",
  source: "form",
  fullName: "Jane Doe",
  email: "jane@example.com",
  phone: "+12125550123",
  zip: "11375",
  category: "plumbing",
  details: "Leaking water heater",
  pros: 2,
  answers: { timeline: "urgent", ownership: "owner" },
  consentVersion: "2025-10-02",
  pageUrl: "https://trustedhomepros.com/get-quotes?gclid=abc#form",
  ip: "203.0.113.9",
  userAgent: "Mozilla/5.0 Test",
  consentedAt: now,
};

async function signed() {
  return signCertificate(await buildCertificate(request, kid, now), pair.privateKey);
}

/** Every leaf path of a JSON object, to tamper with each in turn. */
function leaves(value: unknown, path: string[] = []): string[][] {
  if (value !== null && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, k]));
  return [path];
}
function tampered(value: unknown, path: string[]): unknown {
  const copy = structuredClone(value) as Record<string, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = path.at(-1)!;
  const old = node[last];
  node[last] = typeof old === "number" ? old + 1 : old === null ? "x" : typeof old === "boolean" ? !old : `${String(old)}x`;
  return copy;
}

describe("consent certificates", () => {
  it("hold the consent text shown, its SHA-256, the page without its query, and no personal value in the clear", async () => {
    const { certificate } = await signed();
    expect(certificateBodySchema.parse(certificate)).toEqual(certificate);
    expect(certificate).toMatchObject({
      version: CERTIFICATE_VERSION,
      keyId: kid,
      reference: "THP-ABC123",
      seller: "Trusted Home Pros",
      pageUrl: "https://trustedhomepros.com/get-quotes",
      consent: { textVersion: "2025-10-02", prosAgreed: 2 },
    });
    expect(certificate.consent.text).toBe(shownConsentText(2, "2025-10-02"));
    expect(certificate.consent.text).toContain("the Terms of Service and the Privacy Policy.");
    expect(certificate.consent.textSha256).toBe(createHash("sha256").update(certificate.consent.text).digest("hex"));
    const text = JSON.stringify(certificate);
    for (const value of ["jane", "2125550123", "203.0.113.9", "Mozilla", "Jane Doe", "Leaking", "gclid"]) expect(text).not.toContain(value);
  });

  it("hash each value as documented: scrypt(value, salt, 32, N=1024, r=8, p=1), base64url; the buyer's phone and e-mail match", async () => {
    const { certificate } = await signed();
    const salt = Buffer.from(certificate.hashes.salt, "base64url");
    expect(salt).toHaveLength(16);
    const h = (value: string) => scryptSync(value, salt, 32, { N: 1024, r: 8, p: 1 }).toString("base64url");
    expect(certificate.hashes.phone).toBe(h("+12125550123"));
    expect(certificate.hashes.email).toBe(h("jane@example.com"));
    expect(certificate.hashes.ip).toBe(h("203.0.113.9"));
    expect(certificate.hashes.userAgent).toBe(h("Mozilla/5.0 Test"));
    const form = {
      fullName: "Jane Doe",
      email: "jane@example.com",
      phone: "+12125550123",
      zip: "11375",
      category: "plumbing",
      details: "Leaking water heater",
      pros: 2,
      answers: { ownership: "owner", timeline: "urgent" },
      source: "form",
      consentVersion: "2025-10-02",
    };
    expect(certificate.hashes.form).toBe(h(canonicalJson(form)));
    expect(await matchesHash(certificate, "phone", "+12125550123")).toBe(true);
    expect(await matchesHash(certificate, "email", " Jane@Example.com ")).toBe(true);
    expect(await matchesHash(certificate, "phone", "+12125550124")).toBe(false);
  });

  it("a salt per certificate: the same homeowner's two certificates share no hash", async () => {
    const [a, b] = [await signed(), await signed()];
    expect(a.certificate.hashes.salt).not.toBe(b.certificate.hashes.salt);
    expect(a.certificate.hashes.phone).not.toBe(b.certificate.hashes.phone);
    expect(a.certificate.id).not.toBe(b.certificate.id);
  });

  it("verifies as signed, in any key order or formatting", async () => {
    const s = await signed();
    expect(verifyCertificate(s, keys)).toEqual({ genuine: true, reason: "valid", keyId: kid, certificateId: s.certificate.id });
    const reordered = JSON.parse(JSON.stringify(Object.fromEntries(Object.entries(s.certificate).toReversed()), null, 2));
    expect(verifyCertificate({ certificate: reordered, signature: s.signature }, keys).genuine).toBe(true);
  });

  it("fails when any field is changed, added or removed", async () => {
    const s = await signed();
    const paths = leaves(s.certificate);
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths) {
      const check = verifyCertificate({ certificate: tampered(s.certificate, path) as Record<string, unknown>, signature: s.signature }, keys);
      expect({ path, genuine: check.genuine }).toEqual({ path, genuine: false });
    }
    expect(verifyCertificate({ certificate: { ...s.certificate, extra: 1 }, signature: s.signature }, keys).reason).toBe("bad_signature");
    const { pageUrl: _gone, ...without } = s.certificate;
    expect(verifyCertificate({ certificate: without, signature: s.signature }, keys).reason).toBe("bad_signature");
  });

  it("fails with an unknown key id, a key id that differs from the certificate's, another key's signature or a malformed one", async () => {
    const s = await signed();
    expect(verifyCertificate({ ...s, signature: { ...s.signature, keyId: "thp-unknown" } }, keys).reason).toBe("unknown_key");
    const otherKid = keyIdOf(other.publicKey);
    const both = new Map([...keys, [otherKid, other.publicKey]]);
    expect(verifyCertificate({ ...s, signature: { ...s.signature, keyId: otherKid } }, both).reason).toBe("key_mismatch");
    const forged = signCertificate({ ...s.certificate }, other.privateKey);
    expect(verifyCertificate(forged, keys).reason).toBe("bad_signature");
    for (const value of ["", "not base64!", "AAAA", s.signature.value.slice(0, -2)])
      expect(verifyCertificate({ ...s, signature: { ...s.signature, value } }, keys).genuine).toBe(false);
    expect(verifyCertificate({ ...s, signature: { ...s.signature, algorithm: "RS256" } }, keys).reason).toBe("unsupported_algorithm");
  });

  it("keeps no page for a missing or malformed URL; the documented example's text hash is right", () => {
    expect([pageOf(null), pageOf("not a url"), pageOf("http://localhost:3000/calculators/roofing?x=1")]).toEqual([
      null,
      null,
      "http://localhost:3000/calculators/roofing",
    ]);
    const { consent } = EXAMPLE_CERTIFICATE.certificate;
    expect(consent.textSha256).toBe(createHash("sha256").update(consent.text).digest("hex"));
  });
});
