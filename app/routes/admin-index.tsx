import { data, Link } from "react-router";
import { FigureCards } from "~/components/admin/figure-cards";
import type { Route } from "./+types/admin-index";
import { adminHeaders } from "~/components/admin/admin-headers";
import { requireAdmin } from "~/web/require-admin.server";
import { AdminPageHeader, AdminTable, EmptyState, formatCents } from "~/components/admin/admin-ui";
import { useLocalTime } from "~/components/local-time";
import { HorizontalBars, RatioBar, StackedBars } from "~/components/admin/charts";
import { FilterForm, FilterInput } from "~/components/admin/admin-filters";
import { overviewRange } from "~/domain/admin/overview-range";
import { getStaffTimeZone } from "~/domain/accounts/staff-time-zone.server";
import { timeZoneName } from "~/domain/alerts/state-time-zones";
import { nowOf } from "~/domain/shared/domain-context.server";
import { dateRangeOf } from "~/web/admin-list-filters.server";
import { Card } from "~/components/ui/card";
import { categories } from "~/content/categories";
import { getOverviewCounts } from "~/domain/admin/get-overview-counts.server";
import { getOverviewStats } from "~/domain/admin/get-overview-stats.server";
import { getReplyStats } from "~/domain/admin/get-reply-stats.server";
import { ReplyFigures } from "~/components/admin/reply-figures";
import { listUnmatchedAreas, UNMATCHED_AREAS_LIMIT } from "~/domain/homeowners/list-unmatched-areas.server";
import { seo } from "~/lib/seo";
import { formatCount } from "~/domain/shared/counts";

export const headers = adminHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Admin",
    description:
      "Trusted Home Pros admin console: applications and returns waiting for a decision, leads per day by category, sell-through, revenue and return rate.",
    path: "/admin",
    noindex: true,
  });

export async function loader({ request }: Route.LoaderArgs) {
  const { ctx, adminId, sendHeaders } = await requireAdmin(request);
  // A bad day or a range ending before it starts is a 400 with its message (never a silently different range).
  const asked = dateRangeOf(new URL(request.url).searchParams);
  // The days are the admin's own (their zone, by default the company's), so "today" and each bar match their calendar.
  const range = overviewRange(asked, nowOf(ctx), await getStaffTimeZone(ctx, adminId));
  const [counts, stats, replies, unmatched] = await Promise.all([
    getOverviewCounts(ctx.db),
    getOverviewStats(ctx.db, range),
    getReplyStats(ctx.db, range),
    listUnmatchedAreas(ctx.db),
  ]);
  return data({ counts, stats, replies, unmatched, unmatchedLimit: UNMATCHED_AREAS_LIMIT, asked }, { headers: sendHeaders });
}

const categoryName = (slug: string) => categories.find((c) => c.slug === slug)?.name ?? slug;

export default function AdminIndex({ loaderData }: Route.ComponentProps) {
  const { formatDateTime } = useLocalTime();
  const { counts, stats, replies, unmatched, unmatchedLimit, asked } = loaderData;
  const { range } = stats;
  const tiles = [
    { label: "Applications to decide", value: counts.applications, to: "/admin/applications?status=submitted" },
    { label: "Returns to decide", value: counts.returns, to: "/admin/returns" },
    { label: "Active contractors", value: counts.contractors, to: "/admin/contractors" },
    { label: "Leads for sale", value: counts.leadsForSale, to: "/admin/leads?status=available" },
  ];
  const leadValues: Record<string, Record<string, number>> = {};
  for (const r of stats.leadsPerBucket) (leadValues[r.day] ??= {})[r.category] = r.n;
  const revenueValues: Record<string, Record<string, number>> = {};
  for (const r of stats.revenuePerBucket) revenueValues[r.day] = { revenue: r.sales - r.credits };
  const leadTotal = stats.leadsPerBucket.reduce((s, r) => s + r.n, 0);
  const figures = [
    { label: "Revenue (lead sales)", value: formatCents(stats.salesCents) },
    { label: "Return credits", value: formatCents(stats.creditsCents) },
    { label: "Net revenue", value: formatCents(stats.salesCents - stats.creditsCents) },
    { label: "Unmatched requests", value: String(stats.unmatchedRequests) },
  ];
  return (
    <>
      <AdminPageHeader
        title="Admin console"
        intro={`What waits for you, and the marketplace from ${range.from} to ${range.to} (${timeZoneName(range.zone)}, both days included).`}
      />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {tiles.map((t) => (
          <li key={t.label}>
            <Card className="p-5">
              <h2 className="text-sm font-medium text-muted-foreground">{t.label}</h2>
              <p className="mt-2 text-3xl font-bold">{formatCount(t.value)}</p>
              <Link to={t.to} className="mt-2 inline-block text-sm text-primary underline-offset-4 hover:underline">
                Open <span className="sr-only">{t.label.toLowerCase()}</span>
              </Link>
            </Card>
          </li>
        ))}
      </ul>
      <section aria-label="Date range" className="mt-8">
        <FilterForm>
          <FilterInput id="from" label="From" type="date" defaultValue={asked.from || range.from} />
          <FilterInput id="to" label="To" type="date" defaultValue={asked.to || range.to} />
        </FilterForm>
      </section>
      <FigureCards figures={figures} />
      <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-3">
        <Card className="p-6 lg:col-span-2">
          <h2 className="text-lg font-semibold">Leads per {range.bucket} by category</h2>
          <p className="mb-4 text-sm text-muted-foreground">{leadTotal} leads created</p>
          <StackedBars
            title={`Leads per ${range.bucket} by category`}
            days={range.buckets}
            unit={range.bucket}
            series={categories.map((c) => ({ key: c.slug, label: c.name }))}
            values={leadValues}
            minMax={5}
          />
        </Card>
        <div className="space-y-6">
          <Card className="p-6">
            <h2 className="mb-2 text-lg font-semibold">Sell-through</h2>
            <RatioBar label="Leads sold of leads offered" part={stats.sold} whole={stats.offered} />
          </Card>
          <Card className="p-6">
            <h2 className="mb-2 text-lg font-semibold">Return rate</h2>
            <RatioBar label="Returns asked for of leads bought" part={stats.returns} whole={stats.purchases} />
          </Card>
        </div>
        <Card className="p-6">
          <h2 className="mb-2 text-lg font-semibold">Leads sold by category</h2>
          <HorizontalBars title="Leads sold by category" rows={stats.soldByCategory.map((r) => ({ label: categoryName(r.name), value: r.n }))} />
        </Card>
        <Card className="p-6 lg:col-span-2">
          <h2 className="mb-2 text-lg font-semibold">Leads sold by state</h2>
          <HorizontalBars title="Leads sold by state" rows={stats.soldByState.map((r) => ({ label: r.name, value: r.n }))} />
        </Card>
        <Card className="p-6 lg:col-span-3">
          <h2 className="text-lg font-semibold">Net revenue per {range.bucket}</h2>
          <p className="mb-4 text-sm text-muted-foreground">{formatCents(stats.salesCents - stats.creditsCents)} net of return credits</p>
          <StackedBars
            title={`Net revenue per ${range.bucket}`}
            days={range.buckets}
            unit={range.bucket}
            series={[{ key: "revenue", label: "Revenue" }]}
            values={revenueValues}
            width={1100}
            minMax={10_000}
            format={(n) => formatCents(Math.round(n))}
          />
        </Card>
      </div>
      <ReplyFigures stats={replies} />
      <section aria-labelledby="unmatched-heading" className="mt-8">
        <h2 id="unmatched-heading" className="text-lg font-semibold">
          Unmatched requests
        </h2>
        <p className="mb-4 text-sm text-muted-foreground">
          Where homeowners asked and no verified pro served them, still unsold: recruit there. By category and area, newest first (at most {unmatchedLimit}).
        </p>
        {unmatched.length === 0 ? (
          <EmptyState>Every request found a verified pro who serves its area.</EmptyState>
        ) : (
          <AdminTable columns={["Category", "Area", "Requests", "Newest"]} testId="unmatched-areas">
            {unmatched.map((a) => (
              <tr key={`${a.category}:${a.zip}`}>
                <td className="px-4 py-3">{categories.find((c) => c.slug === a.category)?.name ?? a.category}</td>
                <td className="px-4 py-3">
                  {a.zip} ({a.city}, {a.state})
                </td>
                <td className="px-4 py-3">{a.requests}</td>
                <td className="px-4 py-3">{formatDateTime(a.newestAt)}</td>
              </tr>
            ))}
          </AdminTable>
        )}
      </section>
    </>
  );
}
