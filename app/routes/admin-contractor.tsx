import { data, Link, useNavigation } from "react-router";
import type { Route } from "./+types/admin-contractor";
import { adminHeaders } from "~/components/admin/admin-headers";
import { loadAdminRecord, requireAdminForRecord } from "~/web/require-admin.server";
import { afterOf, loadPage } from "~/web/list-page.server";
import { PageLinks } from "~/components/page-links";
import { runFormIntent } from "~/web/run-intent.server";
import { ActionMessage, AdminPageHeader, StatusBadge } from "~/components/admin/admin-ui";
import { useLocalTime } from "~/components/local-time";
import { ContractorHistoryCard, ContractorProfileCard } from "~/components/admin/contractor-profile";
import { ContractorDecisions } from "~/components/admin/contractor-decisions";
import { LedgerTable } from "~/components/ledger-table";
import { Card } from "~/components/ui/card";
import { getContractor } from "~/domain/admin/get-contractor.server";
import { complianceWarnings, updateContractorByAdmin } from "~/domain/admin/manage-contractor.server";
import { setTerritory, territoryOf } from "~/domain/admin/enterprise-territory.server";
import { resendInvitation } from "~/domain/admin/resend-invitation.server";
import { setRatingException } from "~/domain/admin/set-rating-exception.server";
import { isBelowRatingBar } from "~/domain/contractors/rating-bar";
import { ratingOf } from "~/domain/contractors/verification";
import { adjustBalance } from "~/domain/ledger/balance.server";
import { adminContractorDecisionSchema } from "~/forms/admin-contractor";
import { formatCents } from "~/domain/shared/money";
import { seo } from "~/lib/seo";
import { PhoneLink } from "~/components/phone-link";

export const headers = adminHeaders;

export const meta: Route.MetaFunction = ({ matches, params }) =>
  seo(matches, {
    title: "Contractor · Admin",
    description:
      "Admin console: one contractor's profile, balance and ledger, with suspend or reactivate, move to Pay-As-You-Go, Enterprise exclusive territory, balance adjustment, compliance dates and exceptions to the 4-star rule.",
    path: `/admin/contractors/${params.id}`,
    noindex: true,
  });

export async function loader({ request, params }: Route.LoaderArgs) {
  const after = afterOf(request);
  // The ledger pages by keyset ("Older entries" carries the cursor); a forged cursor is a 400.
  const historyAfter = afterOf(request, "historyAfter");
  const { found, sendHeaders } = await loadAdminRecord(request, params.id, async (db, id) => {
    const record = await loadPage(getContractor(db, id, { after }, { after: historyAfter }));
    return record && { ...record, territory: await territoryOf(db, id) };
  });
  const c = found.contractor;
  // The 4-star rule as it stands for this contractor: its rating, whether the rating alone is below the bar, and the exception in force.
  const ratingBar = {
    rating: ratingOf(c),
    reviews: c.ratingCount,
    belowByRating: isBelowRatingBar({ rating: ratingOf(c), reviews: c.ratingCount, exception: false }),
    exception: c.ratingExceptionAt && c.ratingExceptionReason ? { since: c.ratingExceptionAt.toISOString(), reason: c.ratingExceptionReason } : null,
  };
  return data(
    { ...found, ratingBar, paged: after !== undefined, historyPaged: historyAfter !== undefined, warnings: complianceWarnings(c, new Date()) },
    { headers: sendHeaders },
  );
}

export async function action({ request, params }: Route.ActionArgs) {
  const { ctx, adminId, sendHeaders } = await requireAdminForRecord(request, params.id);
  // Every field is checked before anything is written; a reason problem shows next to the form's reason field.
  return runFormIntent(
    request,
    adminContractorDecisionSchema,
    async (decision) => {
      switch (decision.intent) {
        case "suspend":
        case "reactivate":
          await updateContractorByAdmin(ctx, adminId, params.id, { status: decision.intent === "suspend" ? "suspended" : "active" }, decision.reason);
          return decision.intent === "suspend" ? "Contractor suspended." : "Contractor reactivated.";
        case "plan":
          await updateContractorByAdmin(ctx, adminId, params.id, { plan: decision.plan }, decision.reason);
          return "Plan changed to Pay-As-You-Go.";
        case "compliance":
          await updateContractorByAdmin(
            ctx,
            adminId,
            params.id,
            { licenseExpiresOn: decision.licenseExpiresOn, insuranceExpiresOn: decision.insuranceExpiresOn },
            decision.reason,
          );
          return "License and insurance dates saved.";
        case "territory": {
          const zips = await setTerritory(ctx, adminId, params.id, decision.zips, decision.reason);
          return zips.length ? `Exclusive territory saved: ${zips.length} ZIP code${zips.length === 1 ? "" : "s"}.` : "Exclusive territory cleared.";
        }
        case "adjust": {
          const { balanceCentsAfter } = await adjustBalance(ctx, adminId, params.id, decision.amount, decision.reason);
          return `Balance adjusted by ${formatCents(decision.amount)}. New balance: ${formatCents(balanceCentsAfter)}.`;
        }
        case "grant-rating-exception":
        case "revoke-rating-exception": {
          const grant = decision.intent === "grant-rating-exception";
          await setRatingException(ctx, adminId, params.id, { grant, reason: decision.reason });
          return grant ? "Exception to the 4-star rule granted: this contractor gets leads whatever its rating." : "Exception to the 4-star rule revoked.";
        }
        case "resend":
          await resendInvitation(ctx, adminId, params.id);
          return "A new invitation e-mail was sent.";
      }
    },
    { headers: sendHeaders },
  );
}

export default function AdminContractor({ loaderData, actionData }: Route.ComponentProps) {
  const { formatDateTime } = useLocalTime();
  const {
    contractor: c,
    balanceCents,
    invitationPending,
    ledger,
    ledgerNext,
    paged,
    purchaseCount,
    history,
    historyNext,
    historyPaged,
    warnings,
    territory,
    ratingBar,
  } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/admin/contractors" className="text-primary underline-offset-4 hover:underline">
          ← All contractors
        </Link>
      </p>
      <AdminPageHeader
        title={c.businessName}
        intro={
          <>
            {c.contactName} · {c.email} · <PhoneLink phone={c.phone} />
          </>
        }
      >
        <StatusBadge status={c.status} />
      </AdminPageHeader>
      {/* A reason problem shows next to its field instead. */}
      <ActionMessage result={actionData?.fieldErrors?.reason ? undefined : actionData} />
      {warnings.length ? (
        <p role="note" className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          <strong>Compliance warning:</strong> {warnings.join(" ")}
        </p>
      ) : null}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <ContractorProfileCard contractor={c} balanceCents={balanceCents} purchaseCount={purchaseCount} />
          <Card className="p-6">
            <h2 className="mb-4 text-lg font-semibold">Ledger</h2>
            {ledger.length === 0 ? (
              <p className="text-sm text-muted-foreground">No entries yet.</p>
            ) : (
              <LedgerTable entries={ledger} look="admin" formatWhen={formatDateTime} />
            )}
            <div className="mt-4">
              <PageLinks
                base={`/admin/contractors/${c.id}`}
                label="Pages of the ledger"
                paged={paged}
                next={ledgerNext}
                firstLabel="Newest entries"
                nextLabel="Older entries"
              />
            </div>
          </Card>
          <ContractorHistoryCard history={history}>
            <PageLinks
              base={`/admin/contractors/${c.id}`}
              label="Pages of the history"
              paged={historyPaged}
              next={historyNext}
              param="historyAfter"
              firstLabel="Newest changes"
              nextLabel="Older changes"
            />
          </ContractorHistoryCard>
        </div>
        <ContractorDecisions
          contractor={c}
          territory={territory}
          ratingBar={ratingBar}
          invitationPending={invitationPending}
          actionData={actionData}
          busy={busy}
        />
      </div>
    </>
  );
}
