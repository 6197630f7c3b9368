import { Mail, MapPin, Phone } from "lucide-react";
import { data, Link } from "react-router";
import { afterOf, loadPage } from "~/web/list-page.server";
import type { Route } from "./+types/pro-leads";
import { categoryName, pipelineLabels, returnStatusLabels, CONTACT_REMOVED } from "~/components/pro/labels";
import { requireContractor } from "~/web/require-contractor.server";
import { EmptyState, ProPage } from "~/components/pro/pro-ui";
import { useLocalTime } from "~/components/local-time";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { pageHref, PageLinks } from "~/components/page-links";
import { Card } from "~/components/ui/card";
import { myLeads } from "~/domain/marketplace/listings.server";
import { myLeadMonths, RESULT_MONTHS } from "~/domain/marketplace/my-lead-months.server";
import { formatCents } from "~/domain/shared/money";
import { seo } from "~/lib/seo";
import { PIPELINE_STATUSES } from "~/db/enums";
import { myLeadsFilterOf, myLeadsFilterSchema } from "~/forms/my-leads-filter";
import { MY_LEADS_SEARCH_MAX } from "~/forms/my-leads-search-max";
import { queryFilterOf } from "~/web/query-filter.server";
import { ListFilterForm, ListFilterInput, ListFilterSelect } from "~/components/pro/list-filters";

export async function loader({ request }: Route.LoaderArgs) {
  const { ctx, contractorId } = await requireContractor(request);
  // One page of leads, newest first; the "Older leads" link carries the cursor (works without JavaScript).
  const after = afterOf(request);
  // Status and search are in the URL (a GET form): the page links and the CSV export carry them on.
  const filter = queryFilterOf(request, myLeadsFilterSchema, ["status", "q"]);
  const [page, months] = await loadPage(Promise.all([myLeads(ctx, contractorId, { after }, myLeadsFilterOf(filter.value)), myLeadMonths(ctx, contractorId)]));
  return data(
    {
      leads: page.leads,
      next: page.next,
      paged: after !== undefined,
      months,
      resultMonths: RESULT_MONTHS,
      filters: filter.shown,
      filterErrors: filter.fieldErrors,
    },
    { status: filter.status },
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "My Leads",
    description: "The leads you bought with the homeowners' full contact details, your follow-up status and notes, won job values and returns in one place.",
    path: "/pro/leads",
    noindex: true,
  });

function monthName(key: string): string {
  return new Date(`${key}-01T00:00:00Z`).toLocaleDateString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
}

/** Status and search, and the CSV of every lead they select (all pages). */
function MyLeadsFilter({ filters, errors }: { filters: Readonly<Record<string, string>>; errors: Readonly<Record<string, string>> }) {
  const exportQuery = new URLSearchParams(Object.entries(filters).filter(([field, value]) => value !== "" && !(field in errors))).toString();
  return (
    <ListFilterForm
      label="Filter your leads"
      after={
        <a
          href={`/pro/leads/export${exportQuery ? `?${exportQuery}` : ""}`}
          download
          className="inline-flex h-10 items-center text-sm font-medium text-primary underline underline-offset-4"
        >
          Download CSV
        </a>
      }
    >
      <ListFilterSelect
        id="status"
        label="Status"
        value={filters.status ?? ""}
        allLabel="All statuses"
        options={PIPELINE_STATUSES.map((s) => ({ value: s, label: pipelineLabels[s] ?? s }))}
        error={errors.status}
      />
      <ListFilterInput
        id="q"
        label="Search"
        type="search"
        defaultValue={filters.q ?? ""}
        placeholder="Reference, name, city or ZIP"
        maxLength={MY_LEADS_SEARCH_MAX}
        fullWidth={false}
        className="w-full sm:w-72"
        error={errors.q}
      />
    </ListFilterForm>
  );
}

export default function MyLeads({ loaderData }: Route.ComponentProps) {
  const { formatDate } = useLocalTime();
  const { leads, next, paged, months, resultMonths, filters, filterErrors } = loaderData;
  const filtered = Object.values(filters).some((v) => v !== "");
  return (
    <ProPage
      title="My leads"
      intro="Leads you bought, with the homeowner's contact details. Update the status as you follow up, or return a bad lead within the return window."
    >
      {leads.length > 0 || filtered || paged ? <MyLeadsFilter filters={filters} errors={filterErrors} /> : null}
      {leads.length === 0 && paged ? (
        <EmptyState title="No older leads">
          <Link to={pageHref("/pro/leads", filters)} className="font-medium text-primary underline-offset-2 hover:underline">
            Back to your newest leads
          </Link>
        </EmptyState>
      ) : leads.length === 0 && filtered ? (
        <EmptyState title="No leads match these filters">
          <Link to="/pro/leads" className="font-medium text-primary underline-offset-2 hover:underline">
            Show all your leads
          </Link>
        </EmptyState>
      ) : leads.length === 0 ? (
        <EmptyState title="No leads yet">
          Leads you buy appear here with full contact details.{" "}
          <Link to="/pro" className="font-medium text-primary underline-offset-2 hover:underline">
            See available leads
          </Link>
          .
        </EmptyState>
      ) : (
        <>
          <section aria-labelledby="results-heading" className="rounded-xl border bg-card p-5">
            <h2 id="results-heading" className="text-lg font-semibold">
              Results by month
            </h2>
            <p className="text-sm text-muted-foreground">The last {resultMonths} months, all your leads of each month.</p>
            <div className="mt-3 overflow-x-auto">
              <table className="w-full min-w-[32rem] text-left text-sm">
                <thead className="text-muted-foreground">
                  <tr>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      Month
                    </th>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      Leads
                    </th>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      Spent
                    </th>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      Won
                    </th>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      Cost per won job
                    </th>
                    <th scope="col" className="py-2 font-medium">
                      Return on spend
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {months.map((m) => (
                    <tr key={m.month} className="border-t">
                      <th scope="row" className="py-2 pr-4 font-medium">
                        {monthName(m.month)}
                      </th>
                      <td className="py-2 pr-4">{m.bought}</td>
                      <td className="py-2 pr-4">{formatCents(m.spentCents)}</td>
                      <td className="py-2 pr-4">{m.won}</td>
                      <td className="py-2 pr-4">{m.won > 0 ? formatCents(Math.round(m.spentCents / m.won)) : "—"}</td>
                      <td className="py-2">{m.spentCents > 0 ? `${(m.jobValueCents / m.spentCents).toFixed(1)}×` : "—"}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
          <ul className="grid gap-4 lg:grid-cols-2" aria-label="Bought leads">
            {leads.map((lead) => (
              <li key={lead.purchaseId}>
                <Card className="flex h-full flex-col p-5" data-testid="my-lead">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <Badge variant="secondary">{categoryName(lead.category)}</Badge>
                    <div className="flex flex-wrap gap-1">
                      <Badge variant="outline">{pipelineLabels[lead.pipelineStatus] ?? lead.pipelineStatus}</Badge>
                      {lead.returnStatus ? <Badge variant="outline">{returnStatusLabels[lead.returnStatus] ?? lead.returnStatus}</Badge> : null}
                    </div>
                  </div>
                  <h2 className="mt-3 text-base font-semibold">{lead.homeowner.fullName ?? `${categoryName(lead.category)} lead`}</h2>
                  {lead.homeownerNotice ? (
                    <p data-testid="homeowner-notice" className="text-sm font-medium text-amber-900">
                      {lead.homeownerNotice}
                    </p>
                  ) : null}
                  <p className="text-sm text-muted-foreground">
                    Bought {formatDate(lead.purchasedAt)} for {formatCents(lead.priceCents)} · Ref. {lead.homeowner.reference}
                  </p>
                  <ul className="mt-3 space-y-1 text-sm">
                    {lead.contactRemoved ? (
                      <li className="text-muted-foreground" data-testid="contact-removed">
                        {CONTACT_REMOVED}
                      </li>
                    ) : (
                      <>
                        <li className="flex items-center gap-2">
                          <Phone className="size-4 text-muted-foreground" aria-hidden="true" />
                          <a href={`tel:${lead.homeowner.phone}`} className="text-primary underline-offset-2 hover:underline">
                            {lead.homeowner.phone}
                          </a>
                        </li>
                        <li className="flex items-center gap-2">
                          <Mail className="size-4 text-muted-foreground" aria-hidden="true" />
                          <a href={`mailto:${lead.homeowner.email}`} className="break-all text-primary underline-offset-2 hover:underline">
                            {lead.homeowner.email}
                          </a>
                        </li>
                      </>
                    )}
                    <li className="flex items-center gap-2">
                      <MapPin className="size-4 text-muted-foreground" aria-hidden="true" />
                      {lead.homeowner.city}, {lead.homeowner.state} {lead.homeowner.zip}
                    </li>
                  </ul>
                  <p className="mt-3 line-clamp-3 text-sm text-muted-foreground">{lead.homeowner.details}</p>
                  <div className="mt-auto pt-4">
                    <Link
                      to={`/pro/leads/${lead.purchaseId}`}
                      className={buttonVariants({ variant: "outline", size: "sm" })}
                      aria-label={`Update status or return: ${lead.homeowner.fullName ?? `${categoryName(lead.category)} lead, Ref. ${lead.homeowner.reference}`}`}
                    >
                      Update status or return
                    </Link>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        </>
      )}

      <PageLinks base="/pro/leads" label="Pages of your leads" paged={paged} next={next} filters={filters} />
    </ProPage>
  );
}
