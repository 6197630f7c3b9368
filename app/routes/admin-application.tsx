import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/admin-application";
import { adminHeaders } from "~/components/admin/admin-headers";
import { ApproveApplicationForm } from "~/components/admin/approve-application-form";
import { loadAdminRecord, requireAdminForRecord } from "~/web/require-admin.server";
import { runFormIntent } from "~/web/run-intent.server";
import { ActionMessage, AdminPageHeader, Fact, StatusBadge } from "~/components/admin/admin-ui";
import { useLocalTime } from "~/components/local-time";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Label, Textarea } from "~/components/ui/input";
import { getApplication } from "~/domain/admin/get-application.server";
import { approveApplication, markApplicationInReview, rejectApplication } from "~/domain/contractors/approve-application.server";
import { applicationDecisionSchema } from "~/forms/application-decision";
import { seo } from "~/lib/seo";
import { PhoneLink } from "~/components/phone-link";

export const headers = adminHeaders;

export const meta: Route.MetaFunction = ({ matches, params }) =>
  seo(matches, {
    title: "Application · Admin",
    description:
      "Admin console: one contractor application with the business profile, the uploaded license and insurance documents, and the approve or reject decision.",
    path: `/admin/applications/${params.id}`,
    noindex: true,
  });

export async function loader({ request, params }: Route.LoaderArgs) {
  const { found, sendHeaders } = await loadAdminRecord(request, params.id, getApplication);
  return data(found, { headers: sendHeaders });
}

export async function action({ request, params }: Route.ActionArgs) {
  const { ctx, adminId, sendHeaders } = await requireAdminForRecord(request, params.id);
  return runFormIntent(
    request,
    applicationDecisionSchema,
    async (decision) => {
      switch (decision.intent) {
        case "approve": {
          const { intent: _intent, ...terms } = decision;
          await approveApplication(ctx, adminId, params.id, terms);
          return "Application approved. The contractor account was created and the invitation e-mail was sent.";
        }
        case "reject":
          await rejectApplication(ctx, adminId, params.id, decision.reason);
          return "Application rejected. The applicant was e-mailed the reason.";
        case "review":
          await markApplicationInReview(ctx, adminId, params.id);
          return "Application marked as in review.";
      }
    },
    { headers: sendHeaders },
  );
}

export default function AdminApplication({ loaderData, actionData }: Route.ComponentProps) {
  const { formatDateTime } = useLocalTime();
  const { application: a, files, contractorId, history } = loaderData;
  const busy = useNavigation().state === "submitting";
  const undecided = a.status === "submitted" || a.status === "in_review";
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/admin/applications" className="text-primary underline-offset-4 hover:underline">
          ← All applications
        </Link>
      </p>
      <AdminPageHeader title={a.businessName} intro={`Applied ${formatDateTime(a.createdAt)}`}>
        <StatusBadge status={a.status} />
      </AdminPageHeader>
      <ActionMessage result={actionData} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Card className="p-6">
            <h2 className="mb-4 text-lg font-semibold">Business profile</h2>
            <dl className="grid gap-4 sm:grid-cols-2">
              <Fact label="Contact">{`${a.firstName} ${a.lastName}`}</Fact>
              <Fact label="Email">{a.email}</Fact>
              <Fact label="Phone">
                <PhoneLink phone={a.phone} />
              </Fact>
              <Fact label="Website">{a.website}</Fact>
              <Fact label="License number">{a.licenseNumber}</Fact>
              <Fact label="Years in business">{String(a.yearsInBusiness)}</Fact>
              <Fact label="Service category">{a.serviceCategory}</Fact>
              <Fact label="Insurance provider">{a.insuranceProvider}</Fact>
              <Fact label="Service areas">
                <span className="whitespace-pre-line">{a.serviceAreas}</span>
              </Fact>
              <Fact label="Certified at">{formatDateTime(a.certifiedAt)}</Fact>
            </dl>
            {a.additionalInfo ? (
              <>
                <h3 className="mt-6 text-sm font-semibold">Additional information</h3>
                <p className="mt-1 whitespace-pre-line text-sm">{a.additionalInfo}</p>
              </>
            ) : null}
          </Card>
          <Card className="p-6">
            <h2 className="mb-4 text-lg font-semibold">Documents</h2>
            {files.length === 0 ? (
              <p className="text-muted-foreground">No documents were uploaded.</p>
            ) : (
              <ul className="divide-y">
                {files.map((f) => (
                  <li key={f.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                    <span>
                      <span className="font-medium capitalize">{f.kind}</span>
                      <span className="block text-sm text-muted-foreground">
                        {f.originalName} · {f.mime} · {Math.max(1, Math.round(f.sizeBytes / 1024))} KB
                      </span>
                    </span>
                    <a href={`/admin/files/${f.id}`} download className={buttonVariants({ variant: "outline", size: "sm" })}>
                      Download {f.kind} document
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>
        <div className="space-y-6">
          <Card className="p-6">
            <h2 className="mb-4 text-lg font-semibold">Decision</h2>
            {undecided ? (
              <div className="space-y-6">
                <ApproveApplicationForm actionData={actionData} busy={busy} />
                {a.status === "submitted" ? (
                  <Form method="post">
                    <input type="hidden" name="intent" value="review" />
                    <Button type="submit" variant="outline" className="w-full" disabled={busy}>
                      Mark as in review
                    </Button>
                  </Form>
                ) : null}
                <Form method="post" className="space-y-2">
                  <input type="hidden" name="intent" value="reject" />
                  <Label htmlFor="reason">Reason for rejection (sent to the applicant)</Label>
                  <Textarea id="reason" name="reason" required minLength={3} maxLength={2000} rows={4} />
                  <Button type="submit" variant="destructive" className="w-full" disabled={busy}>
                    Reject application
                  </Button>
                </Form>
              </div>
            ) : (
              <div className="space-y-3 text-sm">
                <p>
                  This application was <strong>{a.status}</strong>.
                </p>
                {contractorId ? (
                  <p>
                    <Link to={`/admin/contractors/${contractorId}`} className="text-primary underline-offset-4 hover:underline">
                      Open the contractor
                    </Link>
                  </p>
                ) : null}
                <p>
                  <Link
                    to={`/admin/outbox?to=${encodeURIComponent(a.email.trim().toLowerCase())}`}
                    className="text-primary underline-offset-4 wrap-anywhere hover:underline"
                  >
                    E-mails sent to {a.email}
                  </Link>
                </p>
              </div>
            )}
          </Card>
          <Card className="p-6">
            <h2 className="mb-4 text-lg font-semibold">History</h2>
            {history.length === 0 ? (
              <p className="text-sm text-muted-foreground">No decisions yet.</p>
            ) : (
              <ul className="space-y-2 text-sm">
                {history.map((h, i) => (
                  <li key={i}>
                    <span className="font-medium">{h.action}</span> · {formatDateTime(h.at)}
                    {h.after && typeof h.after === "object" && "reason" in h.after ? (
                      <span className="block text-muted-foreground">Reason: {String((h.after as { reason: unknown }).reason)}</span>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>
      </div>
    </>
  );
}
