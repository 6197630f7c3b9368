import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/admin-returns";
import { adminHeaders } from "~/components/admin/admin-headers";
import { isUuid, requireAdmin, runAdminAction } from "~/components/admin/admin-guard.server";
import { ActionMessage, AdminPageHeader, EmptyState, formatCents, formatDateTime, StatusBadge } from "~/components/admin/admin-ui";
import { asOptions, FilterForm, FilterSelect } from "~/components/admin/admin-filters";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/input";
import { listReturns } from "~/domain/admin/list-returns.server";
import { adminDecideReturn } from "~/domain/marketplace/lead-returns.server";
import { returnReasonLabels } from "~/domain/marketplace/returns";
import { seo } from "~/lib/seo";
import { postedForm } from "~/components/pro/posted-form.server";

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
  const raw = new URL(request.url).searchParams.get("status") ?? "pending";
  const status = (STATUSES as readonly string[]).includes(raw) ? (raw as (typeof STATUSES)[number]) : "pending";
  const returns = await listReturns(ctx.db, status);
  return data({ returns, status }, { headers: sendHeaders });
}

export async function action({ request }: Route.ActionArgs) {
  const { ctx, adminId, sendHeaders } = await requireAdmin(request);
  const form = await postedForm(request);
  const returnId = String(form.get("returnId") ?? "");
  const decision = String(form.get("decision") ?? "");
  if (!isUuid(returnId) || (decision !== "credit" && decision !== "replace" && decision !== "reject")) throw new Response("Bad Request", { status: 400 });
  const { result, status } = await runAdminAction(`return.${decision}`, async () => {
    const outcome = await adminDecideReturn(ctx, adminId, returnId, decision, String(form.get("reason") ?? ""));
    return outcome.status === "credited"
      ? "Return approved: the price was credited to the contractor's balance."
      : outcome.status === "replaced"
        ? "Return approved: a replacement lead was given to the contractor."
        : "Return rejected: the sale stands.";
  });
  return data(result, { status, headers: sendHeaders });
}

const reasonLabels: Readonly<Record<string, string>> = returnReasonLabels;

export default function AdminReturns({ loaderData, actionData }: Route.ComponentProps) {
  const { returns, status } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <AdminPageHeader title="Returns" intro="Returns the system could not judge on its own. Approve as a credit or a replacement, or reject with a reason." />
      <ActionMessage result={actionData} />
      <FilterForm>
        <FilterSelect id="status" label="Status" value={status} options={asOptions(STATUSES)} />
      </FilterForm>
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
              <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-4">
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
                <div>
                  <dt className="text-muted-foreground">Reason</dt>
                  <dd>
                    {reasonLabels[r.reason] ?? r.reason}
                    {r.note ? <span className="block text-muted-foreground">“{r.note}”</span> : null}
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
    </>
  );
}
