import type * as React from "react";
import { FormMessage } from "~/components/auth/auth-card";
import { TabNav } from "~/components/tab-nav";

const navItems = [
  { to: "/pro", label: "Available leads", end: true },
  { to: "/pro/leads", label: "My leads", end: false },
  { to: "/pro/balance", label: "Balance", end: false },
  { to: "/pro/billing", label: "Plan & billing", end: false },
  { to: "/pro/settings", label: "Settings", end: false },
  { to: "/pro/integrations", label: "API & webhooks", end: false },
  { to: "/pro/reviews", label: "Reviews", end: false },
  { to: "/pro/documents", label: "Documents", end: false },
  { to: "/pro/account", label: "Account", end: false },
];

/** The dashboard's tab-like navigation; plain links, so it works without JavaScript. */
export function ProNav() {
  return (
    <TabNav
      label="Dashboard"
      items={navItems}
      className="-mb-px"
      listClassName="flex flex-wrap gap-x-1"
      tabClassName="inline-flex h-11 items-center border-b-2 px-3 text-sm font-semibold transition-colors"
    />
  );
}

/** A dashboard page: its single h1, an intro line and the content. */
export function ProPage({ title, intro, actions, children }: { title: string; intro?: React.ReactNode; actions?: React.ReactNode; children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{title}</h1>
          {intro ? <p className="mt-1 max-w-3xl text-sm text-muted-foreground">{intro}</p> : null}
        </div>
        {actions}
      </div>
      <div className="mt-6 space-y-6">{children}</div>
    </div>
  );
}

/** The outcome of the last action, if it concerns this object (or any when id is omitted). */
export function ActionOutcome({
  result,
  intent,
  id,
}: {
  result: { ok: boolean; intent: string; id?: string; message?: string; error?: string } | undefined;
  intent: string;
  id?: string;
}) {
  if (!result || result.intent !== intent || (id !== undefined && result.id !== id)) return null;
  // A refusal that asks "Confirm it's you" carries no message: ConfirmIdentityForm shows it.
  if (!result.ok && !result.error) return null;
  return result.ok ? <FormMessage tone="success">{result.message}</FormMessage> : <FormMessage tone="error">{result.error}</FormMessage>;
}

export function EmptyState({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed bg-card p-8 text-center">
      <h2 className="text-lg font-semibold">{title}</h2>
      <div className="mx-auto mt-2 max-w-xl text-sm text-muted-foreground">{children}</div>
    </div>
  );
}

/**
 * Dates and times: in the contractor's own zone, through the hook (the dashboard's layout provides the zone):
 * `const { formatDate, formatDateTime } = useLocalTime();` → "Dec 1, 2026" and "Dec 1, 2026, 2:10 PM EST".
 */
export { useLocalTime } from "~/components/local-time";
