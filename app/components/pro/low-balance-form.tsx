import { Form } from "react-router";
import { ConfirmIdentityForm } from "~/components/auth/confirm-identity-form";
import { ActionOutcome } from "./pro-ui";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input, Label } from "~/components/ui/input";

type Outcome = Parameters<typeof ActionOutcome>[0]["result"];
type Settings = {
  lowBalanceCents: number | null;
  rechargeBelowCents: number | null;
  rechargeAmountCents: number | null;
  cardSaved: boolean;
  stripe: boolean;
  paymentsOff: boolean;
};

/** How the site takes money, as the form needs it: Stripe, test mode, or none at all (production without either). */
export const paymentsMode = (provider: { testMode: boolean } | null) => ({ stripe: provider?.testMode === false, paymentsOff: provider === null });

export const PAYMENTS_OFF_RECHARGE = "Payments are off on this site, so auto-recharge is unavailable. The low-balance alert above still works.";

const dollars = (cents: number | null) => (cents === null ? "" : (cents / 100).toFixed(2));

/**
 * /pro/settings: one e-mail when the balance falls below an amount (once per fall, not per purchase), and
 * auto-recharge from a card saved on Stripe's page (in test mode no card is needed and nothing is charged).
 */
export function LowBalanceForm({ s, outcome, busy }: { s: Settings; outcome: Outcome; busy: boolean }) {
  return (
    <Card className="space-y-6 p-5">
      <div>
        <h2 className="text-lg font-semibold">Low-balance alert</h2>
        <p className="text-sm text-muted-foreground">
          We e-mail you once when your balance falls below this amount, and again only after it has been topped up above it.
        </p>
        <Form method="post" className="mt-4 flex flex-wrap items-end gap-3" aria-label="Low-balance alert">
          <input type="hidden" name="intent" value="balance" />
          <div className="grid gap-1.5">
            <Label htmlFor="lowBalance">Alert me below ($, empty for no alert)</Label>
            <Input id="lowBalance" name="lowBalance" inputMode="decimal" defaultValue={dollars(s.lowBalanceCents)} fullWidth={false} className="w-40" />
          </div>
          <Button type="submit" disabled={busy}>
            Save alert
          </Button>
        </Form>
        <div className="mt-2">
          <ActionOutcome result={outcome} intent="balance" />
        </div>
      </div>
      <div>
        <h2 className="text-lg font-semibold">Auto-recharge</h2>
        <p className="text-sm text-muted-foreground" data-testid="recharge-mode">
          {s.stripe
            ? s.cardSaved
              ? "A card is saved with Stripe. We charge it once each time your balance falls below the amount you choose."
              : "Save a card on Stripe's secure page first; we never see your card details."
            : s.paymentsOff
              ? PAYMENTS_OFF_RECHARGE
              : "Test mode: recharges are credited without charging anything."}
        </p>
        {s.stripe ? (
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="card" />
            <Button type="submit" variant="outline" disabled={busy}>
              {s.cardSaved ? "Replace the saved card" : "Save a card"}
            </Button>
          </Form>
        ) : null}
        {/* With payments off a rule cannot be saved (the action refuses it): the form stays only to clear an old one. */}
        {s.paymentsOff && s.rechargeBelowCents === null ? null : (
          <Form method="post" className="mt-4 flex flex-wrap items-end gap-3" aria-label="Auto-recharge">
            <input type="hidden" name="intent" value="recharge" />
            <div className="grid gap-1.5">
              <Label htmlFor="rechargeBelow">When my balance falls below ($)</Label>
              <Input
                id="rechargeBelow"
                name="rechargeBelow"
                inputMode="decimal"
                defaultValue={dollars(s.rechargeBelowCents)}
                fullWidth={false}
                className="w-40"
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="rechargeAmount">add ($)</Label>
              <Input
                id="rechargeAmount"
                name="rechargeAmount"
                inputMode="decimal"
                defaultValue={dollars(s.rechargeAmountCents)}
                fullWidth={false}
                className="w-40"
              />
            </div>
            <Button type="submit" disabled={busy}>
              Save auto-recharge
            </Button>
          </Form>
        )}
        <div className="mt-2">
          <ActionOutcome result={outcome} intent="recharge" />
          <ActionOutcome result={outcome} intent="card" />
        </div>
        <ConfirmIdentityForm outcome={outcome} intents={["recharge", "card"]} />
      </div>
    </Card>
  );
}
