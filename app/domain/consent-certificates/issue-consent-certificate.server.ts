import { consentCertificates } from "~/db/schema";
import type { Tx } from "~/db/types.server";
import { buildCertificate, signCertificate, type CertifiedRequest } from "./certificate";
import { signingKey } from "./certificate-keys.server";

/**
 * Makes, signs and stores the consent certificate of a quote request just stored, in the caller's transaction
 * (createQuoteRequest), so a request never exists without its certificate.
 */
export async function issueConsentCertificate(tx: Tx, quoteRequestId: string, request: CertifiedRequest, now: Date): Promise<void> {
  const key = await signingKey(tx);
  const signed = signCertificate(await buildCertificate(request, key.keyId, now), key.privateKey);
  await tx
    .insert(consentCertificates)
    .values({ id: signed.certificate.id, quoteRequestId, keyId: key.keyId, body: signed.certificate, signature: signed.signature.value, createdAt: now });
}
