import type * as React from "react";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/admin-contractor";
import { adminHeaders } from "~/components/admin/admin-headers";
import { requireAdminForRecord, runAdminAction } from "~/components/admin/admin-guard.server";
import { ActionMessage, AdminPageHeader, formatCents, formatDateTime, StatusBadge } from "~/components/admin/admin-ui";
import { FieldError } from "~/components/services/form-field";
import { useFormValidation } from "~/components/services/use-form-validation";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input, Label, NativeSelect } from "~/components/ui/input";
import { CONTRACTOR_PLANS } from "~/db/schema";
import { getContractor } from "~/domain/admin/get-contractor.server";
import { complianceWarnings, updateContractorByAdmin } from "~/domain/admin/manage-contractor.server";
import { resendInvitation } from "~/domain/admin/resend-invitation.server";
import { AccountError } from "~/domain/accounts/errors";
import { adjustBalance } from "~/domain/marketplace/balance.server";
import { ADMIN_REASON_MAX, ADMIN_REASON_MIN, adminReasonSchema } from "~/forms/admin-contractor";
import { issuesToErrors, type FieldErrors } from "~/forms/form-errors";
import { seo } from "~/lib/seo";
import { postedForm } from "~/components/pro/posted-form.server";

export const headers = adminHeaders;

export const meta: Route.MetaFunction = ({ matches, params }) =>
  seo(matches, {
    title: "Contractor · Admin",
    description: "Admin console: one contractor's profile, balance and ledger, with suspend or reactivate, plan change, balance adjustment and compliance dates.",
    path: `/admin/contractors/${params.id}`,
    noindex: true,
  });

export async function loader({ request, params }: Route.LoaderArgs) {
  const { ctx, sendHeaders } = await requireAdminForRecord(request, params.id);
  const found = await getContractor(ctx.db, params.id);
  if (!found) throw new Response("Not Found", { status: 404 });
  return data({ ...found, warnings: complianceWarnings(found.contractor, new Date()) }, { headers: sendHeaders });
}

/** "12.50" or "-5" dollars to signed cents; undefined when not a number with at most two decimals. */
function parseDollars(value: string): number | undefined {
  const m = /^\s*([+-]?)\$?(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(value);
  if (!m) return undefined;
  const cents = Number(m[2]) * 100 + Number((m[3] ?? "").padEnd(2, "0"));
  return m[1] === "-" ? -cents : cents;
}

/** The decisions that need a reason (for the audit log); resending an invitation does not. */
const REASON_INTENTS = ["suspend", "reactivate", "plan", "compliance", "adjust"];

export async function action({ request, params }: Route.ActionArgs) {
  const { ctx, adminId, sendHeaders } = await requireAdminForRecord(request, params.id);
  const form = await postedForm(request);
  const intent = String(form.get("intent") ?? "");
  let reason = "";
  if (REASON_INTENTS.includes(intent)) {
    // Checked before anything is written; the message goes next to the form's reason field.
    const checked = adminReasonSchema.safeParse({ reason: form.get("reason") ?? undefined });
    if (!checked.success) {
      const fieldErrors: FieldErrors = issuesToErrors(checked.error.issues);
      return data({ ok: false as const, error: fieldErrors.reason?.[0] ?? "Please give a reason.", intent, fieldErrors }, { status: 400, headers: sendHeaders });
    }
    reason = checked.data.reason;
  }
  const { result, status } = await runAdminAction(`contractor.${intent}`, async () => {
    switch (intent) {
      case "suspend":
      case "reactivate":
        await updateContractorByAdmin(ctx, adminId, params.id, { status: intent === "suspend" ? "suspended" : "active" }, reason);
        return intent === "suspend" ? "Contractor suspended." : "Contractor reactivated.";
      case "plan": {
        const plan = String(form.get("plan") ?? "");
        if (!(CONTRACTOR_PLANS as readonly string[]).includes(plan)) throw new AccountError("invalid_input", "Unknown plan.", 400);
        await updateContractorByAdmin(ctx, adminId, params.id, { plan: plan as (typeof CONTRACTOR_PLANS)[number] }, reason);
        return "Plan changed.";
      }
      case "compliance": {
        const date = (name: string) => {
          const v = String(form.get(name) ?? "").trim();
          return v === "" ? null : v;
        };
        await updateContractorByAdmin(ctx, adminId, params.id, { licenseExpiresOn: date("licenseExpiresOn"), insuranceExpiresOn: date("insuranceExpiresOn") }, reason);
        return "License and insurance dates saved.";
      }
      case "adjust": {
        const cents = parseDollars(String(form.get("amount") ?? ""));
        if (cents === undefined || cents === 0) throw new AccountError("invalid_input", "Please enter a non-zero amount in dollars, e.g. 25 or -10.50.", 400);
        const { balanceCentsAfter } = await adjustBalance(ctx, adminId, params.id, cents, reason);
        return `Balance adjusted by ${formatCents(cents)}. New balance: ${formatCents(balanceCentsAfter)}.`;
      }
      case "resend":
        await resendInvitation(ctx, adminId, params.id);
        return "A new invitation e-mail was sent.";
      default:
        throw new Response("Bad Request", { status: 400 });
    }
  });
  return data({ ...result, intent, fieldErrors: undefined }, { status, headers: sendHeaders });
}

type ContractorActionData = Route.ComponentProps["actionData"];

const loadReasonSchema = async () => adminReasonSchema;

/**
 * One decision form with its reason field: the shared schema checks the
 * reason in the browser, and the server's message for it shows here too.
 */
function DecisionForm({ intents, actionData, reasonId, reasonLabel, children, submit }: { intents: string[]; actionData: ContractorActionData; reasonId: string; reasonLabel: string; children: React.ReactNode; submit: React.ReactNode }) {
  const serverErrors = actionData && intents.includes(actionData.intent) ? actionData.fieldErrors : undefined;
  const { errors, formProps } = useFormValidation({ loadSchema: loadReasonSchema, serverErrors });
  const error = errors.reason?.[0];
  return (
    <Form method="post" className="space-y-2" {...formProps}>
      {children}
      <Label htmlFor={reasonId}>{reasonLabel}</Label>
      <Input id={reasonId} name="reason" required minLength={ADMIN_REASON_MIN} maxLength={ADMIN_REASON_MAX} aria-invalid={error ? true : undefined} aria-describedby={error ? `${reasonId}-error` : undefined} />
      <FieldError id={reasonId} message={error} />
      {submit}
    </Form>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 break-words">{children || "—"}</dd>
    </div>
  );
}

export default function AdminContractor({ loaderData, actionData }: Route.ComponentProps) {
  const { contractor: c, balanceCents, invitationPending, ledger, purchaseCount, history, warnings } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/admin/contractors" className="text-primary underline-offset-4 hover:underline">
          ← All contractors
        </Link>
      </p>
      <AdminPageHeader title={c.businessName} intro={`${c.contactName} · ${c.email} · ${c.phone}`}>
        <StatusBadge status={c.status} />
      </AdminPageHeader>
      {/* A reason problem shows next to its field instead. */}
      <ActionMessage result={actionData?.fieldErrors ? undefined : actionData} />
      {warnings.length ? (
        <p role="note" className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          <strong>Compliance warning:</strong> {warnings.join(" ")}
        </p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Card className="p-6">
            <h2 className="mb-4 text-lg font-semibold">Profile</h2>
            <dl className="grid gap-4 sm:grid-cols-3">
              <Fact label="Plan">{c.plan}</Fact>
              <Fact label="Balance">{formatCents(balanceCents)}</Fact>
              <Fact label="Leads bought">{String(purchaseCount)}</Fact>
              <Fact label="Categories">{c.categories.join(", ")}</Fact>
              <Fact label="Service ZIPs">{c.serviceZipCodes.join(", ")}</Fact>
              <Fact label="Radius">{c.baseZip ? `${c.radiusMiles ?? 0} mi around ${c.baseZip}` : ""}</Fact>
              <Fact label="License number">{c.licenseNumber}</Fact>
              <Fact label="License expires">{c.licenseExpiresOn ?? ""}</Fact>
              <Fact label="Insurance">{c.insuranceProvider}</Fact>
              <Fact label="Insurance expires">{c.insuranceExpiresOn ?? ""}</Fact>
              <Fact label="Weekly cap">{c.weeklyCapCents == null ? "None" : formatCents(c.weeklyCapCents)}</Fact>
              <Fact label="Auto-buy">{c.autoBuy ? "On" : "Off"}</Fact>
            </dl>
            {c.applicationId ? (
              <p className="mt-4 text-sm">
                <Link to={`/admin/applications/${c.applicationId}`} className="text-primary underline-offset-4 hover:underline">
                  Open the application
                </Link>
              </p>
            ) : null}
          </Card>
          <Card className="p-6">
            <h2 className="mb-4 text-lg font-semibold">Ledger</h2>
            {ledger.length === 0 ? (
              <p className="text-sm text-muted-foreground">No entries yet.</p>
            ) : (
              <div className="overflow-x-auto">
                <table className="w-full text-left text-sm">
                  <thead className="text-xs uppercase text-muted-foreground">
                    <tr>
                      <th scope="col" className="py-2 pr-4">Date</th>
                      <th scope="col" className="py-2 pr-4">Kind</th>
                      <th scope="col" className="py-2 pr-4">Memo</th>
                      <th scope="col" className="py-2 text-right">Amount</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y">
                    {ledger.map((e) => (
                      <tr key={e.id}>
                        <td className="py-2 pr-4 whitespace-nowrap">{formatDateTime(e.createdAt)}</td>
                        <td className="py-2 pr-4">{e.kind}</td>
                        <td className="py-2 pr-4">{e.memo ?? ""}</td>
                        <td className="py-2 text-right tabular-nums">{formatCents(e.amountCents)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </Card>
          <Card className="p-6">
            <h2 className="mb-4 text-lg font-semibold">History</h2>
            {history.length === 0 ? (
              <p className="text-sm text-muted-foreground">No admin changes yet.</p>
            ) : (
              <ul className="space-y-2 text-sm">
                {history.map((h, i) => (
                  <li key={i}>
                    <span className="font-medium">{h.action}</span> · {formatDateTime(h.at)}
                    <span className="block break-all text-muted-foreground">
                      {JSON.stringify(h.before)} → {JSON.stringify(h.after)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>
        <div className="space-y-6">
          <Card className="p-6">
            <h2 className="mb-4 text-lg font-semibold">Status</h2>
            <DecisionForm
              intents={["suspend", "reactivate"]}
              actionData={actionData}
              reasonId="status-reason"
              reasonLabel="Reason for the status change"
              submit={
                <Button type="submit" variant={c.status === "suspended" ? "default" : "destructive"} className="w-full" disabled={busy}>
                  {c.status === "suspended" ? "Reactivate contractor" : "Suspend contractor"}
                </Button>
              }
            >
              <input type="hidden" name="intent" value={c.status === "suspended" ? "reactivate" : "suspend"} />
            </DecisionForm>
            {invitationPending ? (
              <Form method="post" className="mt-4">
                <input type="hidden" name="intent" value="resend" />
                <p className="mb-2 text-sm text-muted-foreground">The contractor has not set a password yet.</p>
                <Button type="submit" variant="outline" className="w-full" disabled={busy}>
                  Resend invitation
                </Button>
              </Form>
            ) : null}
          </Card>
          <Card className="p-6">
            <h2 className="mb-4 text-lg font-semibold">Plan</h2>
            <DecisionForm
              intents={["plan"]}
              actionData={actionData}
              reasonId="plan-reason"
              reasonLabel="Reason for the plan change"
              submit={
                <Button type="submit" variant="outline" className="w-full" disabled={busy}>
                  Change plan
                </Button>
              }
            >
              <input type="hidden" name="intent" value="plan" />
              <Label htmlFor="plan">Plan</Label>
              <NativeSelect id="plan" name="plan" defaultValue={c.plan}>
                {CONTRACTOR_PLANS.map((p) => (
                  <option key={p} value={p}>
                    {p}
                  </option>
                ))}
              </NativeSelect>
            </DecisionForm>
          </Card>
          <Card className="p-6">
            <h2 className="mb-4 text-lg font-semibold">Balance adjustment</h2>
            <DecisionForm
              intents={["adjust"]}
              actionData={actionData}
              reasonId="adjust-reason"
              reasonLabel="Reason for the adjustment"
              submit={
                <Button type="submit" variant="outline" className="w-full" disabled={busy}>
                  Adjust balance
                </Button>
              }
            >
              <input type="hidden" name="intent" value="adjust" />
              <Label htmlFor="amount">Amount in dollars (negative to debit)</Label>
              <Input id="amount" name="amount" inputMode="decimal" required placeholder="25.00" />
            </DecisionForm>
          </Card>
          <Card className="p-6">
            <h2 className="mb-4 text-lg font-semibold">License and insurance</h2>
            <DecisionForm
              intents={["compliance"]}
              actionData={actionData}
              reasonId="compliance-reason"
              reasonLabel="Reason for the date change"
              submit={
                <Button type="submit" variant="outline" className="w-full" disabled={busy}>
                  Save dates
                </Button>
              }
            >
              <input type="hidden" name="intent" value="compliance" />
              <Label htmlFor="licenseExpiresOn">License expires on</Label>
              <Input id="licenseExpiresOn" name="licenseExpiresOn" type="date" defaultValue={c.licenseExpiresOn ?? ""} />
              <Label htmlFor="insuranceExpiresOn">Insurance expires on</Label>
              <Input id="insuranceExpiresOn" name="insuranceExpiresOn" type="date" defaultValue={c.insuranceExpiresOn ?? ""} />
            </DecisionForm>
          </Card>
        </div>
      </div>
    </>
  );
}
