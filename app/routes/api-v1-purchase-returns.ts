/** POST /api/v1/purchases/{id}/returns — return one of my bought leads; the Idempotency-Key header is required (docs/api.md). */
import type { Route } from "./+types/api-v1-purchase-returns";
import { appContext } from "~/web/context.server";
import { apiJson, methodNotAllowed } from "~/web/api-response";
import { fileReturnViaApi } from "~/domain/integrations/file-return-via-api.server";
import { apiBody, handleApiRequest } from "~/web/handle-api-request.server";
import { returnFilingSchema } from "~/forms/api-v1-writes";
import { discardBody } from "~/lib/discard-body.server";

export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "POST") {
    await discardBody(request);
    return methodNotAllowed("POST");
  }
  return handleApiRequest(await appContext(), request, async ({ ctx, caller }) => {
    const key = request.headers.get("idempotency-key");
    const input = await apiBody(returnFilingSchema, request);
    const filed = await fileReturnViaApi(ctx, caller.contractorId, params.id, key, input);
    return apiJson(
      { return: filed.return, replayed: filed.replayed },
      { status: filed.status, headers: filed.replayed ? { "Idempotent-Replayed": "true" } : {} },
    );
  });
}

export function loader() {
  return methodNotAllowed("POST");
}
