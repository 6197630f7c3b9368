/** /admin/documents: renewed licenses and insurance certificates waiting for review (decision 0028). */
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/admin-documents";
import { adminHeaders } from "~/components/admin/admin-headers";
import { requireAdmin } from "~/web/require-admin.server";
import { runFormIntent } from "~/web/run-intent.server";
import { ActionMessage, AdminPageHeader, EmptyState } from "~/components/admin/admin-ui";
import { useLocalTime } from "~/components/local-time";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/input";
import { listPendingRenewals } from "~/domain/documents/list-documents.server";
import { reviewRenewal } from "~/domain/documents/review-renewal.server";
import { documentReviewSchema } from "~/forms/contractor-documents";
import { seo } from "~/lib/seo";

export const headers = adminHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Documents · Admin",
    description: "Admin console: renewed contractor licenses and insurance certificates to approve (the expiry date on file changes) or reject with a reason.",
    path: "/admin/documents",
    noindex: true,
  });

export async function loader({ request }: Route.LoaderArgs) {
  const { ctx, sendHeaders } = await requireAdmin(request);
  return data({ documents: await listPendingRenewals(ctx.db) }, { headers: sendHeaders });
}

export async function action({ request }: Route.ActionArgs) {
  const { ctx, adminId, sendHeaders } = await requireAdmin(request);
  return runFormIntent(request, documentReviewSchema, (input) => reviewRenewal(ctx, adminId, input), {
    hidden: ["intent", "documentId"],
    headers: sendHeaders,
  });
}

const kindLabels = { license: "License", insurance: "Insurance certificate" } as const;

export default function AdminDocuments({ loaderData, actionData }: Route.ComponentProps) {
  const { formatDateTime } = useLocalTime();
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <AdminPageHeader
        title="Documents"
        intro="Renewed documents contractors uploaded. Approving sets the expiry date on file (a lapsed contractor gets leads again); rejecting e-mails the reason."
      />
      <ActionMessage result={actionData} />
      {loaderData.documents.length === 0 ? (
        <EmptyState>No documents waiting for review.</EmptyState>
      ) : (
        <ul className="space-y-4">
          {loaderData.documents.map((d) => (
            <li key={d.id} className="rounded-lg border bg-card p-4" data-testid="pending-document">
              <div className="flex flex-wrap items-center gap-2">
                <h2 className="font-semibold">
                  <Link to={`/admin/contractors/${d.contractorId}`} className="hover:underline">
                    {d.businessName}
                  </Link>{" "}
                  · {kindLabels[d.kind]}
                </h2>
                <span className="ml-auto text-sm text-muted-foreground">Uploaded {formatDateTime(d.createdAt)}</span>
              </div>
              <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-3">
                <div>
                  <dt className="text-muted-foreground">New expiry date (as the contractor says)</dt>
                  <dd className="font-semibold">{d.expiresOn}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">On file now</dt>
                  <dd>{(d.kind === "license" ? d.licenseExpiresOn : d.insuranceExpiresOn) ?? "Missing"}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">File</dt>
                  <dd>
                    <a href={`/admin/documents/${d.id}/file`} className="text-primary underline-offset-2 hover:underline">
                      {d.originalName}
                    </a>
                  </dd>
                </div>
              </dl>
              <div className="mt-4 flex flex-wrap items-end gap-3 border-t pt-4">
                <Form method="post">
                  <input type="hidden" name="documentId" value={d.id} />
                  <Button type="submit" name="intent" value="approve" disabled={busy}>
                    Approve
                  </Button>
                </Form>
                <Form method="post" className="flex flex-1 flex-wrap items-end gap-3">
                  <input type="hidden" name="documentId" value={d.id} />
                  <div className="grid min-w-64 flex-1 gap-1.5">
                    <Label htmlFor={`reason-${d.id}`}>Reason (required to reject; sent to the contractor)</Label>
                    <Input id={`reason-${d.id}`} name="reason" maxLength={500} />
                  </div>
                  <Button type="submit" name="intent" value="reject" variant="destructive" disabled={busy}>
                    Reject
                  </Button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
