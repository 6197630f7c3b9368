import { data, Link } from "react-router";
import type { Route } from "./+types/admin-index";
import { adminHeaders } from "~/components/admin/admin-headers";
import { requireAdmin } from "~/web/require-admin.server";
import { AdminPageHeader, AdminTable, EmptyState, formatCents, formatDateTime } from "~/components/admin/admin-ui";
import { RatioBar, StackedBars } from "~/components/admin/charts";
import { Card } from "~/components/ui/card";
import { categories } from "~/content/categories";
import { getOverviewCounts } from "~/domain/admin/get-overview-counts.server";
import { getOverviewStats } from "~/domain/admin/get-overview-stats.server";
import { listUnmatchedAreas, UNMATCHED_AREAS_LIMIT } from "~/domain/homeowners/list-unmatched-areas.server";
import { seo } from "~/lib/seo";
import { formatCount } from "~/domain/shared/counts";

export const headers = adminHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Admin",
    description: "Trusted Home Pros admin console: applications and returns waiting for a decision, leads per day by category, sell-through, revenue and return rate.",
    path: "/admin",
    noindex: true,
  });

export async function loader({ request }: Route.LoaderArgs) {
  const { ctx, sendHeaders } = await requireAdmin(request);
  const [counts, stats, unmatched] = await Promise.all([getOverviewCounts(ctx.db), getOverviewStats(ctx.db, new Date()), listUnmatchedAreas(ctx.db)]);
  return data({ counts, stats, unmatched, unmatchedLimit: UNMATCHED_AREAS_LIMIT }, { headers: sendHeaders });
}

export default function AdminIndex({ loaderData }: Route.ComponentProps) {
  const { counts, stats, unmatched, unmatchedLimit } = loaderData;
  const tiles = [
    { label: "Applications to decide", value: counts.applications, to: "/admin/applications?status=submitted" },
    { label: "Returns to decide", value: counts.returns, to: "/admin/returns" },
    { label: "Active contractors", value: counts.contractors, to: "/admin/contractors" },
    { label: "Leads for sale", value: counts.leadsForSale, to: "/admin/leads?status=available" },
  ];
  const leadValues: Record<string, Record<string, number>> = {};
  for (const r of stats.leadsPerDay) (leadValues[r.day] ??= {})[r.category] = r.n;
  const revenueValues: Record<string, Record<string, number>> = {};
  for (const r of stats.revenuePerDay) revenueValues[r.day] = { revenue: r.cents };
  const revenueTotal = stats.revenuePerDay.reduce((s, r) => s + r.cents, 0);
  const leadTotal = stats.leadsPerDay.reduce((s, r) => s + r.n, 0);
  return (
    <>
      <AdminPageHeader title="Admin console" intro={`What waits for you, and the marketplace over the last ${stats.days.length} days (UTC).`} />
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
      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <Card className="p-6 lg:col-span-2">
          <h2 className="text-lg font-semibold">Leads per day by category</h2>
          <p className="mb-4 text-sm text-muted-foreground">{leadTotal} leads created</p>
          <StackedBars title="Leads per day by category" days={stats.days} series={categories.map((c) => ({ key: c.slug, label: c.name }))} values={leadValues} minMax={5} />
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
        <Card className="p-6 lg:col-span-3">
          <h2 className="text-lg font-semibold">Revenue per day</h2>
          <p className="mb-4 text-sm text-muted-foreground">{formatCents(revenueTotal)} net of return credits</p>
          <StackedBars
            title="Revenue per day"
            days={stats.days}
            series={[{ key: "revenue", label: "Revenue" }]}
            values={revenueValues}
            width={1100}
            minMax={10_000}
            format={(n) => formatCents(Math.round(n))}
          />
        </Card>
      </div>
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
