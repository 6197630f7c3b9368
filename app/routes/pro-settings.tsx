import { Pause, Play } from "lucide-react";
import { Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/pro-settings";
import { requireContractor } from "~/web/require-contractor.server";
import { field, runFormIntent } from "~/web/run-intent.server";
import { ActionOutcome, ProPage } from "~/components/pro/pro-ui";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input, Label, Textarea } from "~/components/ui/input";
import { categories } from "~/content/categories";
import { getMyProfile, preferencesOf, setMyLeadsPaused, updateMyPreferences } from "~/domain/contractors/preferences.server";
import { contractorPreferencesSchema, MAX_RADIUS_MILES, pauseSchema } from "~/forms/contractor-preferences";
import { planTerms, type PlanId } from "~/domain/contractors/plan-tiers";
import { seo } from "~/lib/seo";
import { postedForm } from "~/web/posted-form.server";
import { PushAlerts } from "~/components/pro/push-alerts";
import { AlertSettingsForm } from "~/components/pro/alert-settings-form";
import { getMyAlertSettings, updateMyAlertSettings } from "~/domain/alerts/alert-settings.server";
import { US_TIME_ZONES } from "~/domain/alerts/state-time-zones";
import { formatClock } from "~/domain/alerts/alert-timing";
import { alertSettingsFormSchema } from "~/forms/alert-settings";
import { LowBalanceForm, paymentsMode } from "~/components/pro/low-balance-form";
import { getMyBalanceSettings, updateMyLowBalance } from "~/domain/ledger/balance-settings.server";
import { startCardSetup, updateMyAutoRecharge } from "~/domain/payments/auto-recharge.server";
import { selectPaymentProvider } from "~/domain/payments/select-payment-provider.server";
import { autoRechargeSchema, balanceSettingsSchema, saveCardSchema } from "~/forms/contractor-documents";
import { requireFreshIdentity } from "~/web/require-fresh-identity.server";

export async function loader({ request }: Route.LoaderArgs) {
  const { ctx, contractorId } = await requireContractor(request);
  const p = await getMyProfile(ctx, contractorId);
  const a = await getMyAlertSettings(ctx, contractorId);
  const clock = (m: number | null) => (m === null ? "" : formatClock(m));
  return {
    alerts: { ...a, quietStart: clock(a.quietStart), quietEnd: clock(a.quietEnd), timeZones: US_TIME_ZONES },
    ...preferencesOf(p),
    status: p.status,
    canAutoBuy: planTerms[p.plan as PlanId].subscription,
    maxRadius: MAX_RADIUS_MILES,
    balance: { ...(await getMyBalanceSettings(ctx, contractorId)), ...paymentsMode(selectPaymentProvider(ctx.env)) },
  };
}

export async function action({ request }: Route.ActionArgs) {
  // The contractor's own user is the audit log's actor for its changes (not "System").
  const { ctx, contractorId, email, userId, sessionId } = await requireContractor(request);
  const form = await postedForm(request);
  const intent = field(form, "intent");
  // What charges a card (auto-recharge) and the card itself: "Confirm it's you" first (field errors come before it).
  if (intent === "recharge" || intent === "card") {
    const refusal = await requireFreshIdentity(ctx, { userId, sessionId }, form, intent, intent === "recharge" ? autoRechargeSchema : saveCardSchema);
    if (refusal) return refusal;
  }
  if (intent === "pause" || intent === "resume") {
    return runFormIntent(
      form,
      pauseSchema,
      async (input) => {
        const paused = input.intent === "pause";
        await setMyLeadsPaused(ctx, contractorId, paused, userId);
        return paused ? "Lead delivery paused. You will not get or buy new leads until you resume." : "Lead delivery resumed.";
      },
      { intent: "pause" },
    );
  }
  if (intent === "balance") {
    return runFormIntent(form, balanceSettingsSchema, (input) =>
      updateMyLowBalance(ctx, contractorId, input).then(() => (input.lowBalance === null ? "Low-balance alert turned off." : "Low-balance alert saved.")),
    );
  }
  if (intent === "recharge") return runFormIntent(form, autoRechargeSchema, (rule) => updateMyAutoRecharge(ctx, contractorId, rule, userId));
  if (intent === "card") {
    let url = "";
    const result = await runFormIntent(form, saveCardSchema, async () => {
      url = await startCardSetup(ctx, contractorId, email, userId);
      return "Redirecting to Stripe.";
    });
    if (url) throw redirect(url);
    return result;
  }
  if (intent === "alerts") {
    return runFormIntent(
      form,
      alertSettingsFormSchema,
      (input) => updateMyAlertSettings(ctx, contractorId, input, userId).then(() => "Alert settings saved."),
      { intent: "alerts" },
    );
  }
  return runFormIntent(
    form,
    contractorPreferencesSchema,
    async (input) => {
      // Saving the form keeps a pause as it is: pausing is its own button.
      const current = await getMyProfile(ctx, contractorId);
      await updateMyPreferences(ctx, contractorId, { ...input, paused: current.status === "paused" }, userId);
      return "Settings saved.";
    },
    { intent: "preferences" },
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Settings",
    description:
      "Choose your lead categories, service area by ZIP code or radius, delivery by e-mail or SMS, a weekly spend cap, auto-buy, new-lead alerts, and pause or resume leads.",
    path: "/pro/settings",
    noindex: true,
  });

const box = "size-4 rounded border-input accent-[var(--color-primary)]";

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const s = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? navigation.formData?.get("intent") : undefined;
  const paused = s.status === "paused";
  return (
    <ProPage title="Settings" intro="Choose which leads you get and how they reach you.">
      <Card className="flex flex-wrap items-center justify-between gap-4 p-5">
        <div>
          <h2 className="text-lg font-semibold">Lead delivery</h2>
          <p className="text-sm text-muted-foreground">
            {s.status === "suspended"
              ? "Your account is suspended. Please contact support."
              : paused
                ? "Paused: you do not receive or buy new leads."
                : "Active: new matching leads reach you as they arrive."}
          </p>
          <div className="mt-2">
            <ActionOutcome result={actionData} intent="pause" />
          </div>
        </div>
        {s.status !== "suspended" ? (
          <Form method="post">
            <input type="hidden" name="intent" value={paused ? "resume" : "pause"} />
            <Button type="submit" variant={paused ? "default" : "outline"} disabled={busy === "pause" || busy === "resume"}>
              {paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
              {paused ? "Resume leads" : "Pause leads"}
            </Button>
          </Form>
        ) : null}
      </Card>

      {/* Web Push: its own block, outside the settings form (it posts JSON from the browser). */}
      <PushAlerts />

      <Form method="post" className="space-y-6">
        <input type="hidden" name="intent" value="preferences" />
        <Card className="p-5">
          <fieldset>
            <legend className="text-lg font-semibold">Categories</legend>
            <div className="mt-3 grid gap-2 sm:grid-cols-3">
              {categories.map((c) => (
                <label key={c.slug} className="flex items-center gap-2 rounded-md border p-3 text-sm has-[:checked]:border-primary">
                  <input type="checkbox" name="categories" value={c.slug} defaultChecked={s.categories.includes(c.slug)} className={box} />
                  {c.name}
                </label>
              ))}
            </div>
          </fieldset>
        </Card>

        <Card className="p-5">
          <fieldset className="space-y-4">
            <legend className="text-lg font-semibold">Service area</legend>
            <p className="text-sm text-muted-foreground">List ZIP codes, give a radius around a base ZIP, or both. A lead matches when it is in either.</p>
            <div className="space-y-2">
              <Label htmlFor="settings-zips">ZIP codes</Label>
              <Textarea id="settings-zips" name="serviceZipCodes" defaultValue={s.serviceZipCodes.join(", ")} aria-describedby="settings-zips-hint" short />
              <p id="settings-zips-hint" className="text-xs text-muted-foreground">
                Five-digit ZIP codes separated by commas or spaces.
              </p>
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="space-y-2">
                <Label htmlFor="settings-base-zip">Base ZIP code</Label>
                <Input id="settings-base-zip" name="baseZip" inputMode="numeric" pattern="\d{5}" maxLength={5} defaultValue={s.baseZip ?? ""} />
              </div>
              <div className="space-y-2">
                <Label htmlFor="settings-radius">Radius in miles</Label>
                <Input id="settings-radius" name="radiusMiles" type="number" min={0} max={s.maxRadius} step={1} defaultValue={s.radiusMiles ?? ""} />
              </div>
            </div>
          </fieldset>
        </Card>

        <div className="grid gap-6 md:grid-cols-2">
          <Card className="p-5">
            <fieldset className="space-y-3">
              <legend className="text-lg font-semibold">Delivery channels</legend>
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" name="emailChannel" defaultChecked={s.emailChannel} className={box} />
                E-mail
              </label>
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" name="smsChannel" defaultChecked={s.smsChannel} className={box} />
                SMS
              </label>
              <p className="text-xs text-muted-foreground">New leads always show on this dashboard too.</p>
            </fieldset>
          </Card>
          <Card className="p-5">
            <fieldset className="space-y-3">
              <legend className="text-lg font-semibold">Spending</legend>
              <div className="space-y-2">
                <Label htmlFor="settings-cap">Weekly spend cap in dollars</Label>
                <Input
                  id="settings-cap"
                  name="weeklyCap"
                  type="number"
                  min={0}
                  step="0.01"
                  defaultValue={s.weeklyCapCents === null ? "" : String(s.weeklyCapCents / 100)}
                  aria-describedby="settings-cap-hint"
                />
                <p id="settings-cap-hint" className="text-xs text-muted-foreground">
                  A hard limit on purchases per week. Leave empty for no cap.
                </p>
              </div>
              <label className="flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  name="autoBuy"
                  defaultChecked={s.autoBuy}
                  disabled={!s.canAutoBuy}
                  className={`${box} mt-0.5`}
                  aria-describedby="settings-auto-hint"
                />
                <span>Auto-buy matching leads as they arrive</span>
              </label>
              <p id="settings-auto-hint" className="text-xs text-muted-foreground">
                {s.canAutoBuy
                  ? "New leads that match your settings are bought for you as they arrive, within your weekly cap and balance, shared fairly among subscribers. Leads already listed stay for you to buy by hand."
                  : "Auto-buy is part of the Professional and Enterprise plans."}
              </p>
            </fieldset>
          </Card>
        </div>

        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" disabled={busy === "preferences"}>
            {busy === "preferences" ? "Saving..." : "Save settings"}
          </Button>
          <ActionOutcome result={actionData} intent="preferences" />
        </div>
      </Form>

      <AlertSettingsForm s={s.alerts} outcome={actionData} busy={busy === "alerts"} />
      <LowBalanceForm s={s.balance} outcome={actionData} busy={busy === "balance" || busy === "recharge" || busy === "card"} />
    </ProPage>
  );
}
