/** /pro/documents: upload a renewed license or insurance certificate for review (decision 0028). */
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/pro-documents";
import { requireContractor } from "~/web/require-contractor.server";
import { runFormIntent } from "~/web/run-intent.server";
import { ActionOutcome, ProPage } from "~/components/pro/pro-ui";
import { DocumentsLapsedBanner } from "~/components/pro/documents-notices";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input, Label } from "~/components/ui/input";
import { myDocuments } from "~/domain/documents/list-documents.server";
import { submitRenewal } from "~/domain/documents/submit-renewal.server";
import { documentUploadSchema } from "~/forms/contractor-documents";
import { MAX_UPLOAD_BYTES } from "~/forms/uploads";
import { readFormData } from "~/lib/form-data.server";
import { seo } from "~/lib/seo";

export async function loader({ request }: Route.LoaderArgs) {
  const { ctx, contractorId } = await requireContractor(request);
  return myDocuments(ctx, contractorId);
}

export async function action({ request }: Route.ActionArgs) {
  const { ctx, contractorId, userId } = await requireContractor(request);
  // One document of at most 5 MB plus the two fields and the multipart framing; the content is checked in submitRenewal.
  const read = await readFormData(request, { maxBodyBytes: MAX_UPLOAD_BYTES + 64 * 1024 });
  if (!read.ok) throw data(read.message, { status: read.status });
  return runFormIntent(
    read.form,
    documentUploadSchema,
    (input) => submitRenewal(ctx, contractorId, userId, input).then(() => "Thanks: our team will review the document, usually within one business day."),
    {
      intent: "upload",
      hidden: [],
    },
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Documents",
    description: "Your license and insurance expiry dates on file, and uploads of renewed documents for our team's review.",
    path: "/pro/documents",
    noindex: true,
  });

const kindLabels = { license: "License", insurance: "Insurance certificate" } as const;
const statusLabels = { pending: "Waiting for review", approved: "Approved", rejected: "Rejected" } as const;

export default function ProDocuments({ loaderData, actionData }: Route.ComponentProps) {
  const d = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <ProPage
      title="Documents"
      intro="Keep your license and insurance current: from the day after an expiry date you get no new leads until we approve a renewal."
    >
      <DocumentsLapsedBanner lapsed={d.lapsed} />
      <Card className="p-5">
        <h2 className="text-lg font-semibold">On file</h2>
        <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted-foreground">License expires</dt>
            <dd className="font-semibold" data-testid="license-expires">
              {d.licenseExpiresOn ?? "Missing"}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Insurance expires</dt>
            <dd className="font-semibold" data-testid="insurance-expires">
              {d.insuranceExpiresOn ?? "Missing"}
            </dd>
          </div>
        </dl>
      </Card>
      <Card className="p-5">
        <h2 className="text-lg font-semibold">Upload a renewed document</h2>
        <Form method="post" encType="multipart/form-data" className="mt-4 grid gap-4 sm:grid-cols-3" aria-label="Upload a renewed document">
          <div className="grid gap-1.5">
            <Label htmlFor="kind">Document</Label>
            <select id="kind" name="kind" className="h-10 rounded-md border border-input bg-background px-3 text-sm" defaultValue="license">
              <option value="license">License</option>
              <option value="insurance">Insurance certificate</option>
            </select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="expiresOn">New expiry date</Label>
            <Input id="expiresOn" name="expiresOn" type="date" required />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="file">File (PDF, JPG or PNG, up to 5 MB)</Label>
            <Input id="file" name="file" type="file" accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png" required />
          </div>
          <div className="sm:col-span-3">
            <ActionOutcome result={actionData} intent="upload" />
            <Button type="submit" className="mt-2" disabled={busy}>
              Upload for review
            </Button>
          </div>
        </Form>
      </Card>
      {d.uploads.length > 0 ? (
        <Card className="p-5">
          <h2 className="text-lg font-semibold">Your uploads</h2>
          <ul className="mt-3 divide-y text-sm" data-testid="document-uploads">
            {d.uploads.map((u) => (
              <li key={u.id} className="flex flex-wrap items-center gap-2 py-2">
                <span className="font-medium">{kindLabels[u.kind]}</span>
                <span className="text-muted-foreground">valid through {u.expiresOn}</span>
                <Badge variant="outline">{statusLabels[u.status]}</Badge>
                {u.rejectReason ? <span className="w-full text-muted-foreground">Reason: {u.rejectReason}</span> : null}
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
    </ProPage>
  );
}
