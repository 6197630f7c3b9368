import { FlaskConical, LogOut } from "lucide-react";
import { data, Outlet } from "react-router";
import type { Route } from "./+types/admin-layout";
import { adminHeaders } from "~/components/admin/admin-headers";
import { ConsoleError, isConsoleRefusal } from "~/components/console-error";
import { TabNav } from "~/components/tab-nav";
import { Button } from "~/components/ui/button";
import { testPaymentsOn } from "~/domain/payments/select-payment-provider.server";
import { requireAdmin } from "~/web/require-admin.server";
import { ViewerTimeZoneProvider } from "~/components/local-time";
import { getStaffTimeZone } from "~/domain/accounts/staff-time-zone.server";
import { hydrated } from "~/browser";

/** Live validation and client-side behaviour: this page needs React in the browser. */
export const handle = hydrated;

export const headers = adminHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const { ctx, adminId, sendHeaders } = await requireAdmin(request);
  // Shown on every admin page, in any NODE_ENV: test-mode top-ups credit balances without charging anyone.
  return data({ testPayments: testPaymentsOn(ctx.env), timeZone: await getStaffTimeZone(ctx, adminId) }, { headers: sendHeaders });
}

const nav = [
  { to: "/admin", label: "Overview", end: true },
  { to: "/admin/applications", label: "Applications" },
  { to: "/admin/returns", label: "Returns" },
  { to: "/admin/held-requests", label: "Held for review" },
  { to: "/admin/contractors", label: "Contractors" },
  { to: "/admin/leads", label: "Leads" },
  { to: "/admin/lead-quality", label: "Lead quality" },
  { to: "/admin/prices", label: "Prices" },
  { to: "/admin/messages", label: "Messages" },
  { to: "/admin/outbox", label: "Outbox" },
  { to: "/admin/audit", label: "Audit log" },
  { to: "/admin/reviews", label: "Reviews" },
  { to: "/admin/enterprise-requests", label: "Enterprise requests" },
  { to: "/admin/documents", label: "Documents" },
  { to: "/admin/settings", label: "Settings" },
];

const AdminNav = () => (
  <TabNav
    label="Admin"
    items={nav}
    className="mb-8 overflow-x-auto border-b"
    listClassName="flex min-w-max gap-1"
    tabClassName="inline-block border-b-2 px-3 py-2 text-sm font-medium"
  />
);

/**
 * The console's own Sign out, beside its name: the site header's sits in the menu at phone widths. A plain form
 * (works before the page hydrates and without JavaScript); the origin check refuses it from another site (decision 0003).
 */
const AdminBar = () => (
  <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
    <p className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">Admin console</p>
    <form method="post" action="/logout">
      <Button type="submit" variant="outline" size="sm">
        <LogOut aria-hidden="true" />
        Sign out
      </Button>
    </form>
  </div>
);

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      {loaderData.testPayments ? (
        <p
          role="note"
          className="mb-6 flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
          data-testid="test-payments-banner"
        >
          <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            <strong className="font-semibold">Test-mode payments are on.</strong> Contractors&apos; top-ups add to their balances without charging anything. Set
            the Stripe keys (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET) to take real payments.
          </span>
        </p>
      ) : null}
      <AdminBar />
      <AdminNav />
      <ViewerTimeZoneProvider zone={loaderData.timeZone}>
        <Outlet />
      </ViewerTimeZoneProvider>
    </div>
  );
}

/** A failing admin page keeps the console's navigation (a refusal of the whole console does not show it). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isConsoleRefusal(error)) return <ConsoleError error={error} />;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <AdminBar />
      <AdminNav />
      <ConsoleError error={error} />
    </div>
  );
}
