/** /pro/leads/:purchaseId/attachments/:attachmentId — a file of the lead's thread, for its buyer only (the same 404 for anyone else). */
import type { Route } from "./+types/pro-lead-attachment";
import { proThreadFile } from "~/domain/messages/thread-file.server";
import { NotFoundError } from "~/domain/shared/errors";
import { requireContractor } from "~/web/require-contractor.server";
import { sendUpload } from "~/web/send-upload.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  const { ctx, contractorId } = await requireContractor(request);
  const file = await proThreadFile(ctx.db, contractorId, params.purchaseId, params.attachmentId).catch((error: unknown) => {
    if (error instanceof NotFoundError) throw new Response("Not Found", { status: 404 });
    throw error;
  });
  return sendUpload(ctx.env.DATA_DIR, file);
}
