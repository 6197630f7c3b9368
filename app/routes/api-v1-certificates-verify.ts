/**
 * POST /api/v1/certificates/verify — public (no key; docs/api.md "Consent certificates"), rate limited per client
 * address: whether a consent certificate is genuine and unchanged, i.e. a platform key (by its kid) signed exactly
 * this certificate. Nothing of the body is stored or logged.
 */
import type { Route } from "./+types/api-v1-certificates-verify";
import { appContext } from "~/web/context.server";
import { apiJson, methodNotAllowed } from "~/web/api-response";
import { apiBody } from "~/web/handle-api-request.server";
import { handlePublicApiRequest } from "~/web/handle-public-api-request.server";
import { certificateVerifyRequestSchema } from "~/forms/consent-certificate";
import { verifyCertificate } from "~/domain/consent-certificates/certificate";
import { publicKeys } from "~/domain/consent-certificates/certificate-keys.server";
import { discardBody } from "~/lib/discard-body.server";

export async function loader() {
  return methodNotAllowed("POST");
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") {
    await discardBody(request);
    return methodNotAllowed("POST");
  }
  const ctx = await appContext(context);
  return handlePublicApiRequest(ctx, request, "certificates-verify", async () => {
    const signed = await apiBody(certificateVerifyRequestSchema, request);
    return apiJson(verifyCertificate(signed, await publicKeys(ctx.db)));
  });
}
