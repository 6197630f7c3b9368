/** /admin/enterprise-requests — contractors who asked sales for Enterprise; an admin completes (sets the plan) or declines. Audited. */
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/admin-enterprise-requests";
import { adminHeaders } from "~/components/admin/admin-headers";
import { ActionMessage, AdminPageHeader, EmptyState } from "~/components/admin/admin-ui";
import { useLocalTime } from "~/components/local-time";
import { Button } from "~/components/ui/button";
import { decideEnterpriseRequest, listEnterpriseRequests } from "~/domain/billing/enterprise-requests.server";
import { enterpriseDecisionSchema } from "~/forms/billing";
import { seo } from "~/lib/seo";
import { requireAdmin } from "~/web/require-admin.server";
import { runFormIntent } from "~/web/run-intent.server";

export const headers = adminHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Enterprise requests · Admin",
    description: "Admin console: contractors asking for the Enterprise plan, to complete or decline.",
    path: "/admin/enterprise-requests",
    noindex: true,
  });

export async function loader({ request }: Route.LoaderArgs) {
  const { ctx, adminId, sendHeaders } = await requireAdmin(request);
  return data({ requests: await listEnterpriseRequests(ctx, adminId) }, { headers: sendHeaders });
}

export async function action({ request }: Route.ActionArgs) {
  const { ctx, adminId, sendHeaders } = await requireAdmin(request);
  return runFormIntent(
    request,
    enterpriseDecisionSchema,
    ({ requestId, decision }) =>
      decideEnterpriseRequest(ctx, adminId, requestId, decision).then(() =>
        decision === "complete" ? "The contractor is on Enterprise now." : "Request declined.",
      ),
    { intentField: "decision", hidden: ["requestId", "decision"], headers: sendHeaders },
  );
}

export default function AdminEnterpriseRequests({ loaderData, actionData }: Route.ComponentProps) {
  const { formatDateTime } = useLocalTime();
  const { requests } = loaderData;
  return (
    <>
      <AdminPageHeader
        title="Enterprise requests"
        intro="Agree the contract first; completing sets the plan to Enterprise and ends a running Professional subscription (the unused part is credited)."
      />
      <ActionMessage result={actionData} />
      {requests.length === 0 ? (
        <EmptyState>No open requests.</EmptyState>
      ) : (
        <ul className="space-y-3">
          {requests.map((r) => (
            <li key={r.id} className="rounded-md border p-4 text-sm">
              <p>
                <Link className="font-semibold underline" to={`/admin/contractors/${r.contractorId}`}>
                  {r.businessName}
                </Link>{" "}
                ({r.plan}) asked on {formatDateTime(r.createdAt)}
              </p>
              {r.note ? <p className="mt-1 whitespace-pre-wrap">{r.note}</p> : null}
              <Form method="post" className="mt-2 flex gap-2">
                <input type="hidden" name="requestId" value={r.id} />
                <Button type="submit" name="decision" value="complete" size="sm">
                  Complete: set Enterprise
                </Button>
                <Button type="submit" name="decision" value="decline" size="sm" variant="outline">
                  Decline
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
