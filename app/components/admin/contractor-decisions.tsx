import { Form, Link } from "react-router";
import { DecisionForm } from "~/components/admin/decision-form";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input, Label, NativeSelect, Textarea } from "~/components/ui/input";
import type { FieldErrors } from "~/forms/form-errors";
import { RATING_BAR, RATING_BAR_MIN_REVIEWS } from "~/content/rating-bar";

type DecisionFacts = { status: string; plan: string; licenseExpiresOn: string | null; insuranceExpiresOn: string | null };

/** The 4-star rule for this contractor (domain/contractors/rating-bar.ts): its rating, and the exception in force. */
type RatingBarFacts = { rating: number | null; reviews: number; belowByRating: boolean; exception: { since: string; reason: string } | null };

/** The decision column of /admin/contractors/:id: status (and the invitation), plan, Enterprise exclusive territory, balance adjustment, licence and insurance dates, the 4-star rule. */
export function ContractorDecisions({
  contractor: c,
  territory,
  ratingBar,
  invitationPending,
  actionData,
  busy,
}: {
  contractor: DecisionFacts;
  /** The Enterprise contractor's exclusive ZIPs (shown and edited only on Enterprise). */
  territory: string[];
  ratingBar: RatingBarFacts;
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
        {/* Professional is the contractor's own subscription (/pro/billing); Enterprise comes from its Enterprise request. */}
        <p className="mb-3 text-sm text-muted-foreground">
          Professional is a subscription the contractor starts on its Billing page. Enterprise is set by completing its{" "}
          <Link to="/admin/enterprise-requests" className="text-primary underline underline-offset-4">
            Enterprise request
          </Link>
          . Here an admin can only move the contractor to Pay-As-You-Go.
        </p>
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
          <NativeSelect id="plan" name="plan" defaultValue="pay-as-you-go">
            <option value="pay-as-you-go">pay-as-you-go</option>
          </NativeSelect>
        </DecisionForm>
      </Card>
      {c.plan === "enterprise" ? (
        <Card className="p-6">
          <h2 className="mb-4 text-lg font-semibold">Exclusive territory</h2>
          <p className="mb-3 text-sm text-muted-foreground">
            New leads in these ZIPs are offered to this contractor alone for a set time before the market. A ZIP belongs to one contractor at most; moving to
            Pay-As-You-Go releases them.
          </p>
          <DecisionForm
            intents={["territory"]}
            actionData={actionData}
            reasonId="territory-reason"
            reasonLabel="Reason for the territory change"
            submit={
              <Button type="submit" variant="outline" className="w-full" disabled={busy}>
                Save territory
              </Button>
            }
          >
            <input type="hidden" name="intent" value="territory" />
            <Label htmlFor="zips">ZIP codes (5 digits, separated by commas or spaces; empty clears)</Label>
            <Textarea id="zips" name="zips" rows={3} defaultValue={territory.join(", ")} />
          </DecisionForm>
        </Card>
      ) : null}
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
      <RatingExceptionCard ratingBar={ratingBar} actionData={actionData} busy={busy} />
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

/** The 4-star rule: where the contractor stands, and the exception an admin grants (or revokes) with a reason. */
function RatingExceptionCard({
  ratingBar: r,
  actionData,
  busy,
}: {
  ratingBar: RatingBarFacts;
  actionData: { intent: string; fieldErrors?: FieldErrors } | undefined;
  busy: boolean;
}) {
  const rated = r.rating === null ? "No reviews yet" : `Rated ${r.rating.toFixed(1)} from ${r.reviews} ${r.reviews === 1 ? "review" : "reviews"}`;
  const standing = r.exception
    ? `Exception since ${r.exception.since.slice(0, 10)}: ${r.exception.reason}`
    : r.belowByRating
      ? "Below the bar: no leads, alerts, auto-buy or listing."
      : "Not below the bar.";
  return (
    <Card className="p-6">
      <h2 className="mb-4 text-lg font-semibold">4-star rule</h2>
      <p className="mb-3 text-sm text-muted-foreground" data-testid="rating-bar-standing">
        {rated}. {standing} Pros rated below {RATING_BAR.toFixed(1)} from {RATING_BAR_MIN_REVIEWS} or more reviews get no leads unless an admin grants an
        exception; an exception does not list them in Find Contractors.
      </p>
      <DecisionForm
        intents={["grant-rating-exception", "revoke-rating-exception"]}
        actionData={actionData}
        reasonId="rating-exception-reason"
        reasonLabel={r.exception ? "Reason for revoking the exception" : "Reason for the exception"}
        submit={
          <Button type="submit" variant="outline" className="w-full" disabled={busy}>
            {r.exception ? "Revoke exception" : "Grant exception"}
          </Button>
        }
      >
        <input type="hidden" name="intent" value={r.exception ? "revoke-rating-exception" : "grant-rating-exception"} />
      </DecisionForm>
    </Card>
  );
}
