import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/admin-held-requests";
import { adminHeaders } from "~/components/admin/admin-headers";
import { requireAdmin } from "~/web/require-admin.server";
import { afterOf, loadPage } from "~/web/list-page.server";
import { heldQueueFilterOf } from "~/web/admin-list-filters.server";
import { runFormIntent } from "~/web/run-intent.server";
import { ActionMessage, AdminPageHeader, AdminPageLinks, EmptyState, Fact } from "~/components/admin/admin-ui";
import { useLocalTime } from "~/components/local-time";
import { asOptions, FilterForm, FilterSelect } from "~/components/admin/admin-filters";
import { PhoneLink } from "~/components/phone-link";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/input";
import { categories } from "~/content/categories";
import { listHeldRequests } from "~/domain/admin/list-held-requests.server";
import { approveHeldRequest } from "~/domain/admin/approve-held-request.server";
import { rejectHeldRequest } from "~/domain/admin/reject-held-request.server";
import { heldRequestDecisionSchema } from "~/forms/held-request-decision";
import { HELD_NOTE_MAX, HELD_QUEUE_VIEWS, type HeldQueueView } from "~/forms/held-request-choices";
import { seo } from "~/lib/seo";

export const headers = adminHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Held for review · Admin",
    description: "Admin console: quote requests the quality score held, with the score's reasons, to put on the market or to close quietly.",
    path: "/admin/held-requests",
    noindex: true,
  });

export async function loader({ request }: Route.LoaderArgs) {
  const { ctx, sendHeaders } = await requireAdmin(request);
  const filter = heldQueueFilterOf(new URL(request.url).searchParams);
  const after = afterOf(request);
  const page = await loadPage(listHeldRequests(ctx.db, filter.query, { after }));
  return data({ requests: page.rows, page: { next: page.next, paged: after !== undefined }, filter: filter.shown }, { headers: sendHeaders });
}

export async function action({ request }: Route.ActionArgs) {
  const { ctx, adminId, sendHeaders } = await requireAdmin(request);
  // A bad request id or decision is a forged or stale page: 400 Bad Request. A decided request is a 409 with its outcome.
  return runFormIntent(
    request,
    heldRequestDecisionSchema,
    async ({ requestId, decision, note }) => {
      if (decision === "approve") {
        const { reference, released } = await approveHeldRequest(ctx, adminId, requestId, note);
        return `Request ${reference} approved: ${released} lead${released === 1 ? " is" : "s are"} on the market.`;
      }
      const { reference } = await rejectHeldRequest(ctx, adminId, requestId, note);
      return `Request ${reference} rejected: closed without telling the homeowner, its leads will not be sold.`;
    },
    { intentField: "decision", hidden: ["requestId", "decision"], headers: sendHeaders },
  );
}

const VIEW_LABELS: Record<HeldQueueView, string> = { held: "Waiting for review", approved: "Approved", rejected: "Rejected" };
const categoryName = (slug: string) => categories.find((c) => c.slug === slug)?.name ?? slug;

export default function AdminHeldRequests({ loaderData, actionData }: Route.ComponentProps) {
  const { formatDateTime } = useLocalTime();
  const { requests, page, filter } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <AdminPageHeader
        title="Held for review"
        intro="Requests the quality score held: they are not listed, alerted or sold until you decide. Approve puts the leads on the market from now; reject closes the request quietly (the homeowner is not told)."
      />
      <ActionMessage result={actionData} />
      <FilterForm>
        <FilterSelect id="view" label="Show" value={filter.view} options={asOptions(HELD_QUEUE_VIEWS, (v) => VIEW_LABELS[v as HeldQueueView])} />
        <FilterSelect
          id="category"
          label="Trade"
          value={filter.category}
          allLabel="All trades"
          options={categories.map((c) => ({ value: c.slug, label: c.name }))}
        />
      </FilterForm>
      {requests.length === 0 ? (
        <EmptyState>{filter.view === "held" ? "No request is waiting for review." : `No ${filter.view} requests.`}</EmptyState>
      ) : (
        <ul className="space-y-4" data-testid="held-requests">
          {requests.map((r) => (
            <li key={r.id} className="rounded-lg border bg-card p-4" data-request={r.reference}>
              <div className="flex flex-wrap items-center gap-2">
                <h2 className="font-semibold">
                  <Link to={`/admin/quote-requests/${r.id}`} className="text-primary underline-offset-4 hover:underline">
                    {r.reference}
                  </Link>{" "}
                  · {categoryName(r.category)} · {r.city}, {r.state} {r.zip}
                </h2>
                <span className="ml-auto text-sm text-muted-foreground">
                  Sent {formatDateTime(r.createdAt)}
                  {r.reviewedAt ? ` · ${r.marketStatus === "rejected" ? "rejected" : "approved"} ${formatDateTime(r.reviewedAt)}` : null}
                </span>
              </div>
              <div className="mt-3 rounded-md bg-muted/50 px-3 py-2 text-sm">
                <p className="font-medium">Quality score {r.qualityScore ?? "—"} of 100</p>
                {r.reasons.length > 0 ? (
                  <ul className="mt-1 list-disc pl-5">
                    {r.reasons.map((reason) => (
                      <li key={reason}>{reason}</li>
                    ))}
                  </ul>
                ) : (
                  <p className="text-muted-foreground">No reasons recorded.</p>
                )}
              </div>
              <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-3">
                <Fact label="Homeowner">{r.fullName}</Fact>
                <Fact label="Email">{r.email}</Fact>
                <Fact label="Phone">
                  <PhoneLink phone={r.phone} /> {r.phoneVerifiedAt ? `(verified ${formatDateTime(r.phoneVerifiedAt)})` : "(not verified)"}
                </Fact>
                <Fact label="Pros requested">{String(r.prosRequested)}</Fact>
                <Fact label="Source">{r.source}</Fact>
                {r.answers.map((a) => (
                  <Fact key={a.label} label={a.label}>
                    {a.value}
                  </Fact>
                ))}
              </dl>
              <h3 className="mt-3 text-sm font-semibold">Project details</h3>
              <p className="mt-1 whitespace-pre-line text-sm">{r.details || "—"}</p>
              {r.marketStatus === "held" ? (
                <Form method="post" className="mt-4 flex flex-wrap items-end gap-3 border-t pt-4">
                  <input type="hidden" name="requestId" value={r.id} />
                  <div className="grid min-w-64 flex-1 gap-1.5">
                    <Label htmlFor={`note-${r.id}`}>Note for the audit log (optional, never sent)</Label>
                    <Input id={`note-${r.id}`} name="note" maxLength={HELD_NOTE_MAX} />
                  </div>
                  <Button type="submit" name="decision" value="approve" disabled={busy}>
                    Approve: put on the market
                  </Button>
                  <Button type="submit" name="decision" value="reject" variant="destructive" disabled={busy}>
                    Reject quietly
                  </Button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <AdminPageLinks base="/admin/held-requests" page={page} filters={filter} />
    </>
  );
}
