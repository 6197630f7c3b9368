import { data, Link } from "react-router";
import type { Route } from "./+types/admin-leads";
import { adminHeaders } from "~/components/admin/admin-headers";
import { requireAdmin } from "~/web/require-admin.server";
import { afterOf, loadPage } from "~/web/list-page.server";
import { leadsFilterOf } from "~/web/admin-list-filters.server";
import { AdminPageHeader, AdminPageLinks, AdminTable, EmptyState, formatCents, StatusBadge } from "~/components/admin/admin-ui";
import { useLocalTime } from "~/components/local-time";
import { asOptions, ExportLink, FilterForm, FilterInput, FilterSelect, SearchInput } from "~/components/admin/admin-filters";
import { categories } from "~/content/categories";
import { LEAD_STATUSES } from "~/db/enums";
import { listLeads } from "~/domain/admin/list-leads.server";
import { getStaffTimeZone } from "~/domain/accounts/staff-time-zone.server";
import { timeZoneName } from "~/domain/alerts/state-time-zones";
import { seo } from "~/lib/seo";

export const headers = adminHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Leads · Admin",
    description: "Admin console: every lead from homeowners' quote requests, filtered by status, category and date, with buyer, price and consent proof.",
    path: "/admin/leads",
    noindex: true,
  });

export async function loader({ request }: Route.LoaderArgs) {
  const { ctx, adminId, sendHeaders } = await requireAdmin(request);
  const zone = await getStaffTimeZone(ctx, adminId);
  const filter = leadsFilterOf(new URL(request.url).searchParams, zone);
  const after = afterOf(request);
  const page = await loadPage(listLeads(ctx.db, filter.query, { after }));
  return data(
    { leads: page.rows, page: { next: page.next, paged: after !== undefined }, filter: filter.shown, zoneName: timeZoneName(zone) },
    { headers: sendHeaders },
  );
}

export default function AdminLeads({ loaderData }: Route.ComponentProps) {
  const { formatDateTime } = useLocalTime();
  const { leads, page, filter, zoneName } = loaderData;
  return (
    <>
      <AdminPageHeader
        title="Leads"
        intro={`One lead per pro a homeowner asked for. Open a quote request for its consent proof or to mark a lead invalid. From and To are days in ${zoneName}, both included.`}
      />
      <FilterForm>
        <SearchInput value={filter.q} placeholder="Name, e-mail, phone, reference, ZIP" />
        <FilterSelect id="status" label="Status" value={filter.status} allLabel="All statuses" options={asOptions(LEAD_STATUSES)} />
        <FilterSelect
          id="category"
          label="Category"
          value={filter.category}
          allLabel="All categories"
          options={categories.map((c) => ({ value: c.slug, label: c.name }))}
        />
        <FilterInput id="from" label="From" type="date" defaultValue={filter.from} />
        <FilterInput id="to" label="To" type="date" defaultValue={filter.to} />
      </FilterForm>
      <ExportLink list="leads" filters={filter} />
      {leads.length === 0 ? (
        <EmptyState>No leads match these filters.</EmptyState>
      ) : (
        <AdminTable columns={["Request", "Category", "Location", "Created", "Status", "Buyer"]}>
          {leads.map((l) => (
            <tr key={l.id}>
              <td className="px-4 py-3 font-medium whitespace-nowrap">
                <Link to={`/admin/quote-requests/${l.quoteRequestId}`} className="text-primary underline-offset-4 hover:underline">
                  {l.reference}
                </Link>
                <span className="block font-normal text-muted-foreground">
                  Lead {l.seq} of {l.prosRequested}
                </span>
              </td>
              <td className="px-4 py-3">{l.category}</td>
              <td className="px-4 py-3">
                {l.city}, {l.state} {l.zip}
              </td>
              <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(l.createdAt)}</td>
              <td className="px-4 py-3">
                <StatusBadge status={l.status} />
                {l.statusReason ? <span className="block text-muted-foreground">{l.statusReason}</span> : null}
              </td>
              <td className="px-4 py-3">{l.buyer ? `${l.buyer} · ${formatCents(l.priceCents ?? 0)}` : "—"}</td>
            </tr>
          ))}
        </AdminTable>
      )}
      <AdminPageLinks base="/admin/leads" page={page} filters={filter} />
    </>
  );
}
