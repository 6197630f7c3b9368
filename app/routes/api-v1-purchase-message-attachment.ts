/**
 * GET /api/v1/purchases/{id}/messages/{messageId}/attachments/{attachmentId} — a file of my purchase's thread, with
 * the API key (docs/api.md). Another contractor's purchase, another message's file or a missing file answer 404.
 */
import type { Route } from "./+types/api-v1-purchase-message-attachment";
import { appContext } from "~/web/context.server";
import { NotFoundError } from "~/domain/shared/errors";
import { messageFileViaApi } from "~/domain/integrations/message-file-via-api.server";
import { methodNotAllowed } from "~/web/api-response";
import { handleApiRequest } from "~/web/handle-api-request.server";
import { sendUpload } from "~/web/send-upload.server";
import { discardBody } from "~/lib/discard-body.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  return handleApiRequest(await appContext(), request, async ({ ctx, caller }) => {
    const file = await messageFileViaApi(ctx.db, caller.contractorId, {
      purchaseId: params.id,
      messageId: params.messageId,
      attachmentId: params.attachmentId,
    });
    const response = await sendUpload(ctx.env.DATA_DIR, file).catch(() => {
      throw new NotFoundError("This file");
    });
    // Every API answer is no-store (docs/api.md); the type is the one the server found in the bytes, never sniffed again.
    response.headers.set("Cache-Control", "no-store");
    response.headers.set("X-Content-Type-Options", "nosniff");
    return response;
  });
}

export async function action({ request }: Route.ActionArgs) {
  await discardBody(request);
  return methodNotAllowed("GET");
}
