import type * as React from "react";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/lib/utils";
import { PageLinks } from "~/components/page-links";

/**
 * Dates and times: in the admin's chosen zone (/admin/settings, default New York), through the hook (the console's
 * layout provides the zone): `const { formatDate, formatDateTime } = useLocalTime();`.
 */
export { useLocalTime } from "~/components/local-time";

export function formatCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  return `${sign}$${(Math.abs(cents) / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

export function AdminPageHeader({ title, intro, children }: { title: string; intro?: React.ReactNode; children?: React.ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0 wrap-anywhere">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {intro ? <p className="mt-1 text-muted-foreground">{intro}</p> : null}
      </div>
      {children}
    </div>
  );
}

const tone: Record<string, string> = {
  submitted: "bg-blue-100 text-blue-900",
  in_review: "bg-amber-100 text-amber-900",
  approved: "bg-green-100 text-green-900",
  rejected: "bg-red-100 text-red-900",
  pending: "bg-amber-100 text-amber-900",
  credited: "bg-green-100 text-green-900",
  replaced: "bg-green-100 text-green-900",
  active: "bg-green-100 text-green-900",
  suspended: "bg-red-100 text-red-900",
  paused: "bg-amber-100 text-amber-900",
  stored: "bg-slate-100 text-slate-900",
  sent: "bg-green-100 text-green-900",
  failed: "bg-red-100 text-red-900",
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge variant={null} className={cn("border-transparent capitalize", tone[status] ?? "bg-slate-100 text-slate-900")}>
      {status.replace("_", " ")}
    </Badge>
  );
}

/** The result of the last action, announced to screen readers. */
export function ActionMessage({ result }: { result: { ok: boolean; message?: string; error?: string } | undefined }) {
  if (!result) return null;
  return (
    <p
      role={result.ok ? "status" : "alert"}
      className={cn(
        "mb-4 rounded-md border px-4 py-3 text-sm",
        result.ok ? "border-green-200 bg-green-50 text-green-900" : "border-red-200 bg-red-50 text-red-900",
      )}
    >
      {result.ok ? result.message : result.error}
    </p>
  );
}

/** A GET filter form: works without JavaScript. */
export type AdminColumn = string | { label: string; className: string };

/**
 * The bordered, horizontally scrolling table of the admin lists: column
 * headers from `columns`, the rows (`<tr>`s) as children.
 */
export function AdminTable({ columns, testId, children }: { columns: readonly AdminColumn[]; testId?: string; children: React.ReactNode }) {
  return (
    <div className="relative overflow-x-auto rounded-lg border">
      <table className="w-full text-left text-sm" data-testid={testId}>
        <thead className="bg-muted/50 text-xs uppercase text-muted-foreground">
          <tr>
            {columns.map((column) => {
              const { label, className } = typeof column === "string" ? { label: column, className: "" } : column;
              return (
                <th key={label} scope="col" className={cn("px-4 py-3", className)}>
                  {label}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y">{children}</tbody>
      </table>
    </div>
  );
}

export function EmptyState({ children }: { children: React.ReactNode }) {
  return <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">{children}</p>;
}

/** One fact of a record page: a label over its value ("—" when empty), inside a <dl>. */
export function Fact({ label, children, className }: { label: string; children: React.ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-xs font-medium uppercase text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 wrap-anywhere">{children || "—"}</dd>
    </div>
  );
}

/** An admin list's page links (first page, next page), its filters kept in both; see PageLinks. */
export function AdminPageLinks({
  base,
  page,
  filters,
}: {
  base: string;
  page: { paged: boolean; next: string | null };
  filters?: Readonly<Record<string, string>>;
}) {
  return <PageLinks base={base} label="Pages" paged={page.paged} next={page.next} filters={filters} firstLabel="First page" nextLabel="Next page" />;
}
