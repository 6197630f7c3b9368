/**
 * "Alerts on this device" on /pro/settings: turns Web Push alerts about new
 * leads on or off in this browser. It needs JavaScript (the Push API has no
 * HTML form), so without it, or in a browser without push, it says so.
 */
import { Bell, BellOff } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormMessage } from "~/components/auth/auth-card";
import { deviceState, turnOff, turnOn, type DeviceState } from "./push-device";

const describe: Record<DeviceState | "checking", string> = {
  checking: "Checking this browser...",
  unsupported: "This browser cannot show alerts from websites. Use e-mail or SMS alerts instead.",
  blocked: "Notifications are blocked for this site in this browser's settings. Allow them there to turn alerts on.",
  off: "Off: this browser does not show new-lead alerts.",
  on: "On: this browser shows an alert when a new lead matches your settings.",
};

export function PushAlerts() {
  const [state, setState] = useState<DeviceState | "checking">("checking");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    deviceState()
      .then((s) => live && setState(s))
      .catch(() => live && setState("off"));
    return () => {
      live = false;
    };
  }, []);

  const toggle = (change: () => Promise<DeviceState>) => () => {
    setBusy(true);
    setError(null);
    change()
      .then(setState)
      .catch((e: unknown) => setError(e instanceof Error && e.message ? e.message : "That did not work. Please try again."))
      .finally(() => setBusy(false));
  };

  return (
    <Card className="flex flex-wrap items-center justify-between gap-4 p-5" data-testid="push-alerts">
      <div>
        <h2 className="text-lg font-semibold">Alerts on this device</h2>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {describe[state]}
        </p>
        <noscript>
          <p className="text-sm text-muted-foreground">Alerts on this device need JavaScript.</p>
        </noscript>
        {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      </div>
      {state === "on" ? (
        <Button type="button" variant="outline" disabled={busy} onClick={toggle(turnOff)}>
          <BellOff aria-hidden="true" />
          Turn off
        </Button>
      ) : state === "off" ? (
        <Button type="button" disabled={busy} onClick={toggle(turnOn)}>
          <Bell aria-hidden="true" />
          Turn on
        </Button>
      ) : null}
    </Card>
  );
}
