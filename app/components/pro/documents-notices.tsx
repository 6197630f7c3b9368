import { Link } from "react-router";
import { categoryName } from "./labels";

const labels = { license: "license", insurance: "insurance certificate" } as const;

/** /pro: why no leads show when a license or insurance date has passed, and where to fix it. */
export function DocumentsLapsedBanner({ lapsed }: { lapsed: readonly ("license" | "insurance")[] }) {
  if (lapsed.length === 0) return null;
  const what = lapsed.map((k) => labels[k]).join(" and ");
  return (
    <div role="alert" data-testid="documents-banner" className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900">
      <p className="font-semibold">You are not getting new leads: your {what} expired.</p>
      <p className="mt-1">
        Leads, auto-buy and alerts stop until we approve a renewal.{" "}
        <Link to="/pro/documents" className="font-semibold underline underline-offset-2">
          Upload the renewed document
        </Link>
      </p>
    </div>
  );
}

type Skip = { leadId: string; source: "auto-buy" | "alert"; detail: string; category: string; zip: string };

/** /pro: the recent leads auto-buy or an alert skipped, and why ("Auto-buy skipped roofing lead in 30301: balance $31.00 < price $75.00"). */
export function RecentSkips({ skips }: { skips: readonly Skip[] }) {
  if (skips.length === 0) return null;
  return (
    <details className="rounded-lg border bg-card p-4 text-sm" data-testid="lead-skips">
      <summary className="cursor-pointer font-semibold">Recently skipped leads ({skips.length})</summary>
      <ul className="mt-2 space-y-1 text-muted-foreground">
        {skips.map((s) => (
          <li key={`${s.leadId}`}>
            {s.source === "auto-buy" ? "Auto-buy" : "Alert"} skipped {categoryName(s.category).toLowerCase()} lead in {s.zip}: {s.detail}
          </li>
        ))}
      </ul>
    </details>
  );
}
