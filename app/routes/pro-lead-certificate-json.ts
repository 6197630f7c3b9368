/**
 * /pro/leads/:purchaseId/certificate.json — the signed consent certificate of a bought lead as JSON, for its buyer
 * only (the same 404 for anyone else), to keep or to check with scripts/verify-certificate.ts.
 */
import type { Route } from "./+types/pro-lead-certificate-json";
import { purchaseCertificate } from "~/domain/consent-certificates/purchase-certificate.server";
import { requireContractor } from "~/web/require-contractor.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  const { ctx, contractorId } = await requireContractor(request);
  const signed = await purchaseCertificate(ctx.db, contractorId, params.purchaseId);
  if (!signed) throw new Response("Not Found", { status: 404 });
  return Response.json(signed, { headers: { "Cache-Control": "private, no-store" } });
}
