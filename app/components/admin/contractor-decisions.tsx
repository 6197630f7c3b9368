import { Form } from "react-router";
import { DecisionForm } from "~/components/admin/decision-form";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input, Label, NativeSelect } from "~/components/ui/input";
import { CONTRACTOR_PLANS } from "~/db/enums";
import type { FieldErrors } from "~/forms/form-errors";

type DecisionFacts = { status: string; plan: string; licenseExpiresOn: string | null; insuranceExpiresOn: string | null };

/** The decision column of /admin/contractors/:id: status (and the invitation), plan, balance adjustment, licence and insurance dates. */
export function ContractorDecisions({
  contractor: c,
  invitationPending,
  actionData,
  busy,
}: {
  contractor: DecisionFacts;
  invitationPending: boolean;
  actionData: { intent: string; fieldErrors?: FieldErrors } | undefined;
  busy: boolean;
}) {
  return (
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
  );
}
