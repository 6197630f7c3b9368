/** /admin/contractors/:contractorId/statements/:month/pdf — any contractor's monthly statement, for admins. */
import type { Route } from "./+types/admin-contractor-statement-pdf";
import { isUuid } from "~/forms/ids";
import { requireAdmin } from "~/web/require-admin.server";
import { statementPdfResponse } from "~/web/statement-pdf-response.server";
import { loadStatement } from "~/web/statement.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  const { ctx } = await requireAdmin(request);
  if (!isUuid(params.contractorId)) throw new Response("Not Found", { status: 404 });
  return statementPdfResponse(await loadStatement(ctx, { role: "admin" }, params.contractorId, params.month));
}
