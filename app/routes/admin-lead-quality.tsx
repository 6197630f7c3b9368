import { data } from "react-router";
import { FigureCards } from "~/components/admin/figure-cards";
import type { Route } from "./+types/admin-lead-quality";
import { adminHeaders } from "~/components/admin/admin-headers";
import { requireAdmin } from "~/web/require-admin.server";
import { dateRangeOf } from "~/web/admin-list-filters.server";
import { AdminPageHeader } from "~/components/admin/admin-ui";
import { HorizontalBars, RatioBar, StackedBars } from "~/components/admin/charts";
import { FilterForm, FilterInput } from "~/components/admin/admin-filters";
import { Card } from "~/components/ui/card";
import { returnReasonLabels } from "~/content/return-reasons";
import { overviewRange } from "~/domain/admin/overview-range";
import { getStaffTimeZone } from "~/domain/accounts/staff-time-zone.server";
import { timeZoneName } from "~/domain/alerts/state-time-zones";
import { getLeadQualityStats } from "~/domain/admin/get-lead-quality-stats.server";
import { percent, type BandKey, type SourceKey } from "~/domain/admin/lead-quality-figures";
import { bandOf } from "~/domain/quality/score-request";
import { nowOf } from "~/domain/shared/domain-context.server";
import { seo } from "~/lib/seo";

export const headers = adminHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Lead quality · Admin",
    description:
      "Admin console: for a date range, how many requests verified their phone and how fast, how many were held and what became of them, and the return rate by reason, score band and source.",
    path: "/admin/lead-quality",
    noindex: true,
  });

export async function loader({ request }: Route.LoaderArgs) {
  const { ctx, adminId, sendHeaders } = await requireAdmin(request);
  // A bad day or a range ending before it starts is a 400 with its message (never a silently different range).
  const asked = dateRangeOf(new URL(request.url).searchParams);
  // Days in the admin's own zone, as on the overview.
  const stats = await getLeadQualityStats(ctx.db, overviewRange(asked, nowOf(ctx), await getStaffTimeZone(ctx, adminId)), bandOf);
  return data({ stats, asked }, { headers: sendHeaders });
}

const SOURCE_LABELS: Record<SourceKey, string> = { form: "Quote form", calculator: "Calculator", profile: "Profile request" };
const BAND_LABELS: Record<BandKey, string> = { high: "High", medium: "Medium", low: "Low", unscored: "Not scored" };
const reasonLabels: Readonly<Record<string, string>> = returnReasonLabels;

/** "4 min", "1 h 5 min", "2 d 3 h": the median time to verify, to the minute. */
function duration(seconds: number | null): string {
  if (seconds === null) return "—";
  const minutes = Math.round(seconds / 60);
  if (minutes < 1) return `${seconds} s`;
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h${minutes % 60 ? ` ${minutes % 60} min` : ""}`;
  return `${Math.floor(hours / 24)} d${hours % 24 ? ` ${hours % 24} h` : ""}`;
}

const rate = (part: number, whole: number) => percent(part, whole) ?? 0;
const rateText = (n: number) => `${n}%`;

export default function AdminLeadQuality({ loaderData }: Route.ComponentProps) {
  const { stats, asked } = loaderData;
  const { range } = stats;
  const figures = [
    { label: "Requests sent", value: String(stats.requests) },
    { label: "Median time to verify", value: duration(stats.medianVerifySeconds) },
    { label: "Held for review", value: String(stats.held.total) },
    { label: "Leads bought", value: String(stats.purchases) },
  ];
  const perBucket: Record<string, Record<string, number>> = {};
  for (const r of stats.perBucket) perBucket[r.day] = { verified: r.verified, unverified: r.unverified };
  return (
    <>
      <AdminPageHeader
        title="Lead quality"
        intro={`Requests sent from ${range.from} to ${range.to} (${timeZoneName(range.zone)}, both days included) and what became of them: verified phones, reviews, and the leads bought from them that were returned.`}
      />
      <section aria-label="Date range">
        <FilterForm>
          <FilterInput id="from" label="From" type="date" defaultValue={asked.from || range.from} />
          <FilterInput id="to" label="To" type="date" defaultValue={asked.to || range.to} />
        </FilterForm>
      </section>
      <FigureCards figures={figures} />
      <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-3">
        <Card className="p-6">
          <h2 className="mb-2 text-lg font-semibold">Phones verified</h2>
          <RatioBar label="Requests with a verified phone of requests sent" part={stats.verified} whole={stats.requests} />
        </Card>
        <Card className="p-6">
          <h2 className="mb-2 text-lg font-semibold">Held for review</h2>
          <RatioBar label="Requests held of requests sent" part={stats.held.total} whole={stats.requests} />
        </Card>
        <Card className="p-6">
          <h2 className="mb-2 text-lg font-semibold">Return rate</h2>
          <RatioBar label="Returns asked for of leads bought" part={stats.returns} whole={stats.purchases} />
        </Card>
        <Card className="p-6 lg:col-span-2">
          <h2 className="text-lg font-semibold">Requests per {range.bucket}, verified or not</h2>
          <p className="mb-4 text-sm text-muted-foreground">{stats.requests} requests sent</p>
          <StackedBars
            title={`Requests per ${range.bucket}, verified or not`}
            days={range.buckets}
            unit={range.bucket}
            series={[
              { key: "verified", label: "Phone verified" },
              { key: "unverified", label: "Not verified" },
            ]}
            values={perBucket}
            minMax={5}
          />
        </Card>
        <Card className="p-6">
          <h2 className="mb-2 text-lg font-semibold">What became of held requests</h2>
          <HorizontalBars
            title="Held requests by outcome"
            rows={[
              { label: "Approved", value: stats.held.approved },
              { label: "Rejected", value: stats.held.rejected },
              { label: "Still waiting", value: stats.held.waiting },
            ]}
          />
        </Card>
        <Card className="p-6">
          <h2 className="mb-2 text-lg font-semibold">Returns by reason</h2>
          <p className="mb-2 text-sm text-muted-foreground">Share of the {stats.purchases} leads bought</p>
          <HorizontalBars
            title="Return rate by reason"
            format={rateText}
            rows={stats.returnsByReason.map((r) => ({ label: reasonLabels[r.reason] ?? r.reason, value: rate(r.n, stats.purchases) }))}
          />
        </Card>
        <Card className="p-6">
          <h2 className="mb-2 text-lg font-semibold">Return rate by score band</h2>
          <HorizontalBars
            title="Return rate by score band"
            format={rateText}
            rows={stats.byBand.filter((b) => b.requests > 0).map((b) => ({ label: BAND_LABELS[b.key], value: rate(b.returns, b.purchases) }))}
          />
        </Card>
        <Card className="p-6">
          <h2 className="mb-2 text-lg font-semibold">Return rate by source</h2>
          <HorizontalBars
            title="Return rate by source"
            format={rateText}
            rows={stats.bySource.map((s) => ({ label: SOURCE_LABELS[s.key], value: rate(s.returns, s.purchases) }))}
          />
        </Card>
      </div>
      <section aria-labelledby="quality-table-heading" className="mt-8">
        <h2 id="quality-table-heading" className="mb-4 text-lg font-semibold">
          By source and by score band
        </h2>
        <div className="overflow-x-auto rounded-lg border">
          <table className="w-full text-left text-sm" data-testid="quality-table">
            <thead className="bg-muted/50">
              <tr>
                {["Group", "Requests", "Phone verified", "Held", "Leads bought", "Returned", "Return rate"].map((h) => (
                  <th key={h} scope="col" className="px-4 py-2 font-medium">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {[
                ...stats.bySource.map((s) => ({ ...s, label: SOURCE_LABELS[s.key] })),
                ...stats.byBand.map((b) => ({ ...b, label: `Quality: ${BAND_LABELS[b.key].toLowerCase()}` })),
              ].map((row) => (
                <tr key={row.label} className="border-t">
                  <th scope="row" className="px-4 py-2 font-normal">
                    {row.label}
                  </th>
                  <td className="px-4 py-2 tabular-nums">{row.requests}</td>
                  <td className="px-4 py-2 tabular-nums">
                    {row.verified} ({percent(row.verified, row.requests) ?? "—"}
                    {row.requests > 0 ? "%" : ""})
                  </td>
                  <td className="px-4 py-2 tabular-nums">{row.held}</td>
                  <td className="px-4 py-2 tabular-nums">{row.purchases}</td>
                  <td className="px-4 py-2 tabular-nums">{row.returns}</td>
                  <td className="px-4 py-2 tabular-nums">{percent(row.returns, row.purchases) === null ? "—" : `${percent(row.returns, row.purchases)}%`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}
