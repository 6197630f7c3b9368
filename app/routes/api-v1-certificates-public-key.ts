/**
 * GET /api/v1/certificates/public-key — public (no key): the platform's Ed25519 keys that sign consent certificates,
 * as a JWK Set (current first, then retired ones whose certificates still verify), for offline checks
 * (scripts/verify-certificate.ts; docs/api.md "Consent certificates").
 */
import { appContext } from "~/web/context.server";
import { apiJson, methodNotAllowed } from "~/web/api-response";
import { publishedKeys } from "~/domain/consent-certificates/certificate-keys.server";
import { discardBody } from "~/lib/discard-body.server";

export async function loader() {
  const ctx = await appContext();
  return apiJson(await publishedKeys(ctx.db));
}

export async function action({ request }: { request: Request }) {
  await discardBody(request);
  return methodNotAllowed("GET");
}
