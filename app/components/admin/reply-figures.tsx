import { Card } from "~/components/ui/card";
import { categories } from "~/content/categories";
import type { ReplyStats } from "~/domain/admin/get-reply-stats.server";
import { HorizontalBars, RatioBar } from "./charts";

const categoryName = (slug: string) => categories.find((c) => c.slug === slug)?.name ?? slug;

/** "2 h 5 min", "40 min", "3 d 4 h": a duration an admin reads at a glance. */
export function minutesInWords(minutes: number | null): string {
  if (minutes === null) return "no reply yet";
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 1440) return `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60} min` : ""}`;
  const hours = Math.round(minutes / 60);
  return `${Math.floor(hours / 24)} d${hours % 24 ? ` ${hours % 24} h` : ""}`;
}

const perRequest = (quotes: number, requests: number) => (requests > 0 ? (quotes / requests).toFixed(1) : "0.0");

/** The overview's "up to 3 quotes within 24 hours", measured: how soon homeowners hear back, and what they choose. */
export function ReplyFigures({ stats }: { stats: ReplyStats }) {
  return (
    <section aria-labelledby="replies-heading" className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-3" data-testid="reply-figures">
      <Card className="space-y-4 p-6">
        <h2 id="replies-heading" className="text-lg font-semibold">
          Replies to homeowners
        </h2>
        <RatioBar label="First reply within 1 hour" part={stats.within1h} whole={stats.requests} />
        <RatioBar label="First reply within 24 hours" part={stats.within24h} whole={stats.requests} />
        <RatioBar label="Quotes accepted" part={stats.accepted} whole={stats.quotes} />
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-muted-foreground">Median time to first reply</dt>
            <dd className="text-lg font-semibold" data-testid="reply-median">
              {minutesInWords(stats.medianMinutes)}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Quotes per request</dt>
            <dd className="text-lg font-semibold" data-testid="quotes-per-request">
              {perRequest(stats.quotes, stats.requests)}
            </dd>
          </div>
        </dl>
      </Card>
      <Card className="p-6">
        <h2 className="mb-2 text-lg font-semibold">Replied within 24 hours, by category</h2>
        <HorizontalBars
          title="Share of requests with a first reply within 24 hours, by category"
          rows={stats.byCategory.map((r) => ({ label: categoryName(r.category), value: r.requests > 0 ? Math.round((r.within24h / r.requests) * 100) : 0 }))}
          format={(n) => `${n}%`}
        />
      </Card>
      <Card className="p-6">
        <h2 className="mb-2 text-lg font-semibold">Median first reply, by category</h2>
        <HorizontalBars
          title="Median minutes to first reply, by category"
          rows={stats.byCategory.filter((r) => r.medianMinutes !== null).map((r) => ({ label: categoryName(r.category), value: r.medianMinutes! }))}
          format={minutesInWords}
        />
        <table className="mt-4 w-full text-sm">
          <caption className="sr-only">Quotes per request and acceptance by category</caption>
          <thead>
            <tr className="text-left text-muted-foreground">
              <th scope="col" className="font-medium">
                Category
              </th>
              <th scope="col" className="font-medium">
                Quotes / request
              </th>
              <th scope="col" className="font-medium">
                Accepted
              </th>
            </tr>
          </thead>
          <tbody>
            {stats.byCategory.map((r) => (
              <tr key={r.category}>
                <th scope="row" className="font-normal">
                  {categoryName(r.category)}
                </th>
                <td>{perRequest(r.quotes, r.requests)}</td>
                <td>{r.quotes > 0 ? `${Math.round((r.accepted / r.quotes) * 100)}%` : "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </section>
  );
}
