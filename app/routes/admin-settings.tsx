/** /admin/settings — the signed-in admin's own console settings: the time zone every console time is shown in. */
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/admin-settings";
import { adminHeaders } from "~/components/admin/admin-headers";
import { ActionMessage, AdminPageHeader } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/input";
import { getStaffTimeZone, setStaffTimeZone } from "~/domain/accounts/staff-time-zone.server";
import { US_TIME_ZONES } from "~/domain/alerts/state-time-zones";
import { timeZoneSchema } from "~/forms/time-zone";
import { seo } from "~/lib/seo";
import { requireAdmin } from "~/web/require-admin.server";
import { runFormIntent } from "~/web/run-intent.server";

export const headers = adminHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, { title: "Settings · Admin", description: "Admin console: your time zone.", path: "/admin/settings", noindex: true });

export async function loader({ request }: Route.LoaderArgs) {
  const { ctx, adminId, sendHeaders } = await requireAdmin(request);
  return data({ timeZone: await getStaffTimeZone(ctx, adminId), zones: US_TIME_ZONES }, { headers: sendHeaders });
}

export async function action({ request }: Route.ActionArgs) {
  const { ctx, adminId, sendHeaders } = await requireAdmin(request);
  return runFormIntent(request, timeZoneSchema, (input) => setStaffTimeZone(ctx, adminId, input).then(() => "Time zone saved."), {
    intent: "time-zone",
    headers: sendHeaders,
  });
}

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { timeZone, zones } = loaderData;
  const busy = useNavigation().state === "submitting";
  const error = actionData && !actionData.ok ? actionData.fieldErrors?.timeZone?.[0] : undefined;
  const options = zones.some((z) => z.zone === timeZone) ? zones : [...zones, { zone: timeZone, label: timeZone }];
  return (
    <>
      <AdminPageHeader title="Settings" intro="Your own settings for the admin console." />
      <ActionMessage result={actionData} />
      <Form method="post" className="max-w-md space-y-4 rounded-xl border bg-card p-5">
        <div className="space-y-2">
          <Label htmlFor="admin-time-zone">Time zone</Label>
          <select
            id="admin-time-zone"
            name="timeZone"
            defaultValue={timeZone}
            aria-describedby="admin-time-zone-hint"
            aria-invalid={error ? true : undefined}
            className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm"
          >
            {options.map((z) => (
              <option key={z.zone} value={z.zone}>
                {z.label} ({z.zone})
              </option>
            ))}
          </select>
          <p id="admin-time-zone-hint" className="text-xs text-muted-foreground">
            Every date and time in the console is shown in this zone. The company&apos;s is Eastern (New York).
          </p>
          {error ? <p className="text-xs text-destructive">{error}</p> : null}
        </div>
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : "Save"}
        </Button>
      </Form>
    </>
  );
}
