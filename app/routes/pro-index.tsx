import { PhoneVerified } from "~/components/pro/phone-verified";
import { qualityLabel } from "~/domain/quality/quality-label";
import { randomUUID } from "node:crypto";
import { Camera, Clock, MapPin, ShoppingCart, Users } from "lucide-react";
import { iconSprite } from "~/components/ui/icon-sprite";
import { ProjectAnswersList } from "~/components/pro/project-answers-list";
import { data, Form, Link, redirect, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import { postedForm } from "~/web/posted-form.server";
import type { Route } from "./+types/pro-index";
import { blockedReason, categoryName } from "~/components/pro/labels";
import { afterOf, loadPage } from "~/web/list-page.server";
import { requireContractor } from "~/web/require-contractor.server";
import { field, runFormIntent } from "~/web/run-intent.server";
import { ActionOutcome, EmptyState, ProPage } from "~/components/pro/pro-ui";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { PageLinks } from "~/components/page-links";
import { Card } from "~/components/ui/card";
import { isUuid } from "~/forms/ids";
import { NotFoundError } from "~/domain/shared/errors";
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
import { AVAILABLE_LEAD_SORTS, availableLeadPageLabels, availableLeadSortLabels, DISTANCE_CHOICES, DISTANCE_SORTS, type AvailableLeadSort } from "~/forms/available-leads-filter-choices";
import { ListFilterForm, ListFilterSelect } from "~/components/pro/list-filters";

export async function loader({ request }: Route.LoaderArgs) {
  const { ctx, contractorId } = await requireContractor(request);
  // One page in the chosen order (newest first unless the URL says otherwise); the next page's link carries the
  // cursor (a plain link: it works without JavaScript).
  const after = afterOf(request);
  // The filter bar's choice is in the URL, so a live update's reload (the same URL) keeps it: a new lead outside it stays out.
  const filter = queryFilterOf(request, availableLeadsFilterSchema, ["trade", "distance", "sort"]);
  // One card per quote request: a request for 3 pros is one card saying how many of its spots are left.
  const [available, documents, skips] = await Promise.all([
    loadPage(availableLeadsForContractor(ctx, contractorId, { after, limit: DASHBOARD_PAGE_SIZE, onePerRequest: true, filter: availableLeadsFilterOf(filter.value) })),
    myDocuments(ctx, contractorId),
    recentLeadSkips(ctx.db, contractorId),
  ]);
  // ?confirm=<leadId>: the confirmation step of a purchase, a plain link, so it works without JavaScript.
  const confirm = new URL(request.url).searchParams.get("confirm");
  return data({
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
  }, { status: filter.status });
}

export async function action({ request }: Route.ActionArgs) {
  const { ctx, contractorId } = await requireContractor(request);
  const form = await postedForm(request);
  let purchaseId = "";
  const result = await runFormIntent(
    form,
    leadPurchaseSchema,
    async (buy) => {
      // Not a lead id: not found (it must not reach the uuid column, where it would be a 500).
      if (!isUuid(buy.leadId)) throw new NotFoundError("This lead");
      const outcome = await purchaseLead(ctx, contractorId, buy.leadId, buy.idempotencyKey, { expectedPriceCents: buy.expectedPriceCents });
      purchaseId = outcome.purchaseId;
      return "Lead bought.";
    },
    { intent: "buy", id: field(form, "leadId") },
  );
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

function photoCountLabel(n: number): string {
  return n === 1 ? "1 photo" : `${n} photos`;
}

function spotsLeft(left: number, of: number): string {
  return `${left} of ${of} ${of === 1 ? "spot" : "spots"} left`;
}

/** The dashboard's address with these query parameters (the filters and the page cursor kept, so Cancel returns to the same page). */
function dashboardHref(filters: Readonly<Record<string, string>>, after: string | null, confirm?: string): string {
  const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== ""));
  if (after) query.set("after", after);
  if (confirm) query.set("confirm", confirm);
  const search = query.toString();
  return `/pro${search ? `?${search}` : ""}${confirm ? `#lead-${confirm}` : ""}`;
}

/** The icons of every lead card, drawn from one sprite per page. */
const { Sprite: CardIconSprite, Icon: CardIcon } = iconSprite({ "map-pin": MapPin, users: Users, clock: Clock, cart: ShoppingCart, camera: Camera });

type BuyStepProps = {
  lead: { leadId: string; priceCents: number; idempotencyKey: string };
  confirming: boolean;
  buying: boolean;
  balanceCents: number;
  after: string | null;
  filters: Readonly<Record<string, string>>;
};

/**
 * Buying takes two steps: "Buy lead" opens the confirmation (price and the
 * balance after), and only its Confirm button posts the purchase with the
 * idempotency key. Both are plain links and forms: no JavaScript needed.
 */
function BuyStep({ lead, confirming, buying, balanceCents, after, filters }: BuyStepProps) {
  if (!confirming) {
    return (
      <Link to={dashboardHref(filters, after, lead.leadId)} className={buttonVariants({ className: "w-full" })} preventScrollReset>
        <CardIcon name="cart" />
        {`Buy lead for ${formatCents(lead.priceCents)}`}
      </Link>
    );
  }
  return (
    <Form method="post" className="space-y-3 rounded-lg border border-primary/40 bg-primary/5 p-3" data-testid="confirm-purchase" aria-label="Confirm purchase">
      <p className="text-sm font-medium">
        Buy this lead for {formatCents(lead.priceCents)}? Your balance after: {formatCents(balanceCents - lead.priceCents)}
      </p>
      <input type="hidden" name="leadId" value={lead.leadId} />
      <input type="hidden" name="idempotencyKey" value={lead.idempotencyKey} />
      <input type="hidden" name="expectedPriceCents" value={lead.priceCents} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size={null} wrap className="min-h-10 flex-1 px-4 py-2 text-sm" disabled={buying}>
          <ShoppingCart aria-hidden="true" />
          {buying ? "Buying..." : `Confirm: buy for ${formatCents(lead.priceCents)}`}
        </Button>
        <Link to={dashboardHref(filters, after)} className={buttonVariants({ variant: "outline" })} preventScrollReset>
          Cancel
        </Link>
      </div>
    </Form>
  );
}

/** The offered distances, and a valid one from a hand-edited link among them, so the select shows what is applied. */
function distanceOptions(current: string, error: string | undefined) {
  const miles = new Set<number>(DISTANCE_CHOICES);
  if (current && !error) miles.add(Number(current));
  return [...miles].toSorted((a, b) => a - b).map((d) => ({ value: String(d), label: `Within ${d} miles` }));
}

/** The filter bar: trade, distance from the base ZIP (only when there is one), order. */
function AvailableLeadsFilter({ trades, measuresDistance, filters, errors }: { trades: readonly string[]; measuresDistance: boolean; filters: Readonly<Record<string, string>>; errors: Readonly<Record<string, string>> }) {
  return (
    <ListFilterForm label="Filter leads">
      <ListFilterSelect id="trade" label="Trade" value={filters.trade ?? ""} allLabel="All your trades" options={trades.map((t) => ({ value: t, label: categoryName(t) }))} error={errors.trade} />
      {measuresDistance ? (
        <ListFilterSelect id="distance" label="Distance" value={filters.distance ?? ""} allLabel="Whole service area" options={distanceOptions(filters.distance ?? "", errors.distance)} error={errors.distance} />
      ) : null}
      <ListFilterSelect
        id="sort"
        label="Sort"
        value={filters.sort ?? ""}
        options={AVAILABLE_LEAD_SORTS.filter((s) => measuresDistance || !DISTANCE_SORTS.includes(s)).map((s) => ({ value: s === "newest" ? "" : s, label: availableLeadSortLabels[s] }))}
        error={errors.sort}
      />
    </ListFilterForm>
  );
}

function ageLabel(days: number): string {
  if (days <= 0) return "Today";
  return days === 1 ? "1 day old" : `${days} days old`;
}

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
          <dd className="mt-1 text-2xl font-bold" data-testid="dashboard-balance">{formatCents(balanceCents)}</dd>
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

      {loaderData.ratingBar ? null : <AvailableLeadsFilter trades={loaderData.trades} measuresDistance={loaderData.measuresDistance} filters={filters} errors={filterErrors} />}

      <CardIconSprite />
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
              <Card className="flex h-full flex-col p-5" data-testid="available-lead" data-lead-id={lead.leadId}>
                <div className="flex items-start justify-between gap-3">
                  <div>
                    <p className="text-3xl font-bold tracking-tight" data-testid="lead-price">
                      {formatCents(lead.priceCents)}
                    </p>
                    <p className="text-xs text-muted-foreground">Price for your plan</p>
                  </div>
                  <div className="flex flex-wrap justify-end gap-1">
                    <Badge variant="secondary">{categoryName(lead.category)}</Badge>
                    {lead.aged ? <Badge variant="outline">Aged lead</Badge> : null}
                  </div>
                </div>
                <h2 className="mt-4 text-base font-semibold">
                  {categoryName(lead.category)} project in {lead.city}, {lead.state}
                </h2>
                <p className="mt-1 text-sm text-muted-foreground">{lead.summary}</p>
                <ProjectAnswersList answers={lead.answers} className="mt-3" />
                <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
                  <li className="flex items-center gap-1">
                    <CardIcon name="map-pin" className="size-4" />
                    {lead.city}, {lead.state} {lead.zip}
                  </li>
                  <li className="flex items-center gap-1">
                    <CardIcon name="users" className="size-4" />
                    {lead.prosRequested === 1 ? "Wants 1 pro" : `Wants ${lead.prosRequested} pros`}
                  </li>
                  {lead.prosRequested > 1 ? (
                    <li className="font-medium text-foreground" data-testid="slots-left">
                      {spotsLeft(lead.slotsLeft, lead.prosRequested)}
                    </li>
                  ) : null}
                  {lead.photos > 0 ? (
                    <li className="flex items-center gap-1" data-testid="photo-count">
                      <CardIcon name="camera" className="size-4" />
                      {photoCountLabel(lead.photos)}
                    </li>
                  ) : null}
                  <li className="flex items-center gap-1">
                    <CardIcon name="clock" className="size-4" />
                    {ageLabel(lead.ageDays)}
                  </li>
                </ul>
                {lead.quality ? (
                  <p className="mt-3 text-sm" data-testid="lead-quality">
                    <span className="font-medium">{qualityLabel(lead.quality)}</span>
                    <span className="text-muted-foreground"> ({lead.quality.reasons})</span>
                  </p>
                ) : null}
                <p className="mt-3 text-sm">
                  <PhoneVerified at={lead.phoneVerifiedAt} className={lead.phoneVerifiedAt ? "font-medium text-success" : "text-muted-foreground"} />
                </p>
                <p className="mt-3 text-sm text-muted-foreground">Contact details: shown after purchase.</p>
                <div className="mt-auto space-y-3 pt-4">
                  <ActionOutcome result={actionData} intent="buy" id={lead.leadId} />
                  {lead.blockedBy ? (
                    <div className="space-y-2">
                      <p className="text-sm text-amber-900">{blockedReason[lead.blockedBy]}</p>
                      {lead.blockedBy === "balance" ? (
                        <Link to="/pro/balance" className={buttonVariants({ variant: "outline" })}>
                          Top up balance
                        </Link>
                      ) : null}
                    </div>
                  ) : (
                    <BuyStep lead={lead} confirming={confirm === lead.leadId} buying={buying === lead.leadId} balanceCents={balanceCents} after={after} filters={filters} />
                  )}
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}

      <PageLinks base="/pro" label="Pages of leads" paged={paged} next={next} filters={filters} {...availableLeadPageLabels[(AVAILABLE_LEAD_SORTS as readonly string[]).includes(filters.sort ?? "") ? (filters.sort as AvailableLeadSort) : "newest"]} />
      <RecentSkips skips={loaderData.skips} />
    </ProPage>
  );
}
