/**
 * GET /api/v1/purchases/{id}/messages — my purchase's thread, a page at a time; POST — write to the homeowner, the
 * Idempotency-Key header required (docs/api.md).
 */
import type { Route } from "./+types/api-v1-purchase-messages";
import { appContext } from "~/web/context.server";
import { apiJson, methodNotAllowed } from "~/web/api-response";
import { listMessagesViaApi } from "~/domain/integrations/list-messages-via-api.server";
import { postMessageViaApi } from "~/domain/integrations/post-message-via-api.server";
import { apiBody, apiQuery, handleApiRequest } from "~/web/handle-api-request.server";
import { messageSubmissionSchema, messagesQuerySchema } from "~/forms/api-v1-messages";
import { discardBody } from "~/lib/discard-body.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  return handleApiRequest(await appContext(), request, async ({ ctx, caller }) =>
    apiJson(await listMessagesViaApi(ctx.db, caller.contractorId, params.id, apiQuery(messagesQuerySchema, request))),
  );
}

export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "POST") {
    await discardBody(request);
    return methodNotAllowed("GET, POST");
  }
  return handleApiRequest(await appContext(), request, async ({ ctx, caller }) => {
    const key = request.headers.get("idempotency-key");
    const input = await apiBody(messageSubmissionSchema, request);
    const posted = await postMessageViaApi(ctx, caller.contractorId, params.id, key, input);
    return apiJson(
      { message: posted.message, replayed: posted.replayed },
      { status: posted.status, headers: posted.replayed ? { "Idempotent-Replayed": "true" } : {} },
    );
  });
}
