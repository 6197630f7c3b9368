import { data, Link } from "react-router";
import type { Route } from "./+types/admin-contractors";
import { adminHeaders } from "~/components/admin/admin-headers";
import { requireAdmin } from "~/web/require-admin.server";
import { afterOf, loadPage } from "~/web/list-page.server";
import { searchOf } from "~/web/admin-list-filters.server";
import { ExportLink, FilterForm, SearchInput } from "~/components/admin/admin-filters";
import { AdminPageHeader, AdminPageLinks, AdminTable, EmptyState, formatCents, StatusBadge } from "~/components/admin/admin-ui";
import { listContractors } from "~/domain/admin/list-contractors.server";
import { complianceWarnings } from "~/domain/admin/manage-contractor.server";
import { seo } from "~/lib/seo";

export const headers = adminHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Contractors · Admin",
    description: "Admin console: every contractor in the Trusted Home Pros network with plan, status, balance and license or insurance expiry warnings.",
    path: "/admin/contractors",
    noindex: true,
  });

export async function loader({ request }: Route.LoaderArgs) {
  const { ctx, sendHeaders } = await requireAdmin(request);
  const now = new Date();
  const after = afterOf(request);
  const q = searchOf(new URL(request.url).searchParams);
  const page = await loadPage(listContractors(ctx.db, { after }, { q }));
  const contractors = page.rows.map((c) => ({ ...c, balanceCents: c.balanceCents ?? 0, warnings: complianceWarnings(c, now) }));
  return data({ contractors, q, page: { next: page.next, paged: after !== undefined } }, { headers: sendHeaders });
}

export default function AdminContractors({ loaderData }: Route.ComponentProps) {
  const { contractors, q, page } = loaderData;
  return (
    <>
      <AdminPageHeader title="Contractors" intro="Approved contractors. Open one to change status, plan, balance or compliance dates." />
      <FilterForm>
        <SearchInput value={q} placeholder="Business, contact, e-mail, phone, licence" />
      </FilterForm>
      <ExportLink list="contractors" filters={{ q }} />
      {contractors.length === 0 ? (
        <EmptyState>{q ? "No contractors match this search." : "No contractors yet."}</EmptyState>
      ) : (
        <AdminTable columns={["Business", "Plan", "Status", { label: "Balance", className: "text-right" }, "Compliance"]}>
          {contractors.map((c) => (
            <tr key={c.id}>
              <td className="px-4 py-3 font-medium">
                <Link to={`/admin/contractors/${c.id}`} className="text-primary underline-offset-4 hover:underline">
                  {c.businessName}
                </Link>
                <span className="block font-normal text-muted-foreground">
                  {c.contactName} · {c.email}
                </span>
              </td>
              <td className="px-4 py-3">{c.plan}</td>
              <td className="px-4 py-3">
                <StatusBadge status={c.status} />
              </td>
              <td className="px-4 py-3 text-right tabular-nums">{formatCents(c.balanceCents)}</td>
              <td className="px-4 py-3">
                {c.warnings.length ? <span className="text-red-800">{c.warnings.join(" ")}</span> : <span className="text-muted-foreground">OK</span>}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      <AdminPageLinks base="/admin/contractors" page={page} filters={{ q }} />
    </>
  );
}
