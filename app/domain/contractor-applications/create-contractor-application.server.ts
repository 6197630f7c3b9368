import { applicationFiles, contractorApplications } from "~/db/schema";
import type { Env } from "~/env.server";
import type { ContractorApplicationInput } from "~/forms/contractor-application";
import type { Tx } from "~/db/types.server";
import { sendEmail } from "~/domain/outbox/queue-email.server";
import type { RequestMeta } from "~/lib/request-meta.server";
import type { StoredUpload } from "~/lib/uploads.server";
import { composeApplicationEmail } from "./compose-application-email";

export type NewContractorApplication = Omit<ContractorApplicationInput, "licenseFile" | "insuranceFile" | "certify">;

/** Store an application (status 'submitted', for review in the admin console), its two documents and the acknowledgment. */
export async function createContractorApplication(
  tx: Tx,
  input: NewContractorApplication,
  files: { license: StoredUpload; insurance: StoredUpload },
  context: { meta: RequestMeta; now: Date; env: Pick<Env, "SMTP_URL"> },
): Promise<string> {
  const { meta, now } = context;
  const [row] = await tx
    .insert(contractorApplications)
    .values({
      ...input,
      website: input.website ?? null,
      additionalInfo: input.additionalInfo ?? null,
      certifiedAt: now,
      status: "submitted",
      ip: meta.ip,
      userAgent: meta.userAgent,
      createdAt: now,
    })
    .returning({ id: contractorApplications.id });
  if (!row) throw new Error("contractor application insert returned no row");
  await tx.insert(applicationFiles).values(
    (["license", "insurance"] as const).map((kind) => ({
      applicationId: row.id,
      kind,
      storedName: files[kind].storedName,
      originalName: files[kind].originalName,
      mime: files[kind].mime,
      sizeBytes: files[kind].sizeBytes,
      sha256: files[kind].sha256,
      createdAt: now,
    })),
  );
  await sendEmail(tx, context.env, composeApplicationEmail({ to: input.email, firstName: input.firstName, businessName: input.businessName }), now);
  return row.id;
}
