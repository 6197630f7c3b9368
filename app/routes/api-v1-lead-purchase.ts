/** POST /api/v1/leads/{id}/purchase — buy a lead; the Idempotency-Key header is required (docs/api.md). */
import type { Route } from "./+types/api-v1-lead-purchase";
import { appContext } from "~/web/context.server";
import { apiJson, methodNotAllowed } from "~/web/api-response";
import { buyLeadViaApi } from "~/domain/integrations/buy-lead-via-api.server";
import { handleApiRequest } from "~/web/handle-api-request.server";
import { discardBody } from "~/lib/discard-body.server";

export async function action({ request, params }: Route.ActionArgs) {
  // The purchase takes no body: whatever was sent is drained first.
  await discardBody(request);
  if (request.method !== "POST") return methodNotAllowed("POST");
  return handleApiRequest(await appContext(), request, async ({ ctx, caller }) => {
    const { purchase, replayed } = await buyLeadViaApi(ctx, caller.contractorId, params.id, request.headers.get("idempotency-key"));
    // Stripe's convention: a replay answers the first result again and says so in a header.
    return apiJson({ purchase, replayed }, { status: replayed ? 200 : 201, headers: replayed ? { "Idempotent-Replayed": "true" } : {} });
  });
}

export function loader() {
  return methodNotAllowed("POST");
}
