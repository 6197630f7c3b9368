/** GET /api/v1/purchases — my bought leads with contact details, newest first, paginated (docs/api.md). */
import type { Route } from "./+types/api-v1-purchases";
import { domainContext } from "~/components/pro/pro.server";
import { apiJson, methodNotAllowed } from "~/domain/integrations/api-response";
import { handleApiRequest } from "~/domain/integrations/handle-api-request.server";
import { listApiPurchases } from "~/domain/integrations/list-api-purchases.server";
import { discardBody } from "~/lib/discard-body.server";

export async function loader({ request }: Route.LoaderArgs) {
  return handleApiRequest(await domainContext(), request, async ({ ctx, caller }) =>
    apiJson(await listApiPurchases(ctx, caller.contractorId, new URL(request.url).searchParams)),
  );
}

export async function action({ request }: Route.ActionArgs) {
  await discardBody(request);
  return methodNotAllowed("GET");
}
