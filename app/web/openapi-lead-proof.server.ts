/** The endpoints of a lead's proof in the OpenAPI document: its photos and its consent certificate (openapi.server.ts spreads these paths in, in this order). */
import { z } from "zod";
import { EXAMPLE_CERTIFICATE } from "~/domain/consent-certificates/example-certificate";
import { PUBLIC_API_RATE_LIMIT } from "./handle-public-api-request.server";
import { budgetHeaders, h } from "./openapi-components.server";
import { body, common, error, json, ok, pathParameter, purchaseIdParameter, shared } from "./openapi-operations.server";

/** GET of a purchase's photo (or thumbnail): a JPEG the server re-encoded, for the buyer only. */
function photoOperation(operationId: string, summary: string, what: string) {
  return {
    get: {
      operationId,
      tags: ["Purchases"],
      summary,
      description:
        `The path of a purchase's \`photos[].url\` (or \`thumbnailUrl\`): ${what}, as a JPEG the server re-encoded from the homeowner's upload, without any EXIF or GPS data. ` +
        "Sent with `X-Content-Type-Options: nosniff` and `Cache-Control: no-store`. Another contractor's purchase, a photo that does not exist, and every photo after a credited return or after the homeowner had their data deleted answer 404.",
      parameters: [purchaseIdParameter, pathParameter("position", z.enum(["0", "1", "2", "3", "4"]), "The photo's place in the homeowner's order, from 0.")],
      responses: {
        "200": { description: "The JPEG.", headers: budgetHeaders, content: { "image/jpeg": { schema: { type: "string", contentMediaType: "image/jpeg" } } } },
        "404": shared("NotFound"),
        ...common,
      },
    },
  };
}

export function leadProofPaths() {
  return {
    "/api/v1/purchases/{purchaseId}/photos/{position}": photoOperation(
      "getPurchasePhoto",
      "A photo of a lead you bought",
      "the photo, at most 2048 px on its longer side",
    ),
    "/api/v1/purchases/{purchaseId}/photos/{position}/thumbnail": photoOperation(
      "getPurchasePhotoThumbnail",
      "A photo's thumbnail",
      "its thumbnail, at most 320 px on its longer side",
    ),
    "/api/v1/purchases/{purchaseId}/certificate": {
      get: {
        operationId: "getPurchaseCertificate",
        tags: ["Purchases", "Certificates"],
        summary: "The consent certificate of a lead you bought",
        description:
          "The path of a purchase's `certificateUrl`: the homeowner's consent to be contacted, signed by the platform (Ed25519), as `{ consentCertificate: { certificate, signature } }`; the lead.purchased webhook carries the same. " +
          "It names no one: the phone, e-mail, IP, user agent and form are salted scrypt hashes you can recompute from the contact details you bought. It stays after a return or an erasure. " +
          "Another contractor's purchase, an unknown id and a request stored before certificates existed answer 404.",
        parameters: [purchaseIdParameter],
        responses: {
          "200": ok("The signed certificate.", "ConsentCertificateEnvelope", { consentCertificate: EXAMPLE_CERTIFICATE }),
          "404": shared("NotFound"),
          ...common,
        },
      },
    },
    "/api/v1/certificates/verify": {
      post: {
        operationId: "verifyCertificate",
        tags: ["Certificates"],
        summary: "Check a consent certificate",
        description:
          "Public: no API key. Answers whether a platform key (by `signature.keyId`) signed exactly this certificate: `genuine: true` only then; any edited field, another key id or a forged signature gives `genuine: false` and why. " +
          "The certificate is compared as its canonical JSON (RFC 8785), so its key order and formatting do not matter. Nothing of the body is stored. " +
          `At most ${PUBLIC_API_RATE_LIMIT.max} requests a minute per client address (429 \`rate_limited\` with Retry-After).`,
        security: [],
        requestBody: body("CertificateVerifyRequest", EXAMPLE_CERTIFICATE),
        responses: {
          "200": ok("The verdict.", "CertificateVerifyResult", {
            genuine: true,
            reason: "valid",
            keyId: EXAMPLE_CERTIFICATE.signature.keyId,
            certificateId: EXAMPLE_CERTIFICATE.certificate.id,
          }),
          "400": error("A body that is not JSON of this shape (`invalid_input`)."),
          "429": common["429"],
          "500": common["500"],
        },
      },
    },
    "/api/v1/certificates/public-key": {
      get: {
        operationId: "getCertificatePublicKeys",
        tags: ["Certificates"],
        summary: "The keys that sign consent certificates",
        description:
          "Public: no API key. A JWK Set (RFC 7517, Ed25519 keys as RFC 8037 OKP) of every platform key that signed certificates, the current one first; find a certificate's by its `signature.keyId` (the JWK's `kid`) to verify offline (docs/api.md: scripts/verify-certificate.ts).",
        security: [],
        responses: {
          "200": {
            description: "The keys.",
            headers: { "Cache-Control": h("CacheControl") },
            content: json("CertificatePublicKeys", {
              keys: [
                {
                  kty: "OKP",
                  crv: "Ed25519",
                  x: "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo",
                  kid: EXAMPLE_CERTIFICATE.signature.keyId,
                  use: "sig",
                  alg: "EdDSA",
                },
              ],
            }),
          },
          "500": common["500"],
        },
      },
    },
  };
}
