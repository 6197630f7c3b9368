import { randomUUID } from "node:crypto";
import { data, Link, redirect, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import { postedForm } from "~/web/posted-form.server";
import type { Route } from "./+types/pro-index";
import { afterOf, loadPage } from "~/web/list-page.server";
import { requireContractor } from "~/web/require-contractor.server";
import { defineIntent, dispatchIntent, field } from "~/web/run-intent.server";
import { ActionOutcome, EmptyState, ProPage } from "~/components/pro/pro-ui";
import { PageLinks } from "~/components/page-links";
import { availableLeadsForContractor, DASHBOARD_PAGE_SIZE } from "~/domain/marketplace/listings.server";
import { formatCents } from "~/domain/shared/money";
import { purchaseLead } from "~/domain/marketplace/purchase-lead.server";
import { leadPurchaseSchema } from "~/forms/lead-purchase";
import { seo } from "~/lib/seo";
import { DocumentsLapsedBanner, RecentSkips } from "~/components/pro/documents-notices";
import { RatingBarBanner } from "~/components/pro/rating-bar-notice";
import { myDocuments } from "~/domain/documents/list-documents.server";
import { recentLeadSkips } from "~/domain/documents/lead-skips.server";
import { queryFilterOf } from "~/web/query-filter.server";
import { availableLeadsFilterOf, availableLeadsFilterSchema } from "~/forms/available-leads-filter";
import { AVAILABLE_LEAD_SORTS, availableLeadPageLabels, type AvailableLeadSort } from "~/forms/available-leads-filter-choices";
import { AvailableLeadCard, AvailableLeadIcons, dashboardHref } from "~/components/pro/available-lead-card";
import { AvailableLeadsFilter } from "~/components/pro/available-leads-filter";
import proLiveUpdates from "~/components/islands/entries/pro-live-updates";
import { islands } from "~/browser";

/**
 * The page a contractor keeps open all day, often on a phone: plain HTML whose forms and links work without
 * JavaScript, plus the layout's live updates as an island, not React and the router hydrating the whole page
 * (decision 0055). Reached by a client-side navigation from another dashboard page, it renders in that router.
 */
export const handle = islands(proLiveUpdates);

export async function loader({ request }: Route.LoaderArgs) {
  const { ctx, contractorId } = await requireContractor(request);
  // One page in the chosen order (newest first unless the URL says otherwise); the next page's link carries the
  // cursor (a plain link: it works without JavaScript).
  const after = afterOf(request);
  // The filter bar's choice is in the URL, so a live update's reload (the same URL) keeps it: a new lead outside it stays out.
  const filter = queryFilterOf(request, availableLeadsFilterSchema, ["trade", "distance", "sort"]);
  // One card per quote request: a request for 3 pros is one card saying how many of its spots are left.
  const [available, documents, skips] = await Promise.all([
    loadPage(
      availableLeadsForContractor(ctx, contractorId, { after, limit: DASHBOARD_PAGE_SIZE, onePerRequest: true, filter: availableLeadsFilterOf(filter.value) }),
    ),
    myDocuments(ctx, contractorId),
    recentLeadSkips(ctx.db, contractorId),
  ]);
  // ?confirm=<leadId>: the confirmation step of a purchase, a plain link, so it works without JavaScript.
  const confirm = new URL(request.url).searchParams.get("confirm");
  return data(
    {
      ...available,
      filters: filter.shown,
      filterErrors: filter.fieldErrors,
      lapsed: documents.lapsed,
      skips,
      after: after ?? null,
      paged: after !== undefined,
      confirm: confirm !== null && available.leads.some((l) => l.leadId === confirm && !l.blockedBy) ? confirm : null,
      confirmGone: confirm !== null && !available.leads.some((l) => l.leadId === confirm && !l.blockedBy),
      // One fresh key per lead per render: a double click or a resent form reuses it, so it buys once.
      leads: available.leads.map((l) => ({ ...l, idempotencyKey: randomUUID() })),
    },
    { status: filter.status },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const { ctx, contractorId } = await requireContractor(request);
  const form = await postedForm(request);
  let purchaseId = "";
  const buy = defineIntent({
    schema: leadPurchaseSchema,
    // Not a lead id: not found (it must not reach the uuid column, where it would be a 500).
    hidden: ["leadId"],
    notFound: "This lead",
    id: field(form, "leadId"),
    run: async ({ leadId, idempotencyKey, expectedPriceCents }) => {
      const outcome = await purchaseLead(ctx, contractorId, leadId, idempotencyKey, { expectedPriceCents });
      purchaseId = outcome.purchaseId;
      return "Lead bought.";
    },
  });
  const result = await dispatchIntent(form, { buy }, { intent: "buy" });
  if (purchaseId) throw redirect(`/pro/leads/${purchaseId}?bought=1`);
  return result;
}

/** After a 409 (the price changed, the lead was taken) the list is stale: reload it, so the new price shows. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Available Leads",
    description: "Exclusive home-service leads in your categories and service area, priced for your plan. Buy a lead to see the homeowner's contact details.",
    path: "/pro",
    noindex: true,
  });

export default function AvailableLeads({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const buying = navigation.state === "submitting" ? navigation.formData?.get("leadId") : undefined;
  const { leads, next, paged, after, confirm, confirmGone, balanceCents, spentThisWeekCents, weeklyCapCents, filters, filterErrors } = loaderData;
  const filtered = Object.values(filters).some((v) => v !== "");
  return (
    <ProPage
      title="Available leads"
      intro="Leads in your categories and service area. Each lead is sold to one contractor only; the homeowner's contact details show once you buy it."
    >
      <DocumentsLapsedBanner lapsed={loaderData.lapsed} />
      <RatingBarBanner notice={loaderData.ratingBar} />
      <dl className="grid gap-3 sm:grid-cols-3">
        <div className="rounded-xl border bg-card p-4">
          <dt className="text-sm text-muted-foreground">Balance</dt>
          <dd className="mt-1 text-2xl font-bold" data-testid="dashboard-balance">
            {formatCents(balanceCents)}
          </dd>
        </div>
        <div className="rounded-xl border bg-card p-4">
          <dt className="text-sm text-muted-foreground">Spent this week</dt>
          <dd className="mt-1 text-2xl font-bold">{formatCents(spentThisWeekCents)}</dd>
        </div>
        <div className="rounded-xl border bg-card p-4">
          <dt className="text-sm text-muted-foreground">Weekly spend cap</dt>
          <dd className="mt-1 text-2xl font-bold">{weeklyCapCents === null ? "No cap" : formatCents(weeklyCapCents)}</dd>
        </div>
      </dl>

      {actionData && !actionData.ok && !leads.some((l) => l.leadId === actionData.id) ? <ActionOutcome result={actionData} intent="buy" /> : null}
      {confirmGone && !actionData ? (
        <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          That lead is no longer for sale to you. Nothing was charged.
        </p>
      ) : null}

      {loaderData.ratingBar ? null : (
        <AvailableLeadsFilter trades={loaderData.trades} measuresDistance={loaderData.measuresDistance} filters={filters} errors={filterErrors} />
      )}

      <AvailableLeadIcons />
      {leads.length === 0 && paged ? (
        <EmptyState title="No older leads">
          <Link to={dashboardHref(filters, null)} className="font-medium text-primary underline-offset-2 hover:underline">
            Back to the first page
          </Link>
        </EmptyState>
      ) : leads.length === 0 && loaderData.ratingBar ? null : leads.length === 0 && filtered ? (
        <EmptyState title="No leads match these filters">
          <Link to="/pro" className="font-medium text-primary underline-offset-2 hover:underline">
            Show all your leads for sale
          </Link>
        </EmptyState>
      ) : leads.length === 0 ? (
        <EmptyState title="No leads right now">
          New leads in your categories and area appear here as homeowners ask for quotes. Check your{" "}
          <Link to="/pro/settings" className="font-medium text-primary underline-offset-2 hover:underline">
            categories and service area
          </Link>{" "}
          if you expected more.
        </EmptyState>
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2" aria-label="Leads for sale">
          {leads.map((lead) => (
            <li key={lead.leadId} id={`lead-${lead.leadId}`}>
              <AvailableLeadCard
                lead={lead}
                actionData={actionData}
                confirming={confirm === lead.leadId}
                buying={buying === lead.leadId}
                balanceCents={balanceCents}
                after={after}
                filters={filters}
              />
            </li>
          ))}
        </ul>
      )}

      <PageLinks
        base="/pro"
        label="Pages of leads"
        paged={paged}
        next={next}
        filters={filters}
        {...availableLeadPageLabels[(AVAILABLE_LEAD_SORTS as readonly string[]).includes(filters.sort ?? "") ? (filters.sort as AvailableLeadSort) : "newest"]}
      />
      <RecentSkips skips={loaderData.skips} />
    </ProPage>
  );
}
