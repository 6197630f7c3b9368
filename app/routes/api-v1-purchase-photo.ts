/**
 * GET /api/v1/purchases/{id}/photos/{position} and …/{position}/thumbnail — a photo of one of my bought leads, with the API key
 * (docs/api.md). Another contractor's purchase, a credited return or a missing photo answer 404.
 */
import type { Route } from "./+types/api-v1-purchase-photo";
import { appContext } from "~/web/context.server";
import { NotFoundError } from "~/domain/shared/errors";
import { purchasePhotoFile } from "~/domain/request-photos/purchase-photos.server";
import { handleApiRequest } from "~/web/handle-api-request.server";
import { sendPhoto } from "~/web/send-photo.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  return handleApiRequest(await appContext(), request, async ({ ctx, caller }) => {
    // One module for both paths (app/routes.ts): the thumbnail's ends in /thumbnail.
    const size = new URL(request.url).pathname.endsWith("/thumbnail") ? "thumb" : "full";
    const file = await purchasePhotoFile(ctx.db, caller.contractorId, params.id, params.position, size);
    if (!file) throw new NotFoundError("This photo");
    // Every API answer is no-store (docs/api.md), photos too.
    return sendPhoto(ctx.env.DATA_DIR, file.storedName, "no-store").catch(() => {
      throw new NotFoundError("This photo");
    });
  });
}
