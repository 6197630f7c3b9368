import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input, Label } from "~/components/ui/input";
import { categories } from "~/content/categories";
import { ActionOutcome } from "./pro-ui";

export type AlertSettingsView = {
  categories: string[];
  alertEmail: boolean;
  alertSms: boolean;
  alertPush: boolean;
  alertCategories: string[];
  quietStart: string;
  quietEnd: string;
  timeZone: string;
  hourlyCap: number | null;
  timeZones: readonly { zone: string; label: string }[];
};

type Outcome = { ok: boolean; intent: string; message?: string; error?: string; fieldErrors?: Record<string, string[] | undefined> } | undefined;

const box = "size-4 rounded border-input accent-[var(--color-primary)]";

function FieldError({ outcome, name }: { outcome: Outcome; name: string }) {
  const message = outcome?.intent === "alerts" ? outcome.fieldErrors?.[name]?.[0] : undefined;
  return message ? (
    <p id={`alerts-${name}-error`} className="text-xs text-destructive">
      {message}
    </p>
  ) : null;
}

/** New-lead alerts on /pro/settings: channels, categories, quiet hours in a time zone, a cap per hour. */
export function AlertSettingsForm({ s, outcome, busy }: { s: AlertSettingsView; outcome: Outcome; busy: boolean }) {
  const zones = s.timeZones.some((z) => z.zone === s.timeZone) ? s.timeZones : [...s.timeZones, { zone: s.timeZone, label: s.timeZone }];
  return (
    <Form method="post" className="space-y-4">
      <input type="hidden" name="intent" value="alerts" />
      <Card className="space-y-5 p-5">
        <div>
          <h2 className="text-lg font-semibold">New-lead alerts</h2>
          <p className="text-sm text-muted-foreground">
            Hear about a new lead you can buy the moment it goes on sale: one alert per lead, with its category, place and your price, never the homeowner's
            details.
          </p>
        </div>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">Alert me by</legend>
          {(
            [
              ["alertEmail", "E-mail alerts", s.alertEmail],
              ["alertSms", "SMS alerts", s.alertSms],
              ["alertPush", "Push notifications in your browser", s.alertPush],
            ] as const
          ).map(([name, label, on]) => (
            <label key={name} className="flex items-center gap-2 text-sm">
              <input type="checkbox" name={name} defaultChecked={on} className={box} />
              {label}
            </label>
          ))}
        </fieldset>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">For leads in</legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {categories
              .filter((c) => s.categories.includes(c.slug))
              .map((c) => (
                <label key={c.slug} className="flex items-center gap-2 text-sm">
                  <input type="checkbox" name="alertCategories" value={c.slug} defaultChecked={s.alertCategories.includes(c.slug)} className={box} />
                  {c.name}
                </label>
              ))}
          </div>
          <FieldError outcome={outcome} name="alertCategories" />
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-3">
          <legend className="mb-2 text-sm font-medium">Quiet hours (alerts wait, then come as one digest)</legend>
          <div className="space-y-2">
            <Label htmlFor="alerts-quiet-start">From</Label>
            <Input id="alerts-quiet-start" name="quietStart" type="time" defaultValue={s.quietStart} aria-describedby="alerts-quietStart-error" />
            <FieldError outcome={outcome} name="quietStart" />
          </div>
          <div className="space-y-2">
            <Label htmlFor="alerts-quiet-end">Until</Label>
            <Input id="alerts-quiet-end" name="quietEnd" type="time" defaultValue={s.quietEnd} aria-describedby="alerts-quietEnd-error" />
            <FieldError outcome={outcome} name="quietEnd" />
          </div>
          <div className="space-y-2">
            <Label htmlFor="alerts-zone">Your time zone</Label>
            <select
              id="alerts-zone"
              name="timeZone"
              defaultValue={s.timeZone}
              aria-describedby="alerts-zone-hint alerts-timeZone-error"
              className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm"
            >
              {zones.map((z) => (
                <option key={z.zone} value={z.zone}>
                  {z.label}
                </option>
              ))}
            </select>
            <p id="alerts-zone-hint" className="text-xs text-muted-foreground">
              For quiet hours and every time on your dashboard.
            </p>
            <FieldError outcome={outcome} name="timeZone" />
          </div>
        </fieldset>
        <div className="max-w-xs space-y-2">
          <Label htmlFor="alerts-cap">At most this many alerts an hour</Label>
          <Input
            id="alerts-cap"
            name="hourlyCap"
            type="number"
            min={1}
            step={1}
            defaultValue={s.hourlyCap ?? ""}
            aria-describedby="alerts-cap-hint alerts-hourlyCap-error"
          />
          <p id="alerts-cap-hint" className="text-xs text-muted-foreground">
            The rest come as one digest at the end of the hour. Leave empty for no limit.
          </p>
          <FieldError outcome={outcome} name="hourlyCap" />
        </div>
      </Card>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : "Save alert settings"}
        </Button>
        <ActionOutcome result={outcome} intent="alerts" />
      </div>
    </Form>
  );
}
