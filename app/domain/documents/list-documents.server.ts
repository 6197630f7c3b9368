import { and, asc, desc, eq } from "drizzle-orm";
import { contractorDocuments, contractors } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import { lapsedDocuments, isoDay } from "../contractors/document-expiry";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { NotFoundError } from "../shared/errors";
import { contractorRow } from "../contractors/contractor-row.server";

/** The admin queue: renewals waiting for review, oldest first, with what is on file now. */
export async function listPendingRenewals(db: Executor, limit = 200) {
  return db
    .select({
      id: contractorDocuments.id,
      kind: contractorDocuments.kind,
      expiresOn: contractorDocuments.expiresOn,
      originalName: contractorDocuments.originalName,
      createdAt: contractorDocuments.createdAt,
      contractorId: contractors.id,
      businessName: contractors.businessName,
      licenseExpiresOn: contractors.licenseExpiresOn,
      insuranceExpiresOn: contractors.insuranceExpiresOn,
    })
    .from(contractorDocuments)
    .innerJoin(contractors, eq(contractors.id, contractorDocuments.contractorId))
    .where(eq(contractorDocuments.status, "pending"))
    .orderBy(asc(contractorDocuments.createdAt), asc(contractorDocuments.id))
    .limit(limit);
}

/** Admin download: the stored file of one renewal. */
export async function getRenewalFile(db: Executor, documentId: string) {
  const [file] = await db
    .select({ storedName: contractorDocuments.storedName, originalName: contractorDocuments.originalName, mime: contractorDocuments.mime })
    .from(contractorDocuments)
    .where(eq(contractorDocuments.id, documentId));
  return file;
}

/** /pro/documents and the /pro banner: the dates on file, which have lapsed, and the latest uploads. */
export async function myDocuments(ctx: DomainContext, contractorId: string) {
  const row = await contractorRow(ctx, contractorId);
  if (!row) throw new NotFoundError("This account");
  const c = { licenseExpiresOn: row.licenseExpiresOn, insuranceExpiresOn: row.insuranceExpiresOn };
  const uploads = await ctx.db
    .select({
      id: contractorDocuments.id,
      kind: contractorDocuments.kind,
      expiresOn: contractorDocuments.expiresOn,
      originalName: contractorDocuments.originalName,
      status: contractorDocuments.status,
      rejectReason: contractorDocuments.rejectReason,
      createdAt: contractorDocuments.createdAt,
    })
    .from(contractorDocuments)
    .where(and(eq(contractorDocuments.contractorId, contractorId)))
    .orderBy(desc(contractorDocuments.createdAt))
    .limit(20);
  return { ...c, lapsed: lapsedDocuments(c, isoDay(nowOf(ctx))), uploads };
}
