/** GET /api/v1/leads — the leads this Enterprise contractor may buy now (docs/api.md). */
import type { Route } from "./+types/api-v1-leads";
import { domainContext } from "~/components/pro/pro.server";
import { apiJson, methodNotAllowed } from "~/domain/integrations/api-response";
import { handleApiRequest } from "~/domain/integrations/handle-api-request.server";
import { listApiLeads } from "~/domain/integrations/list-api-leads.server";
import { discardBody } from "~/lib/discard-body.server";

export async function loader({ request }: Route.LoaderArgs) {
  return handleApiRequest(await domainContext(), request, async ({ ctx, caller }) => apiJson(await listApiLeads(ctx, caller.contractorId)));
}

export async function action({ request }: Route.ActionArgs) {
  await discardBody(request);
  return methodNotAllowed("GET");
}
