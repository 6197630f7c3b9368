/** /pro/leads/:purchaseId/quote.pdf — the PDF the pro attached to its quote, for that pro only (the same 404 for anyone else). */
import type { Route } from "./+types/pro-lead-quote-pdf";
import { myQuotePdf } from "~/domain/quotes/my-quote.server";
import { requireContractor } from "~/web/require-contractor.server";
import { sendUpload } from "~/web/send-upload.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  const { ctx, contractorId } = await requireContractor(request);
  const file = await myQuotePdf(ctx.db, contractorId, params.purchaseId);
  if (!file) throw new Response("Not Found", { status: 404 });
  return sendUpload(ctx.env.DATA_DIR, file);
}
