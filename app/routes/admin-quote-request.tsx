import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/admin-quote-request";
import { adminHeaders } from "~/components/admin/admin-headers";
import { loadAdminRecord, requireAdminForRecord } from "~/web/require-admin.server";
import { runFormIntent } from "~/web/run-intent.server";
import { ActionMessage, AdminPageHeader, Fact, formatCents, StatusBadge } from "~/components/admin/admin-ui";
import { useLocalTime } from "~/components/local-time";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input, Label } from "~/components/ui/input";
import { getQuoteRequest } from "~/domain/admin/get-quote-request.server";
import { markLeadInvalid } from "~/domain/admin/mark-lead-invalid.server";
import { canApply } from "~/domain/marketplace/lead-state-machine";
import { consentText, isConsentVersion } from "~/forms/consent";
import { leadInvalidationSchema } from "~/forms/lead-invalidation";
import { seo } from "~/lib/seo";
import { PhoneLink } from "~/components/phone-link";

export const headers = adminHeaders;

export const meta: Route.MetaFunction = ({ matches, params }) =>
  seo(matches, {
    title: "Quote request · Admin",
    description:
      "Admin console: one homeowner's quote request with the consent proof they gave, the request details and each of its leads, which can be marked invalid.",
    path: `/admin/quote-requests/${params.id}`,
    noindex: true,
  });

export async function loader({ request, params }: Route.LoaderArgs) {
  const { found, sendHeaders } = await loadAdminRecord(request, params.id, getQuoteRequest);
  const r = found.request;
  const consent = isConsentVersion(r.consentTextVersion) ? consentText(r.prosRequested, r.consentTextVersion).replace(/\[([^\]]+)\]\([^)]+\)/g, "$1") : null;
  return data(
    {
      ...found,
      consent,
      leads: found.leads.map((l) => ({ ...l, canInvalidate: canApply(l.status, "markInvalid") })),
    },
    { headers: sendHeaders },
  );
}

export async function action({ request, params }: Route.ActionArgs) {
  const { ctx, adminId, sendHeaders } = await requireAdminForRecord(request, params.id);
  // A lead id that is not one is a forged page (400); a lead of another request is not found (404).
  return runFormIntent(
    request,
    leadInvalidationSchema,
    async ({ leadId, reason }) => {
      const found = await getQuoteRequest(ctx.db, params.id);
      if (!found?.leads.some((l) => l.id === leadId)) throw new Response("Not Found", { status: 404 });
      await markLeadInvalid(ctx, adminId, leadId, reason);
      return "The lead was marked invalid and taken off the market.";
    },
    { intent: "lead.mark-invalid", hidden: ["leadId"], headers: sendHeaders },
  );
}

export default function AdminQuoteRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { formatDateTime } = useLocalTime();
  const { request: r, leads, consent } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/admin/leads" className="text-primary underline-offset-4 hover:underline">
          ← All leads
        </Link>
      </p>
      <AdminPageHeader title={`Quote request ${r.reference}`} intro={`${r.category} · ${r.city}, ${r.state} ${r.zip} · ${formatDateTime(r.createdAt)}`} />
      <ActionMessage result={actionData} />
      {r.isDuplicate ? (
        <p role="note" className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          This request was flagged as a duplicate of an earlier one
          {r.duplicateOfId ? (
            <>
              {" "}
              (
              <Link to={`/admin/quote-requests/${r.duplicateOfId}`} className="underline underline-offset-4">
                open the original
              </Link>
              )
            </>
          ) : null}
          .
        </p>
      ) : null}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card className="p-6">
          <h2 className="mb-4 text-lg font-semibold">Homeowner and project</h2>
          <dl className="grid gap-4 sm:grid-cols-2">
            <Fact label="Name">{r.fullName}</Fact>
            <Fact label="Email">{r.email}</Fact>
            <Fact label="Phone">
              <PhoneLink phone={r.phone} />
            </Fact>
            <Fact label="Pros requested">{String(r.prosRequested)}</Fact>
            <Fact label="Source">{r.source}</Fact>
            <Fact label="Category">{r.category}</Fact>
          </dl>
          <h3 className="mt-6 text-sm font-semibold">Project details</h3>
          <p className="mt-1 whitespace-pre-line text-sm">{r.details || "—"}</p>
        </Card>
        <Card className="p-6">
          <h2 className="mb-4 text-lg font-semibold">Consent proof</h2>
          <dl className="grid gap-4 sm:grid-cols-2">
            <Fact label="Consented at">{formatDateTime(r.consentedAt)}</Fact>
            <Fact label="Consent text version">{r.consentTextVersion}</Fact>
            <Fact label="IP address">{r.ip ?? ""}</Fact>
            <Fact label="Page">{r.pageUrl ?? ""}</Fact>
            <Fact label="Browser" className="sm:col-span-2">
              {r.userAgent ?? ""}
            </Fact>
          </dl>
          <h3 className="mt-6 text-sm font-semibold">Exact text the homeowner agreed to</h3>
          <blockquote className="mt-1 border-l-4 border-primary/40 pl-3 text-sm">{consent ?? "This version's text is not on file (demo data)."}</blockquote>
        </Card>
      </div>
      <Card className="mt-6 p-6">
        <h2 className="mb-4 text-lg font-semibold">Leads</h2>
        <ul className="divide-y">
          {leads.map((l) => (
            <li key={l.id} className="py-4">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="font-medium">Lead {l.seq}</h3>
                <StatusBadge status={l.status} />
                {l.statusReason ? <span className="text-sm text-muted-foreground">{l.statusReason}</span> : null}
                <span className="ml-auto text-sm text-muted-foreground">since {formatDateTime(l.statusChangedAt)}</span>
              </div>
              {l.buyerId ? (
                <p className="mt-1 text-sm">
                  Bought by{" "}
                  <Link to={`/admin/contractors/${l.buyerId}`} className="text-primary underline underline-offset-4">
                    {l.buyer}
                  </Link>{" "}
                  for {formatCents(l.priceCents ?? 0)} on {formatDateTime(l.purchasedAt)}
                </p>
              ) : null}
              {l.canInvalidate ? (
                <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
                  <input type="hidden" name="leadId" value={l.id} />
                  <div className="grid min-w-64 flex-1 gap-1.5">
                    <Label htmlFor={`reason-${l.id}`}>Reason for marking lead {l.seq} invalid</Label>
                    <Input id={`reason-${l.id}`} name="reason" required minLength={3} maxLength={500} />
                  </div>
                  <Button type="submit" variant="destructive" disabled={busy}>
                    Mark invalid
                  </Button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      </Card>
    </>
  );
}
