import { Camera, Clock, MapPin, ShoppingCart, Users } from "lucide-react";
import { Form, Link } from "react-router";
import { PhoneVerified } from "~/components/pro/phone-verified";
import { ProjectAnswersList } from "~/components/pro/project-answers-list";
import { blockedReason, categoryName } from "~/components/pro/labels";
import { ActionOutcome } from "~/components/pro/pro-ui";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { iconSprite } from "~/components/ui/icon-sprite";
import type { AvailableLead } from "~/domain/marketplace/listings.server";
import { qualityLabel } from "~/domain/quality/quality-label";
import { formatCents } from "~/domain/shared/money";

/* One lead for sale on the dashboard (/pro): its price, the project, what the buyer gets, and the two-step purchase. */

function photoCountLabel(n: number): string {
  return n === 1 ? "1 photo" : `${n} photos`;
}

function spotsLeft(left: number, of: number): string {
  return `${left} of ${of} ${of === 1 ? "spot" : "spots"} left`;
}

/** The dashboard's address with these query parameters (the filters and the page cursor kept, so Cancel returns to the same page). */
export function dashboardHref(filters: Readonly<Record<string, string>>, after: string | null, confirm?: string): string {
  const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== ""));
  if (after) query.set("after", after);
  if (confirm) query.set("confirm", confirm);
  const search = query.toString();
  return `/pro${search ? `?${search}` : ""}${confirm ? `#lead-${confirm}` : ""}`;
}

/** The icons of every lead card, drawn from one sprite per page. */
const { Sprite: CardIconSprite, Icon: CardIcon } = iconSprite({ "map-pin": MapPin, users: Users, clock: Clock, cart: ShoppingCart, camera: Camera });

/** The card icons' sprite: once per page, before the cards. */
export const AvailableLeadIcons = CardIconSprite;

type BuyStepProps = {
  lead: { leadId: string; priceCents: number; idempotencyKey: string };
  confirming: boolean;
  buying: boolean;
  balanceCents: number;
  after: string | null;
  filters: Readonly<Record<string, string>>;
};

/**
 * Buying takes two steps: "Buy lead" opens the confirmation (price and the
 * balance after), and only its Confirm button posts the purchase with the
 * idempotency key. Both are plain links and forms: no JavaScript needed.
 */
function BuyStep({ lead, confirming, buying, balanceCents, after, filters }: BuyStepProps) {
  if (!confirming) {
    return (
      <Link to={dashboardHref(filters, after, lead.leadId)} className={buttonVariants({ className: "w-full" })} preventScrollReset>
        <CardIcon name="cart" />
        {`Buy lead for ${formatCents(lead.priceCents)}`}
      </Link>
    );
  }
  return (
    <Form method="post" className="space-y-3 rounded-lg border border-primary/40 bg-primary/5 p-3" data-testid="confirm-purchase" aria-label="Confirm purchase">
      <p className="text-sm font-medium">
        Buy this lead for {formatCents(lead.priceCents)}? Your balance after: {formatCents(balanceCents - lead.priceCents)}
      </p>
      <input type="hidden" name="leadId" value={lead.leadId} />
      <input type="hidden" name="idempotencyKey" value={lead.idempotencyKey} />
      <input type="hidden" name="expectedPriceCents" value={lead.priceCents} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size={null} wrap className="min-h-10 flex-1 px-4 py-2 text-sm" disabled={buying}>
          <ShoppingCart aria-hidden="true" />
          {buying ? "Buying..." : `Confirm: buy for ${formatCents(lead.priceCents)}`}
        </Button>
        <Link to={dashboardHref(filters, after)} className={buttonVariants({ variant: "outline" })} preventScrollReset>
          Cancel
        </Link>
      </div>
    </Form>
  );
}

function ageLabel(days: number): string {
  if (days <= 0) return "Today";
  return days === 1 ? "1 day old" : `${days} days old`;
}

type ActionResult = { ok: boolean; intent: string; id?: string; message?: string; error?: string };

type CardProps = {
  lead: AvailableLead & { idempotencyKey: string };
  actionData: ActionResult | undefined;
  confirming: boolean;
  buying: boolean;
  balanceCents: number;
  after: string | null;
  filters: Readonly<Record<string, string>>;
};

export function AvailableLeadCard({ lead, actionData, confirming, buying, balanceCents, after, filters }: CardProps) {
  return (
    <Card className="flex h-full flex-col p-5" data-testid="available-lead" data-lead-id={lead.leadId}>
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="text-3xl font-bold tracking-tight" data-testid="lead-price">
            {formatCents(lead.priceCents)}
          </p>
          <p className="text-xs text-muted-foreground">Price for your plan</p>
        </div>
        <div className="flex flex-wrap justify-end gap-1">
          <Badge variant="secondary">{categoryName(lead.category)}</Badge>
          {lead.aged ? <Badge variant="outline">Aged lead</Badge> : null}
        </div>
      </div>
      <h2 className="mt-4 text-base font-semibold">
        {categoryName(lead.category)} project in {lead.city}, {lead.state}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{lead.summary}</p>
      <ProjectAnswersList answers={lead.answers} className="mt-3" />
      <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <li className="flex items-center gap-1">
          <CardIcon name="map-pin" className="size-4" />
          {lead.city}, {lead.state} {lead.zip}
        </li>
        <li className="flex items-center gap-1">
          <CardIcon name="users" className="size-4" />
          {lead.prosRequested === 1 ? "Wants 1 pro" : `Wants ${lead.prosRequested} pros`}
        </li>
        {lead.prosRequested > 1 ? (
          <li className="font-medium text-foreground" data-testid="slots-left">
            {spotsLeft(lead.slotsLeft, lead.prosRequested)}
          </li>
        ) : null}
        {lead.photos > 0 ? (
          <li className="flex items-center gap-1" data-testid="photo-count">
            <CardIcon name="camera" className="size-4" />
            {photoCountLabel(lead.photos)}
          </li>
        ) : null}
        <li className="flex items-center gap-1">
          <CardIcon name="clock" className="size-4" />
          {ageLabel(lead.ageDays)}
        </li>
      </ul>
      {lead.quality ? (
        <p className="mt-3 text-sm" data-testid="lead-quality">
          <span className="font-medium">{qualityLabel(lead.quality)}</span>
          <span className="text-muted-foreground"> ({lead.quality.reasons})</span>
        </p>
      ) : null}
      <p className="mt-3 text-sm">
        <PhoneVerified at={lead.phoneVerifiedAt} className={lead.phoneVerifiedAt ? "font-medium text-success" : "text-muted-foreground"} />
      </p>
      <p className="mt-3 text-sm text-muted-foreground">Contact details: shown after purchase.</p>
      <div className="mt-auto space-y-3 pt-4">
        <ActionOutcome result={actionData} intent="buy" id={lead.leadId} />
        {lead.blockedBy ? (
          <div className="space-y-2">
            <p className="text-sm text-amber-900">{blockedReason[lead.blockedBy]}</p>
            {lead.blockedBy === "balance" ? (
              <Link to="/pro/balance" className={buttonVariants({ variant: "outline" })}>
                Top up balance
              </Link>
            ) : null}
          </div>
        ) : (
          <BuyStep lead={lead} confirming={confirming} buying={buying} balanceCents={balanceCents} after={after} filters={filters} />
        )}
      </div>
    </Card>
  );
}
