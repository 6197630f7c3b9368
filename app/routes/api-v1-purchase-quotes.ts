/** POST /api/v1/purchases/{id}/quotes — send (or revise) my quote to the homeowner; the Idempotency-Key header is required (docs/api.md). */
import type { Route } from "./+types/api-v1-purchase-quotes";
import { appContext } from "~/web/context.server";
import { apiJson, methodNotAllowed } from "~/web/api-response";
import { sendQuoteViaApi } from "~/domain/integrations/send-quote-via-api.server";
import { apiBody, handleApiRequest } from "~/web/handle-api-request.server";
import { quoteSubmissionSchema } from "~/forms/api-v1-quotes";
import { discardBody } from "~/lib/discard-body.server";

export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "POST") {
    await discardBody(request);
    return methodNotAllowed("POST");
  }
  return handleApiRequest(await appContext(), request, async ({ ctx, caller }) => {
    const key = request.headers.get("idempotency-key");
    const input = await apiBody(quoteSubmissionSchema, request);
    const sent = await sendQuoteViaApi(ctx, caller.contractorId, params.id, key, input);
    return apiJson(
      { quote: sent.quote, revised: sent.revised, replayed: sent.replayed },
      { status: sent.status, headers: sent.replayed ? { "Idempotent-Replayed": "true" } : {} },
    );
  });
}

export function loader() {
  return methodNotAllowed("POST");
}
