/** GET /api/v1/purchases — my bought leads with contact details, newest first, paginated (docs/api.md). */
import type { Route } from "./+types/api-v1-purchases";
import { appContext } from "~/web/context.server";
import { apiJson, methodNotAllowed } from "~/web/api-response";
import { apiQuery, handleApiRequest } from "~/web/handle-api-request.server";
import { purchasesQuerySchema } from "~/forms/api-v1";
import { listApiPurchases } from "~/domain/integrations/list-api-purchases.server";
import { discardBody } from "~/lib/discard-body.server";

export async function loader({ request }: Route.LoaderArgs) {
  return handleApiRequest(await appContext(), request, async ({ ctx, caller }) =>
    apiJson(await listApiPurchases(ctx, caller.contractorId, apiQuery(purchasesQuerySchema, request))),
  );
}

export async function action({ request }: Route.ActionArgs) {
  await discardBody(request);
  return methodNotAllowed("GET");
}
