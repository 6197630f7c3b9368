import { Form } from "react-router";
import { ActionOutcome } from "./pro-ui";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input, Label } from "~/components/ui/input";

type Outcome = Parameters<typeof ActionOutcome>[0]["result"];

/** /pro/settings: one e-mail when the balance falls below this amount (once per fall, not per purchase). */
export function LowBalanceForm({ cents, outcome, busy }: { cents: number | null; outcome: Outcome; busy: boolean }) {
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold">Low-balance alert</h2>
      <p className="text-sm text-muted-foreground">We e-mail you once when your balance falls below this amount, and again only after it has been topped up above it.</p>
      <Form method="post" className="mt-4 flex flex-wrap items-end gap-3" aria-label="Low-balance alert">
        <input type="hidden" name="intent" value="balance" />
        <div className="grid gap-1.5">
          <Label htmlFor="lowBalance">Alert me below ($, empty for no alert)</Label>
          <Input id="lowBalance" name="lowBalance" inputMode="decimal" defaultValue={cents === null ? "" : (cents / 100).toFixed(2)} className="w-40" />
        </div>
        <Button type="submit" disabled={busy}>
          Save alert
        </Button>
      </Form>
      <div className="mt-2">
        <ActionOutcome result={outcome} intent="balance" />
      </div>
    </Card>
  );
}
