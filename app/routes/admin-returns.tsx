import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/admin-returns";
import { adminHeaders } from "~/components/admin/admin-headers";
import { requireAdmin } from "~/web/require-admin.server";
import { afterOf, loadPage } from "~/web/list-page.server";
import { returnStatusOf } from "~/web/admin-list-filters.server";
import { runFormIntent } from "~/web/run-intent.server";
import { ActionMessage, AdminPageHeader, AdminPageLinks, EmptyState, formatCents, StatusBadge } from "~/components/admin/admin-ui";
import { useLocalTime } from "~/components/local-time";
import { asOptions, ExportLink, FilterForm, FilterSelect } from "~/components/admin/admin-filters";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/input";
import { listReturns } from "~/domain/admin/list-returns.server";
import { adminDecideReturn } from "~/domain/marketplace/lead-returns.server";
import { returnReasonLabels } from "~/content/return-reasons";
import { pipelineLabels } from "~/components/pro/labels";
import { returnDecisionSchema } from "~/forms/return-decision";
import { seo } from "~/lib/seo";

const STATUSES = ["pending", "credited", "replaced", "rejected"] as const;

export const headers = adminHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Returns · Admin",
    description: "Admin console: the queue of lead returns contractors asked for, to approve as a credit or a replacement lead, or to reject with a reason.",
    path: "/admin/returns",
    noindex: true,
  });

export async function loader({ request }: Route.LoaderArgs) {
  const { ctx, sendHeaders } = await requireAdmin(request);
  const status = returnStatusOf(new URL(request.url).searchParams);
  const after = afterOf(request);
  const page = await loadPage(listReturns(ctx.db, status, { after }));
  return data({ returns: page.rows, page: { next: page.next, paged: after !== undefined }, status }, { headers: sendHeaders });
}

export async function action({ request }: Route.ActionArgs) {
  const { ctx, adminId, sendHeaders } = await requireAdmin(request);
  // A bad return id or decision is a forged or stale page: 400 Bad Request.
  const hidden = ["returnId", "decision"];
  return runFormIntent(
    request,
    returnDecisionSchema,
    async ({ returnId, decision, reason }) => {
      const outcome = await adminDecideReturn(ctx, adminId, returnId, decision, reason);
      return outcome.status === "credited"
        ? "Return approved: the price was credited to the contractor's balance."
        : outcome.status === "replaced"
          ? "Return approved: a replacement lead was given to the contractor."
          : "Return rejected: the sale stands.";
    },
    { intentField: "decision", hidden, headers: sendHeaders },
  );
}

const reasonLabels: Readonly<Record<string, string>> = returnReasonLabels;

export default function AdminReturns({ loaderData, actionData }: Route.ComponentProps) {
  const { formatDateTime } = useLocalTime();
  const { returns, page, status } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <AdminPageHeader title="Returns" intro="Returns the system could not judge on its own. Approve as a credit or a replacement, or reject with a reason." />
      <ActionMessage result={actionData} />
      <FilterForm>
        <FilterSelect id="status" label="Status" value={status} options={asOptions(STATUSES)} />
      </FilterForm>
      <ExportLink list="returns" filters={{ status }} />
      {returns.length === 0 ? (
        <EmptyState>No {status} returns.</EmptyState>
      ) : (
        <ul className="space-y-4">
          {returns.map((r) => (
            <li key={r.id} className="rounded-lg border bg-card p-4">
              <div className="flex flex-wrap items-center gap-2">
                <StatusBadge status={r.status} />
                <h2 className="font-semibold">
                  {r.businessName} · {r.reference}
                </h2>
                <span className="ml-auto text-sm text-muted-foreground">Asked {formatDateTime(r.createdAt)}</span>
              </div>
              <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-5">
                <div>
                  <dt className="text-muted-foreground">Lead</dt>
                  <dd>
                    {r.category} · {r.city} {r.zip}
                  </dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Price paid</dt>
                  <dd>{formatCents(r.priceCents)}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Bought</dt>
                  <dd>{formatDateTime(r.purchasedAt)}</dd>
                </div>
                <div data-testid="return-pipeline">
                  <dt className="text-muted-foreground">Buyer's status</dt>
                  <dd className={r.pipelineStatus === "won" ? "font-semibold" : undefined}>
                    {pipelineLabels[r.pipelineStatus] ?? r.pipelineStatus}
                    {r.pipelineStatus === "won" && r.jobValueCents !== null ? ` · job value ${formatCents(r.jobValueCents)}` : null}
                  </dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Reason</dt>
                  <dd>
                    {reasonLabels[r.reason] ?? r.reason}
                    {r.note ? <span className="block text-muted-foreground">“{r.note}”</span> : null}
                    {r.reason === "wrong-number" && r.phoneVerifiedAt ? (
                      <span className="block font-medium" data-testid="return-phone-verified">
                        Phone verified {formatDateTime(r.phoneVerifiedAt)}: the homeowner entered the code we texted to this number.
                      </span>
                    ) : null}
                  </dd>
                </div>
              </dl>
              {r.status === "pending" ? (
                <Form method="post" className="mt-4 flex flex-wrap items-end gap-3 border-t pt-4">
                  <input type="hidden" name="returnId" value={r.id} />
                  <div className="grid min-w-64 flex-1 gap-1.5">
                    <Label htmlFor={`reason-${r.id}`}>Decision note (required to reject; sent to the contractor)</Label>
                    <Input id={`reason-${r.id}`} name="reason" maxLength={2000} />
                  </div>
                  <Button type="submit" name="decision" value="credit" disabled={busy}>
                    Approve: credit
                  </Button>
                  <Button type="submit" name="decision" value="replace" variant="secondary" disabled={busy}>
                    Approve: replacement
                  </Button>
                  <Button type="submit" name="decision" value="reject" variant="destructive" disabled={busy}>
                    Reject
                  </Button>
                </Form>
              ) : (
                <p className="mt-3 text-sm text-muted-foreground">
                  Decided {formatDateTime(r.decidedAt)}: {r.decisionReason}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      <AdminPageLinks base="/admin/returns" page={page} filters={{ status }} />
    </>
  );
}
