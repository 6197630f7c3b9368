/** /pro/billing/statements/:month/pdf — the signed-in contractor's own monthly statement as a PDF download. */
import type { Route } from "./+types/pro-billing-statement-pdf";
import { requireContractor } from "~/web/require-contractor.server";
import { statementPdfResponse } from "~/web/statement-pdf-response.server";
import { loadStatement } from "~/web/statement.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  const { ctx, contractorId } = await requireContractor(request);
  return statementPdfResponse(await loadStatement(ctx, { role: "contractor", contractorId }, contractorId, params.month));
}
