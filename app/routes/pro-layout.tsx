import { LogOut, Wallet } from "lucide-react";
import { data, Form, Link, Outlet, useRevalidator } from "react-router";
import type { Route } from "./+types/pro-layout";
import { requireContractor } from "~/web/require-contractor.server";
import { ConsoleError, isConsoleRefusal } from "~/components/console-error";
import { ProNav } from "~/components/pro/pro-ui";
import { useLocalTime, ViewerTimeZoneProvider } from "~/components/local-time";
import { zoneOfContractor } from "~/domain/contractors/my-time-zone.server";
import { Island, hydrated } from "~/browser";
import proLiveUpdates from "~/components/islands/entries/pro-live-updates";
import { LiveReload } from "~/components/pro/live-reload";
import { useProAppWorker } from "~/components/pro/pro-app-worker";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { getMyProfile } from "~/domain/contractors/preferences.server";
import { myBalanceCents } from "~/domain/ledger/balance.server";
import { formatCents } from "~/domain/shared/money";
import { myTrialEnd } from "~/domain/billing/get-my-billing.server";

/**
 * Live validation and client-side behaviour: the dashboard's pages need React in the browser. Available leads,
 * the page a contractor keeps open, runs only its islands instead (its handle says so, decision 0055).
 */
export const handle = hydrated;

export async function loader({ request }: Route.LoaderArgs) {
  const { ctx, contractorId, email, setCookie } = await requireContractor(request);
  const [profile, balanceCents, trialEndsAt] = await Promise.all([
    getMyProfile(ctx, contractorId),
    myBalanceCents(ctx, contractorId),
    myTrialEnd(ctx, contractorId),
  ]);
  return data(
    {
      businessName: profile.businessName,
      email,
      status: profile.status,
      plan: profile.plan,
      balanceCents,
      trialEndsAt,
      timeZone: await zoneOfContractor(profile),
    },
    { headers: { "Cache-Control": "private, no-store", ...(setCookie ? { "Set-Cookie": setCookie } : {}) } },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const out = new Headers({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" });
  const renewed = loaderHeaders.get("Set-Cookie");
  if (renewed) out.set("Set-Cookie", renewed);
  return out;
}

const planNames: Record<string, string> = { "pay-as-you-go": "Pay-As-You-Go", professional: "Professional", enterprise: "Enterprise" };

export default function ProLayout({ loaderData }: Route.ComponentProps) {
  return (
    <ViewerTimeZoneProvider zone={loaderData.timeZone}>
      <ProLayoutPage loaderData={loaderData} />
    </ViewerTimeZoneProvider>
  );
}

function ProLayoutPage({ loaderData }: { loaderData: Route.ComponentProps["loaderData"] }) {
  const revalidator = useRevalidator();
  useProAppWorker();
  const { formatDate } = useLocalTime();
  return (
    <div className="min-h-[60vh] bg-muted/40">
      <div className="border-b bg-card">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <div className="flex flex-wrap items-center justify-between gap-3 pt-5 pb-3">
            <div className="min-w-0">
              <p className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">Contractor dashboard</p>
              <p className="truncate text-lg font-semibold">{loaderData.businessName}</p>
              <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                <span>{planNames[loaderData.plan] ?? loaderData.plan} plan</span>
                {loaderData.trialEndsAt ? (
                  <Link to="/pro/billing" className="underline" data-testid="trial-ends-header">
                    Free trial until {formatDate(loaderData.trialEndsAt)}
                  </Link>
                ) : null}
                {/* The router's revalidation reloads the data of a hydrated page; an islands page morphs its HTML. */}
                <LiveReload.Provider value={() => void revalidator.revalidate()}>
                  <Island of={proLiveUpdates} props={{}} />
                </LiveReload.Provider>
                {loaderData.status !== "active" ? (
                  <Badge variant={null} className="border-amber-300 bg-amber-50 text-amber-900">
                    {loaderData.status === "paused" ? "Paused" : "Suspended"}
                  </Badge>
                ) : null}
              </div>
            </div>
            <div className="flex items-center gap-2">
              <Link
                to="/pro/balance"
                className="inline-flex h-10 items-center gap-2 rounded-md border bg-background px-3 text-sm font-semibold hover:bg-muted"
                aria-label={`Balance ${formatCents(loaderData.balanceCents)}: view and top up`}
              >
                <Wallet className="size-4 text-primary" aria-hidden="true" />
                <span data-testid="pro-balance">{formatCents(loaderData.balanceCents)}</span>
              </Link>
              <Form method="post" action="/logout">
                <Button type="submit" variant="outline">
                  <LogOut aria-hidden="true" />
                  Log out
                </Button>
              </Form>
            </div>
          </div>
          <ProNav />
        </div>
      </div>
      <Outlet />
    </div>
  );
}

/** A failing dashboard page keeps the dashboard's navigation (a refusal of the whole dashboard does not show it). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isConsoleRefusal(error)) return <ConsoleError error={error} />;
  return (
    <div className="min-h-[60vh] bg-muted/40">
      <div className="border-b bg-card">
        <div className="mx-auto max-w-7xl px-4 pt-5 sm:px-6 lg:px-8">
          <p className="pb-3 text-xs font-semibold uppercase tracking-wider text-muted-foreground">Contractor dashboard</p>
          <ProNav />
        </div>
      </div>
      <ConsoleError error={error} />
    </div>
  );
}
