import { randomUUID } from "node:crypto";
import { FlaskConical } from "lucide-react";
import { Form, Link, redirect } from "react-router";
import type { Route } from "./+types/pro-billing";
import { ConfirmIdentityForm } from "~/components/auth/confirm-identity-form";
import { ActionOutcome, ProPage } from "~/components/pro/pro-ui";
import { useLocalTime } from "~/components/local-time";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Label } from "~/components/ui/input";
import { minimumRule } from "~/content/plans";
import { changeMyPlan } from "~/domain/billing/change-my-plan.server";
import { requestEnterprise } from "~/domain/billing/enterprise-requests.server";
import { getMyBilling } from "~/domain/billing/get-my-billing.server";
import { selectPaymentProvider } from "~/domain/payments/select-payment-provider.server";
import { formatCents } from "~/domain/shared/money";
import { enterpriseRequestSchema, planChangeSchema } from "~/forms/billing";
import { seo } from "~/lib/seo";
import { postedForm } from "~/web/posted-form.server";
import { field, runFormIntent } from "~/web/run-intent.server";
import { requireContractor } from "~/web/require-contractor.server";
import { requireFreshIdentity } from "~/web/require-fresh-identity.server";

export async function loader({ request }: Route.LoaderArgs) {
  const { ctx, contractorId } = await requireContractor(request);
  const provider = selectPaymentProvider(ctx.env);
  const checkout = new URL(request.url).searchParams.get("checkout");
  return {
    ...(await getMyBilling(ctx, contractorId)),
    paymentsOff: provider === null,
    testMode: provider?.testMode ?? false,
    providerLabel: provider?.label ?? "",
    checkoutReturn: checkout === "success" || checkout === "cancelled" ? checkout : null,
    formKey: randomUUID(),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const { ctx, contractorId, userId, email, sessionId } = await requireContractor(request);
  const form = await postedForm(request);
  if (field(form, "intent") === "request-enterprise") {
    return runFormIntent(
      form,
      enterpriseRequestSchema,
      ({ note }) => requestEnterprise(ctx, { userId, contractorId }, note).then(() => "Thanks — our sales team will contact you about Enterprise."),
      { intent: "request-enterprise" },
    );
  }
  // A plan change starts or ends a subscription paid by card: "Confirm it's you" first.
  const refusal = await requireFreshIdentity(ctx, { userId, sessionId }, form, "plan", planChangeSchema);
  if (refusal) return refusal;
  let url: string | undefined;
  const result = await runFormIntent(
    form,
    planChangeSchema,
    async ({ intent, idempotencyKey }) => {
      const outcome = await changeMyPlan(ctx, { userId, contractorId, email }, intent, idempotencyKey);
      if (outcome.kind === "redirect") url = outcome.url;
      return outcome.kind === "changed" ? outcome.message : "";
    },
    { intent: "plan", hidden: ["intent", "idempotencyKey"] },
  );
  // To Stripe's hosted checkout; 303 so the browser follows with a GET.
  if (url) throw redirect(url, 303);
  return result;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Plan & billing",
    description: "Your plan, Professional subscription and free trial, monthly lead minimum, fees and monthly statements.",
    path: "/pro/billing",
    noindex: true,
  });

const statusWords = { trialing: "Free trial", active: "Active", past_due: "Payment failed — retrying", canceled: "Ended" } as const;

export default function Billing({ loaderData, actionData }: Route.ComponentProps) {
  const { formatDate } = useLocalTime();
  const d = loaderData;
  const sub = d.subscription;
  const live = sub !== null && sub.status !== "canceled";
  const percent = Math.min(100, Math.round((d.minimum.leads / d.minimum.minLeads) * 100));
  return (
    <ProPage
      title="Plan & billing"
      intro="Your plan, its monthly minimum, fees and statements. Switch between Pay-As-You-Go and Professional yourself; Enterprise is arranged with our sales team."
    >
      {d.testMode ? (
        <p className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="billing-test-mode">
          <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <strong className="font-semibold">{d.providerLabel} The Professional fee is recorded but not charged.</strong>
        </p>
      ) : null}
      {d.checkoutReturn === "success" ? (
        <p role="status" className="rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-800">
          Thanks — your plan changes as soon as Stripe confirms it.
        </p>
      ) : null}
      <ActionOutcome result={actionData} intent="plan" />
      <ConfirmIdentityForm outcome={actionData} intents={["plan"]} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card className="p-5" data-testid="current-plan">
          <h2 className="text-lg font-semibold">Your plan: {d.planName}</h2>
          {sub && live ? (
            <>
              <dl className="mt-2 space-y-1 text-sm">
                <div>
                  <dt className="inline font-medium">Subscription: </dt>
                  <dd className="inline" data-testid="subscription-status">
                    {statusWords[sub.status]}
                  </dd>
                </div>
                {sub.status === "trialing" && sub.trialEndsAt ? (
                  <div>
                    <dt className="inline font-medium">Trial ends: </dt>
                    <dd className="inline" data-testid="trial-ends">
                      {formatDate(sub.trialEndsAt)}
                    </dd>
                  </div>
                ) : sub.currentPeriodEnd ? (
                  <div>
                    <dt className="inline font-medium">{sub.cancelAtPeriodEnd ? "Ends: " : "Renews: "}</dt>
                    <dd className="inline">{formatDate(sub.currentPeriodEnd)}</dd>
                  </div>
                ) : null}
              </dl>
              {sub.status === "trialing" ? (
                <p className="text-muted-foreground">
                  {sub.cancelAtPeriodEnd
                    ? "Cancelled: the trial ends without a charge."
                    : `Then ${formatCents(29_900)} a month unless you cancel before the trial ends.`}
                </p>
              ) : null}
              {sub.status === "past_due" ? (
                <p className="text-destructive">
                  Your last payment failed. Please update your card; if Stripe's retries fail, the plan moves to Pay-As-You-Go.
                </p>
              ) : null}
            </>
          ) : null}
          {d.paymentsOff || d.plan === "enterprise" ? (
            <p className="mt-3 text-sm text-muted-foreground">
              {d.plan === "enterprise"
                ? "Your Enterprise plan is managed by your account manager."
                : "Payments are not configured on this site yet, so plans cannot be changed here."}
            </p>
          ) : (
            <Form method="post" className="mt-4 flex flex-wrap gap-3">
              <input type="hidden" name="idempotencyKey" value={d.formKey} />
              {!live && d.trialAvailable ? (
                <Button type="submit" name="intent" value="start-trial">
                  Start Free Trial
                </Button>
              ) : null}
              {!live ? (
                <Button
                  type="submit"
                  name="intent"
                  value="subscribe"
                  variant={d.trialAvailable ? "outline" : "default"}
                  size={null}
                  wrap
                  className="min-h-10 px-4 py-2 text-sm"
                >
                  Subscribe to Professional ({formatCents(29_900)}/month)
                </Button>
              ) : null}
              {(live && !sub?.cancelAtPeriodEnd) || (!live && d.plan === "professional") ? (
                <Button type="submit" name="intent" value="pay-as-you-go" variant="outline">
                  Switch to Pay-As-You-Go
                </Button>
              ) : null}
              {live && sub?.cancelAtPeriodEnd ? (
                <Button type="submit" name="intent" value="keep-professional">
                  Keep Professional
                </Button>
              ) : null}
            </Form>
          )}
        </Card>
        <Card className="p-5" data-testid="minimum-progress">
          <h2 className="text-lg font-semibold">This month&apos;s lead minimum</h2>
          <p className="mt-1 text-sm">
            {d.minimum.leads} of {d.minimum.minLeads} leads in {d.minimum.month}
          </p>
          <progress
            className="mt-2 h-2 w-full"
            max={d.minimum.minLeads}
            value={Math.min(d.minimum.leads, d.minimum.minLeads)}
            aria-label={`${percent}% of the monthly minimum`}
          />
          <p className="mt-2 text-xs text-muted-foreground">{minimumRule}</p>
        </Card>
      </div>
      <Card className="p-5">
        <h2 className="text-lg font-semibold">Monthly statements</h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Every purchase, return credit, top-up, adjustment and fee of a month, with totals. The current month is shown to date.
        </p>
        <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm">
          {d.statementMonths.map((m) => (
            <li key={m}>
              <Link className="underline" to={`/pro/billing/statements/${m}`}>
                {m}
              </Link>{" "}
              (
              <a className="underline" href={`/pro/billing/statements/${m}/pdf`} download>
                PDF
              </a>
              )
            </li>
          ))}
        </ul>
      </Card>
      {d.charges.length > 0 ? (
        <Card className="p-5">
          <h2 className="text-lg font-semibold">Fees</h2>
          <ul className="mt-2 space-y-1 text-sm">
            {d.charges.map((c) => (
              <li key={c.id}>
                {formatDate(c.createdAt)} — {formatCents(c.amountCents)} {c.status === "paid" ? "paid" : "failed"}
                {c.provider === "test-mode" ? " (test mode, not charged)" : ""}
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      {d.plan !== "enterprise" ? (
        <Card className="p-5">
          <h2 className="text-lg font-semibold">Enterprise</h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Custom pricing with 30% off leads, API access and a dedicated account manager, agreed with our sales team.
          </p>
          {d.enterpriseRequestedAt ? (
            <p className="mt-3 text-sm" data-testid="enterprise-requested">
              You asked on {formatDate(d.enterpriseRequestedAt)}; our sales team will contact you.
            </p>
          ) : (
            <Form method="post" className="mt-3 space-y-2">
              <input type="hidden" name="intent" value="request-enterprise" />
              <Label htmlFor="enterprise-note">Anything we should know (optional)</Label>
              <textarea id="enterprise-note" name="note" rows={3} maxLength={2000} className="w-full rounded-md border px-3 py-2 text-sm" />
              <Button type="submit" variant="outline">
                Talk to sales about Enterprise
              </Button>
            </Form>
          )}
          <ActionOutcome result={actionData} intent="request-enterprise" />
        </Card>
      ) : null}
    </ProPage>
  );
}
