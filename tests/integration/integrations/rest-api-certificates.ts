/**
 * The consent certificate endpoints through the REST API: a purchase's certificateUrl answers the
 * signed certificate, which POST /api/v1/certificates/verify (public, no key) finds genuine against the keys of
 * GET /api/v1/certificates/public-key. Run inside rest-api.test.ts's describe.each (both engines), so its contract
 * check sees these answers too (the deeper cases: consent-certificates.test.ts).
 */
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { leads, quoteRequests } from "~/db/schema";
import type { Env } from "~/env.server";
import { purchaseLead } from "~/domain/marketplace/purchase-lead.server";
import { createQuoteRequest } from "~/domain/quote-requests/create-quote-request.server";
import type { DomainContext } from "~/domain/shared/domain-context.server";
import { lookupZip } from "~/lib/zip-lookup.server";
import type { Outcome } from "./harness";

let n = 0;

/** The endpoints rest-api.test.ts's `call` reaches these by. */
export const certificateRoutes = {
  certificate: { pattern: "/api/v1/purchases/:id/certificate", load: () => import("~/routes/api-v1-purchase-certificate") },
  verifyCertificate: { pattern: "/api/v1/certificates/verify", load: () => import("~/routes/api-v1-certificates-verify") },
  certificateKeys: { pattern: "/api/v1/certificates/public-key", load: () => import("~/routes/api-v1-certificates-public-key") },
};

/** A Brooklyn plumbing request stored as the quote form stores it (so with its certificate), its one lead on sale. */
export async function certifiedLead(db: Db, env: Env, contact: { phone?: string; email?: string } = {}): Promise<{ quoteRequestId: string; leadId: string }> {
  const i = ++n;
  const now = new Date();
  const zip = (await lookupZip("11201"))!;
  const input = {
    fullName: "Jane Cert",
    email: contact.email ?? `cert${i}-${crypto.randomUUID().slice(0, 8)}@example.com`,
    phone: contact.phone ?? `+1718555${String(1000 + (i % 9000)).padStart(4, "0")}`,
    zip,
    category: "plumbing" as const,
    details: "Water heater leaks",
    pros: 1 as const,
    consentVersion: "2025-10-02" as const,
    source: "form" as const,
    answers: { timeline: "urgent", ownership: "owner" },
  };
  const meta = { ip: "203.0.113.7", userAgent: "Mozilla/5.0 Cert", pageUrl: "http://localhost:3000/get-quotes?utm_source=x" };
  const { id } = await db.transaction((tx) => createQuoteRequest(tx, input, { meta, now, env: { ...env, LEAD_PHONE_VERIFICATION: "off" } }));
  // Whatever the quality gate decided, the lead is on sale: these tests are about its certificate.
  await db.update(quoteRequests).set({ marketStatus: "released", releasedAt: now }).where(eq(quoteRequests.id, id));
  await db.update(leads).set({ status: "available" }).where(eq(leads.quoteRequestId, id));
  const [lead] = await db.select({ id: leads.id }).from(leads).where(eq(leads.quoteRequestId, id));
  return { quoteRequestId: id, leadId: lead!.id };
}

type CallOptions = { method?: string; key?: string; headers?: Record<string, string>; json?: unknown };
export type CertificateSuite = {
  ctx: () => DomainContext;
  client: () => Promise<{ contractorId: string; key: string }>;
  certifiedLead: () => Promise<{ leadId: string }>;
  call: (name: "onePurchase" | "certificate" | "verifyCertificate" | "certificateKeys", url: string, options: CallOptions) => Promise<Outcome<any>>;
};

export function certificateApiTests(s: CertificateSuite) {
  it("GET a purchase's certificateUrl, verify it with POST /api/v1/certificates/verify against GET /api/v1/certificates/public-key", async () => {
    const a = await s.client();
    const { purchaseId } = await purchaseLead(s.ctx(), a.contractorId, (await s.certifiedLead()).leadId, `k-${crypto.randomUUID()}`);
    const purchase = await s.call("onePurchase", `/api/v1/purchases/${purchaseId}`, { key: a.key });
    expect(purchase.body.purchase.certificateUrl).toBe(`/api/v1/purchases/${purchaseId}/certificate`);
    const got = await s.call("certificate", purchase.body.purchase.certificateUrl, { key: a.key });
    expect(got.status).toBe(200);
    const keys = await s.call("certificateKeys", "/api/v1/certificates/public-key", {});
    expect(keys.body.keys.map((k: { kid: string }) => k.kid)).toContain(got.body.consentCertificate.signature.keyId);
    // Public: no key, no cookie.
    const verdict = await s.call("verifyCertificate", "/api/v1/certificates/verify", { method: "POST", json: got.body.consentCertificate });
    expect(verdict.body).toMatchObject({ genuine: true, reason: "valid" });
    const edited = { ...got.body.consentCertificate, certificate: { ...got.body.consentCertificate.certificate, reference: "THP-OTHER1" } };
    expect((await s.call("verifyCertificate", "/api/v1/certificates/verify", { method: "POST", json: edited })).body).toMatchObject({
      genuine: false,
      reason: "bad_signature",
    });
  });
}
