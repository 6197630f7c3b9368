/**
 * GET /api/v1/purchases/{id}/certificate — the signed consent certificate of one of my bought leads, with the API key
 * (docs/api.md). Another contractor's purchase, an unknown id and a request stored before certificates answer 404.
 */
import type { Route } from "./+types/api-v1-purchase-certificate";
import { appContext } from "~/web/context.server";
import { apiJson, methodNotAllowed } from "~/web/api-response";
import { handleApiRequest } from "~/web/handle-api-request.server";
import { NotFoundError } from "~/domain/shared/errors";
import { purchaseCertificate } from "~/domain/consent-certificates/purchase-certificate.server";
import { discardBody } from "~/lib/discard-body.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  return handleApiRequest(await appContext(), request, async ({ ctx, caller }) => {
    const signed = await purchaseCertificate(ctx.db, caller.contractorId, params.id);
    if (!signed) throw new NotFoundError("This certificate");
    return apiJson({ consentCertificate: signed });
  });
}

export async function action({ request }: { request: Request }) {
  await discardBody(request);
  return methodNotAllowed("GET");
}
