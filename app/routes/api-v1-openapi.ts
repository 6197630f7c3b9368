/** GET /api/v1/openapi.json — the API's OpenAPI 3.1 document: public (it describes, it reveals nothing), cached briefly. */
import { env } from "~/env.server";
import { methodNotAllowed } from "~/web/api-response";
import { openApiDocument } from "~/web/openapi.server";
import { discardBody } from "~/lib/discard-body.server";

export function loader() {
  // Five minutes: a new version's document reaches clients soon after a deploy, yet tools polling it cost nothing.
  return Response.json(openApiDocument(env().PUBLIC_URL), { headers: { "Cache-Control": "public, max-age=300" } });
}

export async function action({ request }: { request: Request }) {
  await discardBody(request);
  return methodNotAllowed("GET");
}
