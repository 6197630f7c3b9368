import { FlaskConical } from "lucide-react";
import { Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/pro-balance";
import { ledgerKindLabels } from "~/components/pro/labels";
import { contractorOf, field, runAction } from "~/components/pro/pro.server";
import { ActionOutcome, EmptyState, formatDateTime, ProPage } from "~/components/pro/pro-ui";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input, Label } from "~/components/ui/input";
import { AccountError } from "~/domain/accounts/errors";
import { myBalance } from "~/domain/marketplace/balance.server";
import { dollarsToCents, formatCents } from "~/domain/marketplace/money";
import { testModePaymentProvider } from "~/domain/marketplace/payment-provider.server";
import { TOP_UP_MAX_CENTS, TOP_UP_MIN_CENTS, topUp } from "~/domain/marketplace/top-up.server";
import { cn } from "~/lib/utils";
import { seo } from "~/lib/seo";

// Stripe Checkout is not built yet (see payment-provider.server.ts): every top-up is test mode.
const provider = testModePaymentProvider;

export async function loader({ request }: Route.LoaderArgs) {
  const { ctx, contractorId } = await contractorOf(request);
  const balance = await myBalance(ctx, contractorId, 100);
  return { ...balance, testMode: provider.testMode, providerLabel: provider.label, minCents: TOP_UP_MIN_CENTS, maxCents: TOP_UP_MAX_CENTS, toppedUp: new URL(request.url).searchParams.get("topped-up") };
}

export async function action({ request }: Route.ActionArgs) {
  const { ctx, contractorId } = await contractorOf(request);
  const form = await request.formData();
  let done: number | undefined;
  let url: string | undefined;
  const result = await runAction("top-up", undefined, async () => {
    const dollars = Number(field(form, "amount").replace(/[$,\s]/g, ""));
    if (!Number.isFinite(dollars) || dollars <= 0) throw new AccountError("invalid_input", "Please enter an amount in dollars, e.g. 250.", 400);
    const outcome = await topUp(ctx, contractorId, dollarsToCents(dollars), provider);
    if (outcome.status === "redirect") url = outcome.url;
    else done = dollarsToCents(dollars);
    return "Balance topped up.";
  });
  if (url) throw redirect(url);
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
  const { balanceCents, entries, testMode, providerLabel, minCents, maxCents, toppedUp } = loaderData;
  const navigation = useNavigation();
  const pending = navigation.state === "submitting";
  const toppedUpCents = toppedUp && /^\d+$/.test(toppedUp) ? Number(toppedUp) : undefined;
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
          {testMode ? (
            <p className="mt-2 flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="test-mode-label">
              <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <strong className="font-semibold">{providerLabel}</strong>
            </p>
          ) : null}
          {toppedUpCents !== undefined ? <p role="status" className="mt-3 rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-800">Added {formatCents(toppedUpCents)} to your balance.</p> : null}
          <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
            <div className="space-y-2">
              <Label htmlFor="top-up-amount">Amount in dollars</Label>
              <Input id="top-up-amount" name="amount" type="number" min={minCents / 100} max={maxCents / 100} step="0.01" required defaultValue="250" className="w-40" aria-describedby="top-up-hint" />
            </div>
            <Button type="submit" disabled={pending}>
              {pending ? "Adding..." : testMode ? "Add test funds" : "Top up"}
            </Button>
            <p id="top-up-hint" className="w-full text-xs text-muted-foreground">
              Between {formatCents(minCents)} and {formatCents(maxCents)} per top-up.
            </p>
          </Form>
          <div className="mt-3">
            <ActionOutcome result={actionData} intent="top-up" />
          </div>
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
          <div className="mt-3 overflow-x-auto">
            <table className="w-full min-w-[32rem] text-left text-sm" data-testid="ledger">
              <thead className="text-muted-foreground">
                <tr>
                  <th scope="col" className="py-2 pr-4 font-medium">Date</th>
                  <th scope="col" className="py-2 pr-4 font-medium">Type</th>
                  <th scope="col" className="py-2 pr-4 font-medium">Details</th>
                  <th scope="col" className="py-2 text-right font-medium">Amount</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((e) => (
                  <tr key={e.id} className="border-t">
                    <td className="py-2 pr-4 whitespace-nowrap">{formatDateTime(e.createdAt)}</td>
                    <td className="py-2 pr-4">{ledgerKindLabels[e.kind] ?? e.kind}</td>
                    <td className="py-2 pr-4 text-muted-foreground">{e.memo}</td>
                    <td className={cn("py-2 text-right font-medium tabular-nums", e.amountCents < 0 ? "text-red-700" : "text-green-700")}>
                      {e.amountCents > 0 ? "+" : ""}
                      {formatCents(e.amountCents)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </ProPage>
  );
}
