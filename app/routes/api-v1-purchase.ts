/** GET /api/v1/purchases/{id} — one of my bought leads; another contractor's answers 404 (docs/api.md). */
import type { Route } from "./+types/api-v1-purchase";
import { domainContext } from "~/components/pro/pro.server";
import { apiJson, methodNotAllowed } from "~/domain/integrations/api-response";
import { getApiPurchase } from "~/domain/integrations/get-api-purchase.server";
import { handleApiRequest } from "~/domain/integrations/handle-api-request.server";
import { discardBody } from "~/lib/discard-body.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  return handleApiRequest(await domainContext(), request, async ({ ctx, caller }) => apiJson({ purchase: await getApiPurchase(ctx, caller.contractorId, params.id) }));
}

export async function action({ request }: Route.ActionArgs) {
  await discardBody(request);
  return methodNotAllowed("GET");
}
