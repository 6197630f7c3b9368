/**
 * /my-request/:token/quotes/:quoteId/pdf and /my-request/:token/files/:purchaseId/:attachmentId — a quote's PDF and a
 * thread's file for the homeowner whose private link this is; the same 404 for anything else.
 */
import type { Route } from "./+types/my-request-file";
import { requestOfLink } from "~/domain/request-links/request-links.server";
import { homeownerThreadFile } from "~/domain/messages/thread-file.server";
import { requestQuotePdf } from "~/domain/quotes/my-quote.server";
import { NotFoundError } from "~/domain/shared/errors";
import { appContext } from "~/web/context.server";
import { sendUpload } from "~/web/send-upload.server";

const notFound = () => new Response("Not Found", { status: 404, headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } });

export async function loader({ params }: Route.LoaderArgs) {
  const ctx = await appContext();
  const requestId = await requestOfLink(ctx.db, params.token, new Date());
  if (!requestId) throw notFound();
  const file = params.quoteId
    ? await requestQuotePdf(ctx.db, requestId, params.quoteId)
    : await homeownerThreadFile(ctx.db, requestId, params.purchaseId, params.attachmentId).catch((error: unknown) => {
        if (error instanceof NotFoundError) return undefined;
        throw error;
      });
  if (!file) throw notFound();
  return sendUpload(ctx.env.DATA_DIR, file);
}
