import { data, Link } from "react-router";
import type { Route } from "./+types/admin-applications";
import { adminHeaders } from "~/components/admin/admin-headers";
import { requireAdmin } from "~/web/require-admin.server";
import { afterOf, loadPage } from "~/web/list-page.server";
import { applicationStatusOf } from "~/web/admin-list-filters.server";
import { AdminPageHeader, AdminPageLinks, AdminTable, EmptyState, StatusBadge } from "~/components/admin/admin-ui";
import { useLocalTime } from "~/components/local-time";
import { asOptions, ExportLink, FilterForm, FilterSelect } from "~/components/admin/admin-filters";
import { APPLICATION_STATUSES } from "~/db/enums";
import { listApplications } from "~/domain/admin/list-applications.server";
import { seo } from "~/lib/seo";

export const headers = adminHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Applications · Admin",
    description:
      "Admin console: contractor applications to the Trusted Home Pros network, filtered by status, with their documents and the approve or reject decision.",
    path: "/admin/applications",
    noindex: true,
  });

export async function loader({ request }: Route.LoaderArgs) {
  const { ctx, sendHeaders } = await requireAdmin(request);
  const status = applicationStatusOf(new URL(request.url).searchParams);
  const after = afterOf(request);
  const page = await loadPage(listApplications(ctx.db, status, { after }));
  return data({ applications: page.rows, page: { next: page.next, paged: after !== undefined }, status: status ?? "" }, { headers: sendHeaders });
}

export default function AdminApplications({ loaderData }: Route.ComponentProps) {
  const { formatDateTime } = useLocalTime();
  const { applications, page, status } = loaderData;
  return (
    <>
      <AdminPageHeader title="Applications" intro="Contractors who applied to join the network. Open one to see its documents and decide." />
      <FilterForm>
        <FilterSelect id="status" label="Status" value={status} allLabel="All statuses" options={asOptions(APPLICATION_STATUSES, (s) => s.replace("_", " "))} />
      </FilterForm>
      <ExportLink list="applications" filters={{ status }} />
      {applications.length === 0 ? (
        <EmptyState>No applications{status ? ` with status “${status.replace("_", " ")}”` : ""}.</EmptyState>
      ) : (
        <AdminTable columns={["Business", "Contact", "Category", "Submitted", "Status"]}>
          {applications.map((a) => (
            <tr key={a.id}>
              <td className="px-4 py-3 font-medium">
                <Link to={`/admin/applications/${a.id}`} className="text-primary underline-offset-4 hover:underline">
                  {a.businessName}
                </Link>
              </td>
              <td className="px-4 py-3">
                {a.firstName} {a.lastName}
                <span className="block text-muted-foreground">{a.email}</span>
              </td>
              <td className="px-4 py-3">{a.serviceCategory}</td>
              <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(a.createdAt)}</td>
              <td className="px-4 py-3">
                <StatusBadge status={a.status} />
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      <AdminPageLinks base="/admin/applications" page={page} filters={{ status }} />
    </>
  );
}
