import { randomUUID } from "node:crypto";
import { CircleSlash, Clock, FlaskConical, Lock } from "lucide-react";
import { Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/pro-balance";
import { ledgerKindLabels } from "~/components/pro/labels";
import { requireContractor } from "~/web/require-contractor.server";
import { afterOf, loadPage } from "~/web/list-page.server";
import { PageLinks } from "~/components/page-links";
import { runFormIntent } from "~/web/run-intent.server";
import { ActionOutcome, EmptyState, ProPage } from "~/components/pro/pro-ui";
import { useLocalTime } from "~/components/local-time";
import { LedgerTable } from "~/components/ledger-table";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input, Label } from "~/components/ui/input";
import { myBalance } from "~/domain/ledger/balance.server";
import { formatCents } from "~/domain/shared/money";
import { topUpSchema } from "~/forms/top-up";
import { myPendingTopUps, myTopUpByProviderRef } from "~/domain/payments/my-top-ups.server";
import { STRIPE_PROVIDER_ID } from "~/domain/payments/payment-provider.server";
import { requirePaymentProvider, selectPaymentProvider } from "~/domain/payments/select-payment-provider.server";
import { TOP_UP_MAX_CENTS, TOP_UP_MIN_CENTS, topUp } from "~/domain/payments/top-up.server";
import { cn } from "~/lib/utils";
import { seo } from "~/lib/seo";

/** Back from Stripe Checkout: what to tell the contractor (the webhook, not this page, credits the balance). */
type CheckoutReturn = { kind: "credited"; amountCents: number } | { kind: "awaiting" } | { kind: "cancelled" };

async function checkoutReturnOf(ctx: Parameters<typeof myTopUpByProviderRef>[0], contractorId: string, url: URL): Promise<CheckoutReturn | null> {
  const checkout = url.searchParams.get("checkout");
  if (checkout === "cancelled") return { kind: "cancelled" };
  if (checkout !== "success") return null;
  const sessionId = url.searchParams.get("session_id") ?? "";
  // Only the caller's own top-up is looked up; anyone else's session id reads as 'awaiting'.
  const row = sessionId && sessionId.length <= 255 ? await myTopUpByProviderRef(ctx, contractorId, STRIPE_PROVIDER_ID, sessionId) : undefined;
  return row?.status === "completed" ? { kind: "credited", amountCents: row.amountCents } : { kind: "awaiting" };
}

export async function loader({ request }: Route.LoaderArgs) {
  const { ctx, contractorId } = await requireContractor(request);
  const url = new URL(request.url);
  const after = afterOf(request);
  // One page of the history, newest first; "Older entries" carries the cursor (a plain link).
  const balance = await loadPage(myBalance(ctx, contractorId, { after }));
  const provider = selectPaymentProvider(ctx.env);
  return {
    ...balance,
    paged: after !== undefined,
    // No provider: production without Stripe and without ALLOW_TEST_PAYMENTS; the page offers no top-up.
    paymentsOff: provider === null,
    testMode: provider?.testMode ?? false,
    checkoutProvider: provider && !provider.testMode ? provider.id : null,
    providerLabel: provider?.label ?? "",
    minCents: TOP_UP_MIN_CENTS,
    maxCents: TOP_UP_MAX_CENTS,
    toppedUp: url.searchParams.get("topped-up"),
    checkoutReturn: await checkoutReturnOf(ctx, contractorId, url),
    pendingTopUps: await myPendingTopUps(ctx, contractorId),
    // One key per rendered form: a double click or resubmission starts one payment, not two.
    topUpKey: randomUUID(),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const { ctx, contractorId } = await requireContractor(request);
  let done: number | undefined;
  let url: string | undefined;
  const result = await runFormIntent(
    request,
    topUpSchema,
    async ({ amount, idempotencyKey }) => {
      // The page shows no form when payments are off, but a forged post must be refused too (403, nothing stored).
      const provider = requirePaymentProvider(ctx.env);
      const outcome = await topUp(ctx, contractorId, amount, provider, { idempotencyKey });
      if (outcome.status === "redirect") url = outcome.url;
      else done = amount;
      return "Balance topped up.";
    },
    { intent: "top-up" },
  );
  // To the provider's hosted checkout; 303 so the browser follows with a GET.
  if (url) throw redirect(url, 303);
  // Post/Redirect/Get: reloading the page does not top up twice.
  if (done !== undefined) throw redirect(`/pro/balance?topped-up=${done}`);
  return result;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Balance",
    description: "Your lead balance, top-ups and the full history of purchases, credits and adjustments. The balance can never go below zero.",
    path: "/pro/balance",
    noindex: true,
  });

export default function Balance({ loaderData, actionData }: Route.ComponentProps) {
  const { formatDateTime } = useLocalTime();
  const {
    balanceCents,
    entries,
    next,
    paged,
    paymentsOff,
    testMode,
    checkoutProvider,
    providerLabel,
    minCents,
    maxCents,
    toppedUp,
    checkoutReturn,
    pendingTopUps,
    topUpKey,
  } = loaderData;
  const navigation = useNavigation();
  const pending = navigation.state === "submitting";
  const toppedUpCents = toppedUp && /^\d+$/.test(toppedUp) ? Number(toppedUp) : undefined;
  const stripe = checkoutProvider === "stripe";
  return (
    <ProPage title="Balance" intro="Leads are paid from your balance. Top up before you buy; returned leads that are credited come back here.">
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="p-5">
          <h2 className="text-sm font-medium text-muted-foreground">Current balance</h2>
          <p className="mt-1 text-4xl font-bold tracking-tight" data-testid="balance-amount">
            {formatCents(balanceCents)}
          </p>
        </Card>
        <Card className="p-5 lg:col-span-2">
          <h2 className="text-lg font-semibold">Top up</h2>
          {paymentsOff ? (
            <p className="mt-2 flex items-start gap-2 rounded-md border bg-muted/40 px-3 py-2 text-sm" data-testid="payments-off">
              <CircleSlash className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>
                <strong className="font-semibold">Payments are not configured on this site yet</strong>, so top-ups are unavailable for now. Leads you buy are
                still paid from your current balance.
              </span>
            </p>
          ) : testMode ? (
            <p
              className="mt-2 flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
              data-testid="test-mode-label"
            >
              <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <strong className="font-semibold">{providerLabel}</strong>
            </p>
          ) : stripe ? (
            <div className="mt-2 flex items-start gap-2 rounded-md border bg-muted/40 px-3 py-2 text-sm" data-testid="stripe-checkout-label">
              <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <p>
                <strong className="font-semibold">You&apos;ll pay on Stripe&apos;s secure checkout page.</strong> {providerLabel} Your balance is credited as
                soon as Stripe confirms the payment.
              </p>
            </div>
          ) : null}
          {toppedUpCents !== undefined ? (
            <p role="status" className="mt-3 rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-800">
              Added {formatCents(toppedUpCents)} to your balance.
            </p>
          ) : null}
          <CheckoutReturnMessage value={checkoutReturn} />
          {paymentsOff ? null : (
            <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
              <input type="hidden" name="idempotencyKey" value={topUpKey} />
              <div className="space-y-2">
                <Label htmlFor="top-up-amount">Amount in dollars</Label>
                <Input
                  id="top-up-amount"
                  name="amount"
                  type="number"
                  min={minCents / 100}
                  max={maxCents / 100}
                  step="0.01"
                  required
                  defaultValue="250"
                  fullWidth={false}
                  className="w-40"
                  aria-describedby="top-up-hint"
                />
              </div>
              <Button type="submit" disabled={pending}>
                {stripe
                  ? pending
                    ? "Opening secure checkout..."
                    : "Continue to secure checkout"
                  : pending
                    ? "Adding..."
                    : testMode
                      ? "Add test funds"
                      : "Top up"}
              </Button>
              <p id="top-up-hint" className="w-full text-xs text-muted-foreground">
                Between {formatCents(minCents)} and {formatCents(maxCents)} per top-up.
                {stripe ? " Payments are processed by Stripe; we never see your card details." : ""}
              </p>
            </Form>
          )}
          <div className="mt-3">
            <ActionOutcome result={actionData} intent="top-up" />
          </div>
          {pendingTopUps.length > 0 ? (
            <div className="mt-4" data-testid="pending-top-ups">
              <h3 className="text-sm font-semibold">Awaiting payment confirmation</h3>
              <ul className="mt-2 space-y-1 text-sm">
                {pendingTopUps.map((t) => (
                  <li key={t.id} className="flex flex-wrap items-center gap-2">
                    <Clock className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                    <span className="font-medium tabular-nums">{formatCents(t.amountCents)}</span>
                    <span className="text-muted-foreground">started {formatDateTime(t.createdAt)}, not yet credited</span>
                  </li>
                ))}
              </ul>
              <p className="mt-2 text-xs text-muted-foreground">An unfinished checkout expires after 24 hours and is never charged.</p>
            </div>
          ) : null}
        </Card>
      </div>

      <section aria-labelledby="history-heading" className="rounded-xl border bg-card p-5">
        <h2 id="history-heading" className="text-lg font-semibold">
          History
        </h2>
        {entries.length === 0 ? (
          <div className="mt-3">
            <EmptyState title="No transactions yet">Top-ups, lead purchases and credits appear here.</EmptyState>
          </div>
        ) : (
          <LedgerTable entries={entries} look="pro" formatWhen={formatDateTime} kindLabel={(kind) => ledgerKindLabels[kind] ?? kind} testId="ledger" />
        )}
        <div className="mt-4">
          <PageLinks base="/pro/balance" label="Pages of your history" paged={paged} next={next} firstLabel="Newest entries" nextLabel="Older entries" />
        </div>
      </section>
    </ProPage>
  );
}

function CheckoutReturnMessage({ value }: { value: CheckoutReturn | null }) {
  if (!value) return null;
  const text =
    value.kind === "credited"
      ? `Payment received — ${formatCents(value.amountCents)} has been added to your balance.`
      : value.kind === "awaiting"
        ? "Payment received — your balance updates as soon as Stripe confirms it (usually within a few seconds; refresh this page to see it)."
        : "Checkout cancelled — nothing was charged.";
  return (
    <p
      role="status"
      data-testid="checkout-return"
      className={cn(
        "mt-3 rounded-md border px-3 py-2 text-sm",
        value.kind === "cancelled" ? "border-border bg-muted/40 text-foreground" : "border-green-200 bg-green-50 text-green-800",
      )}
    >
      {text}
    </p>
  );
}
