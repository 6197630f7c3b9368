import { and, eq } from "drizzle-orm";
import { contractorDocuments, contractors } from "~/db/schema";
import type { DocumentReviewInput } from "~/forms/contractor-documents";
import { signalOutbox } from "~/lib/wakeups/outbox-signal.server";
import { assertAdmin } from "../accounts/assert-admin.server";
import { sendEmail } from "../outbox/queue-email.server";
import { audit } from "../shared/audit.server";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { DomainError, NotFoundError } from "../shared/errors";
import { composeDocumentDecision } from "./compose-document-emails";

/**
 * An admin approves a renewed document (the contractor's license or insurance expiry date becomes the one the
 * document shows, so a lapsed contractor gets leads again at once) or rejects it with a reason. Either way the
 * contractor is e-mailed, and the change is in the audit log with the dates before and after. The row is locked
 * and must still be pending: two admins deciding at once cannot both win.
 */
export async function reviewRenewal(ctx: DomainContext, adminId: string, input: DocumentReviewInput): Promise<string> {
  const now = nowOf(ctx);
  await assertAdmin(ctx.db, adminId);
  const message = await ctx.db.transaction(async (tx) => {
    const [doc] = await tx.select().from(contractorDocuments).where(eq(contractorDocuments.id, input.documentId)).for("update");
    if (!doc) throw new NotFoundError("This document");
    if (doc.status !== "pending") throw new DomainError("already_decided", `This document was already ${doc.status}.`);
    const [contractor] = await tx.select().from(contractors).where(eq(contractors.id, doc.contractorId)).for("update");
    if (!contractor) throw new NotFoundError("This contractor");
    const approved = input.intent === "approve";
    const reason = input.intent === "reject" ? input.reason : null;
    await tx
      .update(contractorDocuments)
      .set({ status: approved ? "approved" : "rejected", rejectReason: reason, reviewedBy: adminId, reviewedAt: now })
      .where(and(eq(contractorDocuments.id, doc.id), eq(contractorDocuments.status, "pending")));
    const column = doc.kind === "license" ? "licenseExpiresOn" : "insuranceExpiresOn";
    if (approved)
      await tx
        .update(contractors)
        .set({ [column]: doc.expiresOn })
        .where(eq(contractors.id, contractor.id));
    await audit(
      tx,
      {
        actorUserId: adminId,
        action: approved ? "document.approve" : "document.reject",
        entity: "contractor",
        entityId: contractor.id,
        before: { documentId: doc.id, [column]: contractor[column] },
        after: approved ? { documentId: doc.id, [column]: doc.expiresOn } : { documentId: doc.id, reason },
      },
      now,
    );
    const mail = composeDocumentDecision({
      to: contractor.email,
      contactName: contractor.contactName,
      documentsUrl: `${ctx.env.PUBLIC_URL}/pro/documents`,
      kind: doc.kind,
      expiresOn: doc.expiresOn,
      approved,
      ...(reason ? { reason } : {}),
    });
    await sendEmail(tx, ctx.env, mail, now);
    return approved
      ? `Approved: ${contractor.businessName}'s ${doc.kind} now runs through ${doc.expiresOn}.`
      : `Rejected: ${contractor.businessName} was e-mailed the reason.`;
  });
  signalOutbox();
  return message;
}
