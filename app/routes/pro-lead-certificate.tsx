/**
 * /pro/leads/:purchaseId/certificate — the signed consent certificate of a bought lead, for its buyer only: another
 * contractor's purchase, an unknown id and a request stored before certificates all answer the same 404
 * (domain/consent-certificates/purchase-certificate.server.ts). The JSON to keep or verify is at ….json.
 */
import { ArrowLeft, ShieldCheck, ShieldX } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/pro-lead-certificate";
import { ProPage } from "~/components/pro/pro-ui";
import { useLocalTime } from "~/components/local-time";
import { Card } from "~/components/ui/card";
import { purchaseCertificate } from "~/domain/consent-certificates/purchase-certificate.server";
import { verifyCertificate } from "~/domain/consent-certificates/certificate";
import { publicKeys } from "~/domain/consent-certificates/certificate-keys.server";
import { requireContractor } from "~/web/require-contractor.server";
import { seo } from "~/lib/seo";

export async function loader({ request, params }: Route.LoaderArgs) {
  const { ctx, contractorId } = await requireContractor(request);
  const signed = await purchaseCertificate(ctx.db, contractorId, params.purchaseId);
  if (!signed) throw data("This certificate could not be found.", { status: 404 });
  const check = verifyCertificate(signed, await publicKeys(ctx.db));
  return { purchaseId: params.purchaseId, signed, genuine: check.genuine };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Consent Certificate",
    description: "The signed record of the homeowner's consent to be contacted, for the lead you bought.",
    path: "/pro/leads",
    noindex: true,
  });

function Row({ term, children, mono = false }: { term: string; children: React.ReactNode; mono?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className={mono ? "break-all font-mono text-xs" : "break-words font-medium"}>{children}</dd>
    </div>
  );
}

export default function LeadCertificate({ loaderData }: Route.ComponentProps) {
  const { formatDateTime } = useLocalTime();
  const { purchaseId, signed, genuine } = loaderData;
  const c = signed.certificate;
  return (
    <ProPage
      title="Consent certificate"
      intro={`Ref. ${c.reference} · certificate ${c.id}`}
      actions={
        <Link to={`/pro/leads/${purchaseId}`} className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-2 hover:underline">
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to the lead
        </Link>
      }
    >
      <p
        role="status"
        data-testid="certificate-status"
        className={`flex items-start gap-2 rounded-md border p-3 text-sm font-medium ${genuine ? "border-emerald-300 bg-emerald-50 text-emerald-900" : "border-red-300 bg-red-50 text-red-900"}`}
      >
        {genuine ? <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" /> : <ShieldX className="mt-0.5 size-4 shrink-0" aria-hidden="true" />}
        {genuine ? `Signed by ${c.seller} (key ${signed.signature.keyId}); the signature checks.` : "The signature does not check: contact us."}
      </p>
      <Card className="p-5">
        <h2 className="text-lg font-semibold">What the homeowner agreed to</h2>
        <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-2">
          <Row term="Consent given">{formatDateTime(c.consentedAt)}</Row>
          <Row term="Contractors agreed to">{c.consent.prosAgreed}</Row>
          <Row term="Seller named">{c.seller}</Row>
          <Row term="Sent from">{c.source === "calculator" ? "A cost calculator" : "The quote form"}</Row>
          <div className="min-w-0 sm:col-span-2">
            <dt className="text-muted-foreground">Page</dt>
            <dd className="break-all font-medium">{c.pageUrl ?? "—"}</dd>
          </div>
          <div className="min-w-0 sm:col-span-2">
            <dt className="text-muted-foreground">Consent text shown (version {c.consent.textVersion})</dt>
            <dd className="mt-1 rounded-md border bg-muted/40 p-3" data-testid="consent-text">
              {c.consent.text}
            </dd>
          </div>
        </dl>
      </Card>
      <Card className="p-5">
        <h2 className="text-lg font-semibold">Hashes</h2>
        <p className="mt-1 text-sm text-muted-foreground">
          The certificate keeps no contact details: each value is hashed with scrypt (N={c.hashes.N}, r={c.hashes.r}, p={c.hashes.p}, 32 bytes) and this
          certificate's salt, so you can recompute the phone and e-mail you bought and see they match.
        </p>
        <dl className="mt-4 grid gap-4 text-sm">
          <Row term="Consent text (SHA-256)" mono>
            {c.consent.textSha256}
          </Row>
          <Row term="Salt" mono>
            {c.hashes.salt}
          </Row>
          <Row term="Phone" mono>
            {c.hashes.phone}
          </Row>
          <Row term="E-mail" mono>
            {c.hashes.email}
          </Row>
          <Row term="IP address" mono>
            {c.hashes.ip ?? "—"}
          </Row>
          <Row term="Browser (user agent)" mono>
            {c.hashes.userAgent ?? "—"}
          </Row>
          <Row term="Submitted form" mono>
            {c.hashes.form}
          </Row>
          <Row term="Signed" mono>{`${formatDateTime(c.issuedAt)} · Ed25519 · ${signed.signature.value}`}</Row>
        </dl>
      </Card>
      <Card className="p-5 text-sm">
        <h2 className="text-lg font-semibold">Keep or check it</h2>
        <p className="mt-2">
          <a
            href={`/pro/leads/${purchaseId}/certificate.json`}
            download={`consent-certificate-${c.reference}.json`}
            className="font-medium text-primary underline-offset-2 hover:underline"
          >
            Download the certificate (JSON)
          </a>
          . Anyone can check it is genuine and unchanged with <code>POST /api/v1/certificates/verify</code>, or offline against our public key (
          <a href="/api/v1/certificates/public-key" className="text-primary underline-offset-2 hover:underline">
            /api/v1/certificates/public-key
          </a>
          ); see the{" "}
          <a href="/api/docs" className="text-primary underline-offset-2 hover:underline">
            API documentation
          </a>
          .
        </p>
      </Card>
    </ProPage>
  );
}
