import { Form } from "react-router";
import { pipelineLabels, returnStatusLabels } from "~/components/pro/labels";
import { useLocalTime } from "~/components/local-time";
import { ActionOutcome } from "~/components/pro/pro-ui";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input, Label, NativeSelect, Textarea } from "~/components/ui/input";
import { returnReasonLabels, returnReasons } from "~/content/return-reasons";
import { formatCents } from "~/domain/shared/money";
import { RETURN_NOTE_MAX } from "~/forms/text-limits";

/* The two forms of a bought lead's page (/pro/leads/:id) that are the buyer's own bookkeeping: its follow-up status and its return. */

type Outcome = { ok: boolean; intent: string; id?: string; message?: string; error?: string } | undefined;

type FollowUpLead = { purchaseId: string; pipelineStatus: string; jobValueCents: number | null; notes: string };

/** Where the job stands (new, contacted, quoted, won, lost), its value when won, and the buyer's notes. */
export function LeadFollowUpCard({ lead, outcome, busy }: { lead: FollowUpLead; outcome: Outcome; busy: boolean }) {
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold">Follow-up</h2>
      <p className="mt-1 flex flex-wrap gap-1">
        <Badge variant="outline">{pipelineLabels[lead.pipelineStatus] ?? lead.pipelineStatus}</Badge>
        {lead.jobValueCents !== null ? <Badge variant="outline">Job value {formatCents(lead.jobValueCents)}</Badge> : null}
      </p>
      <Form method="post" action={`/pro/leads/${lead.purchaseId}`} className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="status" />
        <ActionOutcome result={outcome} intent="status" />
        <div className="space-y-2">
          <Label htmlFor="lead-status">Status</Label>
          <NativeSelect id="lead-status" name="status" defaultValue={lead.pipelineStatus}>
            {(["new", "contacted", "quoted", "won", "lost"] as const).map((s) => (
              <option key={s} value={s}>
                {pipelineLabels[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-2">
          <Label htmlFor="lead-job-value">Job value in dollars (when won)</Label>
          <Input
            id="lead-job-value"
            name="jobValue"
            inputMode="decimal"
            placeholder="12500"
            defaultValue={lead.jobValueCents !== null ? String(lead.jobValueCents / 100) : ""}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor="lead-notes">Notes</Label>
          <Textarea id="lead-notes" name="notes" maxLength={5000} defaultValue={lead.notes} />
        </div>
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : "Save status"}
        </Button>
      </Form>
    </Card>
  );
}

type ReturnLead = { purchaseId: string; pipelineStatus: string; returnStatus: string | null };
type ReturnProps = { lead: ReturnLead; outcome: Outcome; busy: boolean; returnable: boolean; returnBy: string | Date; windowDays: number };

/** Asking for a return within the window, or where an asked return stands. */
export function LeadReturnCard({ lead, outcome, busy, returnable, returnBy, windowDays }: ReturnProps) {
  const { formatDateTime } = useLocalTime();
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold">Return this lead</h2>
      <ActionOutcome result={outcome} intent="return" />
      {lead.returnStatus ? (
        <p className="mt-2 text-sm">
          <Badge variant="outline">{returnStatusLabels[lead.returnStatus] ?? lead.returnStatus}</Badge>
        </p>
      ) : returnable ? (
        <Form method="post" action={`/pro/leads/${lead.purchaseId}`} className="mt-3 grid gap-4 md:grid-cols-[16rem_1fr_auto] md:items-end">
          <input type="hidden" name="intent" value="return" />
          <p className="text-sm text-muted-foreground md:col-span-3">
            Leads can be returned within {windowDays} days of purchase (until {formatDateTime(returnBy)}). Duplicates and leads outside your area are credited
            at once; other reasons are reviewed by our team.
          </p>
          <div className="space-y-2">
            <Label htmlFor="return-reason">Reason</Label>
            <NativeSelect id="return-reason" name="reason" required defaultValue="">
              <option value="" disabled>
                Choose a reason
              </option>
              {returnReasons.map((r) => (
                <option key={r} value={r}>
                  {returnReasonLabels[r]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="space-y-2">
            <Label htmlFor="return-note">Note (required for Other)</Label>
            <Input id="return-note" name="note" maxLength={RETURN_NOTE_MAX} />
          </div>
          <Button type="submit" variant="destructive" disabled={busy}>
            {busy ? "Sending..." : "Return lead"}
          </Button>
        </Form>
      ) : lead.pipelineStatus === "won" ? (
        <p className="mt-2 text-sm text-muted-foreground">This lead is marked Won, so it cannot be returned.</p>
      ) : (
        <p className="mt-2 text-sm text-muted-foreground">The {windowDays}-day return window for this lead has closed.</p>
      )}
    </Card>
  );
}
