/**
 * GET /api/v1/purchases/{id} — one of my bought leads; PATCH — its pipeline
 * status, with a required Idempotency-Key. Another contractor's purchase
 * answers 404 (docs/api.md).
 */
import type { Route } from "./+types/api-v1-purchase";
import { appContext } from "~/web/context.server";
import { apiJson, methodNotAllowed } from "~/web/api-response";
import { getApiPurchase } from "~/domain/integrations/get-api-purchase.server";
import { updatePurchaseViaApi } from "~/domain/integrations/update-purchase-via-api.server";
import { apiBody, handleApiRequest } from "~/web/handle-api-request.server";
import { purchaseUpdateSchema } from "~/forms/api-v1-writes";
import { discardBody } from "~/lib/discard-body.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  return handleApiRequest(await appContext(), request, async ({ ctx, caller }) =>
    apiJson({ purchase: await getApiPurchase(ctx, caller.contractorId, params.id) }),
  );
}

export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "PATCH") {
    await discardBody(request);
    return methodNotAllowed("GET, PATCH");
  }
  return handleApiRequest(await appContext(), request, async ({ ctx, caller }) => {
    const key = request.headers.get("idempotency-key");
    const input = await apiBody(purchaseUpdateSchema, request);
    const { purchase, replayed } = await updatePurchaseViaApi(ctx, caller.contractorId, params.id, key, input);
    return apiJson({ purchase, replayed }, { headers: replayed ? { "Idempotent-Replayed": "true" } : {} });
  });
}
