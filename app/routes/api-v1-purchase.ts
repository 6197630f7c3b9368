/** GET /api/v1/purchases/{id} — one of my bought leads; another contractor's answers 404 (docs/api.md). */
import type { Route } from "./+types/api-v1-purchase";
import { appContext } from "~/web/context.server";
import { apiJson, methodNotAllowed } from "~/web/api-response";
import { getApiPurchase } from "~/domain/integrations/get-api-purchase.server";
import { handleApiRequest } from "~/web/handle-api-request.server";
import { discardBody } from "~/lib/discard-body.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  return handleApiRequest(await appContext(), request, async ({ ctx, caller }) => apiJson({ purchase: await getApiPurchase(ctx, caller.contractorId, params.id) }));
}

export async function action({ request }: Route.ActionArgs) {
  await discardBody(request);
  return methodNotAllowed("GET");
}
