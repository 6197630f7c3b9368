/** Any other /api/v1/ path: a JSON 404, not the HTML not-found page, since API clients read JSON. */
import { apiError } from "~/web/api-response";

const notFound = () => apiError(404, "not_found", "There is no such API endpoint.");

export function loader() {
  return notFound();
}

export function action() {
  return notFound();
}
