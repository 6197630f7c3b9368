import type { ReactNode } from "react";
import { Link } from "react-router";
import { Fact, formatCents } from "~/components/admin/admin-ui";
import { useLocalTime } from "~/components/local-time";
import { Card } from "~/components/ui/card";
import { formatCount } from "~/domain/shared/counts";

type ProfileFacts = {
  plan: string;
  categories: readonly string[];
  serviceZipCodes: readonly string[];
  baseZip: string | null;
  radiusMiles: number | null;
  licenseNumber: string;
  licenseState: string | null;
  licenseExpiresOn: string | null;
  insuranceProvider: string;
  insuranceExpiresOn: string | null;
  weeklyCapCents: number | null;
  autoBuy: boolean;
  applicationId: string | null;
};

/** The contractor's profile on /admin/contractors/:id: plan, balance, area, licence and insurance, cap, auto-buy. */
export function ContractorProfileCard({
  contractor: c,
  balanceCents,
  purchaseCount,
}: {
  contractor: ProfileFacts;
  balanceCents: number;
  purchaseCount: number;
}) {
  return (
    <Card className="p-6">
      <h2 className="mb-4 text-lg font-semibold">Profile</h2>
      <dl className="grid gap-4 sm:grid-cols-3">
        <Fact label="Plan">{c.plan}</Fact>
        <Fact label="Balance">{formatCents(balanceCents)}</Fact>
        <Fact label="Leads bought">{formatCount(purchaseCount)}</Fact>
        <Fact label="Categories">{c.categories.join(", ")}</Fact>
        <Fact label="Service ZIPs">{c.serviceZipCodes.join(", ")}</Fact>
        <Fact label="Radius">{c.baseZip ? `${c.radiusMiles ?? 0} mi around ${c.baseZip}` : ""}</Fact>
        <Fact label="License number">{c.licenseState ? `${c.licenseNumber} (${c.licenseState})` : c.licenseNumber}</Fact>
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
  );
}

/** The admin changes to the contractor, newest first, with what changed. */
export function ContractorHistoryCard({
  history,
  children,
}: {
  history: readonly { action: string; at: Date | string; before: unknown; after: unknown }[];
  children?: ReactNode;
}) {
  const { formatDateTime } = useLocalTime();
  return (
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
      {children ? <div className="mt-4">{children}</div> : null}
    </Card>
  );
}
