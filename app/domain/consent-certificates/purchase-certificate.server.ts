import { and, eq, sql } from "drizzle-orm";
import { consentCertificates, purchases, quoteRequests } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import { isUuid } from "~/forms/ids";
import type { CertificateBody, SignedCertificate } from "~/forms/consent-certificate";

/** A stored row as the signed envelope the buyer gets. */
export function signedOf(row: { body: unknown; keyId: string; signature: string }): SignedCertificate {
  return { certificate: row.body as CertificateBody, signature: { algorithm: "Ed25519", keyId: row.keyId, value: row.signature } };
}

/**
 * The consent certificate of a bought lead, for its buyer only: the purchase must be this contractor's (filtered in
 * SQL, so another's is simply not there); undefined too for a request stored before certificates existed. It stays
 * after a credited return and an erasure: it names no one, and it is what the buyer's own records may need.
 */
export async function purchaseCertificate(db: Executor, contractorId: string, purchaseId: string | undefined): Promise<SignedCertificate | undefined> {
  if (!isUuid(purchaseId)) return undefined;
  const [row] = await db
    .select({ body: consentCertificates.body, keyId: consentCertificates.keyId, signature: consentCertificates.signature })
    .from(purchases)
    .innerJoin(consentCertificates, eq(consentCertificates.quoteRequestId, purchases.quoteRequestId))
    .where(and(eq(purchases.id, purchaseId), eq(purchases.contractorId, contractorId)));
  return row ? signedOf(row) : undefined;
}

/** Where the buyer fetches it: the dashboard's (signed-in) or the REST API's (Bearer key) path. */
export function certificatePath(via: "dashboard" | "api", purchaseId: string): string {
  return via === "api" ? `/api/v1/purchases/${purchaseId}/certificate` : `/pro/leads/${purchaseId}/certificate`;
}

/** Whether a purchase's request has a certificate, as a column of a query over purchases (the unique key answers it). */
export const hasCertificateColumn = () =>
  sql<boolean>`exists (select 1 from ${consentCertificates} where ${consentCertificates.quoteRequestId} = ${purchases.quoteRequestId})`;

/** A query's column of the request's stored certificate (for signedOf), in a query that joins quote_requests: the sale's deliveries. */
export const certificateColumn = () =>
  sql<{
    body: unknown;
    keyId: string;
    signature: string;
  } | null>`(select json_build_object('body', ${consentCertificates.body}, 'keyId', ${consentCertificates.keyId}, 'signature', ${consentCertificates.signature}) from ${consentCertificates} where ${consentCertificates.quoteRequestId} = ${quoteRequests.id})`;
