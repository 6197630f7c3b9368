import { jobPositions } from "~/content/careers";
import { careerApplications } from "~/db/schema";
import type { Env } from "~/env.server";
import type { CareerApplicationInput } from "~/forms/career-application";
import type { Tx } from "~/db/types.server";
import { sendEmail } from "~/domain/outbox/queue-email.server";
import type { RequestMeta } from "~/lib/request-meta.server";
import type { StoredUpload } from "~/lib/uploads.server";
import { composeCareerEmail } from "./compose-career-email";

export type NewCareerApplication = Omit<CareerApplicationInput, "resume">;

/** Store a career application with its stored résumé, and acknowledge it. */
export async function createCareerApplication(
  tx: Tx,
  input: NewCareerApplication,
  resume: StoredUpload,
  context: { meta: RequestMeta; now: Date; env: Pick<Env, "SMTP_URL"> },
): Promise<string> {
  const { meta, now } = context;
  const [row] = await tx
    .insert(careerApplications)
    .values({
      positionId: input.positionId ?? null,
      fullName: input.fullName,
      email: input.email,
      phone: input.phone,
      note: input.note ?? null,
      resumeStoredName: resume.storedName,
      resumeOriginalName: resume.originalName,
      resumeMime: resume.mime,
      resumeSizeBytes: resume.sizeBytes,
      resumeSha256: resume.sha256,
      ip: meta.ip,
      userAgent: meta.userAgent,
      createdAt: now,
    })
    .returning({ id: careerApplications.id });
  if (!row) throw new Error("career application insert returned no row");
  const positionTitle = jobPositions.find((p) => p.id === input.positionId)?.title;
  await sendEmail(tx, context.env, composeCareerEmail({ to: input.email, fullName: input.fullName, positionTitle }), now);
  return row.id;
}
