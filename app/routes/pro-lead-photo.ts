/**
 * /pro/leads/:purchaseId/photos/:position[/thumbnail] — a photo of a bought lead, for its buyer only: another
 * contractor, a credited return, a missing photo all answer 404 alike (domain/request-photos/purchase-photos.server.ts).
 */
import type { Route } from "./+types/pro-lead-photo";
import { purchasePhotoFile } from "~/domain/request-photos/purchase-photos.server";
import { requireContractor } from "~/web/require-contractor.server";
import { photoSizeOf, sendPhoto } from "~/web/send-photo.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  const { ctx, contractorId } = await requireContractor(request);
  const size = photoSizeOf(params.size);
  const file = size ? await purchasePhotoFile(ctx.db, contractorId, params.purchaseId, params.position, size) : undefined;
  if (!file) throw new Response("Not Found", { status: 404 });
  return sendPhoto(ctx.env.DATA_DIR, file.storedName);
}
