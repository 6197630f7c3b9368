import { contractorDocuments } from "~/db/schema";
import type { DocumentUploadInput } from "~/forms/contractor-documents";
import { checkUpload, deleteUploads, storeUploads } from "~/lib/uploads.server";
import { audit } from "../shared/audit.server";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { DomainError } from "../shared/errors";

/**
 * A contractor uploads a renewed license or insurance certificate with the expiry date it shows. The file is
 * checked by its content exactly as the application's documents are (lib/uploads.server.ts: type by the bytes,
 * 5 MB), stored under a server-made name, and queued for an admin's review; nothing about the contractor changes
 * until an admin approves it. Written file first, then the row: a failed insert removes the file (and the orphan
 * sweep removes what a crash leaves).
 */
export async function submitRenewal(ctx: DomainContext, contractorId: string, actorUserId: string, input: DocumentUploadInput): Promise<string> {
  const now = nowOf(ctx);
  const checked = await checkUpload(input.file, "document");
  if (!checked.ok) throw new DomainError("invalid_input", checked.message, { field: "file" });
  const [stored] = await storeUploads(ctx.env.DATA_DIR, [checked.upload], now);
  if (!stored) throw new Error("upload not stored");
  try {
    return await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(contractorDocuments)
        .values({
          contractorId,
          kind: input.kind,
          expiresOn: input.expiresOn,
          storedName: stored.storedName,
          originalName: stored.originalName,
          mime: stored.mime,
          sizeBytes: stored.sizeBytes,
          sha256: stored.sha256,
          createdAt: now,
        })
        .returning({ id: contractorDocuments.id });
      if (!row) throw new Error("document insert returned no row");
      await audit(
        tx,
        {
          actorUserId,
          action: "document.submit",
          entity: "contractor",
          entityId: contractorId,
          after: { documentId: row.id, kind: input.kind, expiresOn: input.expiresOn },
        },
        now,
      );
      return row.id;
    });
  } catch (error) {
    await deleteUploads(ctx.env.DATA_DIR, [stored]);
    throw error;
  }
}
