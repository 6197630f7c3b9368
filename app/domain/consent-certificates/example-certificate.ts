import { CERTIFICATE_HASH, shownConsentText, type SignedCertificate } from "~/forms/consent-certificate";

/**
 * The certificate shown in the API documentation (/api/v1/openapi.json, docs/api.md) and the example webhook: the
 * made-up homeowner's, in the real shape; its hashes and signature are illustrative (no key signed it).
 */
export const EXAMPLE_CERTIFICATE: SignedCertificate = {
  certificate: {
    type: "consent-certificate",
    version: 1,
    id: "5c6d7e8f-9a0b-4c1d-8e2f-3a4b5c6d7e8f",
    keyId: "thp-Xq3v9kTz0bLwQ2mA",
    issuedAt: "2026-11-20T15:00:00.000Z",
    consentedAt: "2026-11-20T15:00:00.000Z",
    reference: "THP-7K3M9Q",
    source: "form",
    seller: "Trusted Home Pros",
    pageUrl: "https://trustedhomepros.com/get-quotes",
    // The text's real SHA-256 (certificate.test.ts checks it), so the example is right where it can be.
    consent: {
      textVersion: "2025-10-02",
      text: shownConsentText(2, "2025-10-02"),
      textSha256: "430c435e5735543cf8bae75051b95a41de1cd0548f515036212ca6b968a12826",
      prosAgreed: 2,
    },
    hashes: {
      ...CERTIFICATE_HASH,
      salt: "q1w2e3r4t5y6u7i8o9p0Aw",
      phone: "Vb3kX9mQ2nL7pR4sT8wY1zA6cE0fH5jK3oU9iM2gD4Q",
      email: "Hn8jK2lP5qR9sT3vW7xY1zB4cD6eF0gH2iJ8kL5mN3o",
      ip: "Qw4eR7tY1uI3oP6aS9dF2gH5jK8lZ0xC3vB6nM9qW2e",
      userAgent: "Zx1cV4bN7mQ0wE3rT6yU9iO2pA5sD8fG1hJ4kL7zX0c",
      form: "Mn5bV8cX2zL4kJ7hG0fD3sA6pO9iU1yT4rE7wQ0aS3d",
    },
  },
  signature: {
    algorithm: "Ed25519",
    keyId: "thp-Xq3v9kTz0bLwQ2mA",
    value: "N3q9Xz0bT5rK8mL2wQ7vY4cD1fH6jP9sU3xA0eG5iM8oR2tW7yB4nC1kF6hJ9lZ3qV0pS5uX8aE2gD7iL4oN1rT",
  },
};
