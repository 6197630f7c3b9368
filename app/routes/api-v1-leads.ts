/** GET /api/v1/leads — the leads this Enterprise contractor may buy now (docs/api.md). */
import type { Route } from "./+types/api-v1-leads";
import { appContext } from "~/web/context.server";
import { apiJson, methodNotAllowed } from "~/web/api-response";
import { apiQuery, handleApiRequest } from "~/web/handle-api-request.server";
import { leadsQuerySchema } from "~/forms/api-v1";
import { listApiLeads } from "~/domain/integrations/list-api-leads.server";
import { discardBody } from "~/lib/discard-body.server";

export async function loader({ request }: Route.LoaderArgs) {
  return handleApiRequest(await appContext(), request, async ({ ctx, caller }) =>
    apiJson(await listApiLeads(ctx, caller.contractorId, apiQuery(leadsQuerySchema, request))),
  );
}

export async function action({ request }: Route.ActionArgs) {
  await discardBody(request);
  return methodNotAllowed("GET");
}
