/** Any other /api/v1/ path: a JSON 404, not the HTML not-found page, since API clients read JSON. */
import { apiError } from "~/web/api-response";
import { discardBody } from "~/lib/discard-body.server";

const notFound = () => apiError(404, "not_found", "There is no such API endpoint.");

export function loader() {
  return notFound();
}

export async function action({ request }: { request: Request }) {
  await discardBody(request);
  return notFound();
}
