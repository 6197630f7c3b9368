import { data } from "react-router";
import type { DataWithResponseInit } from "~/lib/react-router-private";

/**
 * An action's answer with its own status, 200 when it has none. React Router
 * answers a form post with the action's status when it set one, else with
 * the loaders': an action that consumes the page's token (delete my data, a
 * confirmed privacy request) would otherwise answer its "done" page with the
 * loader's 404 for the now-spent link.
 */
export function withActionStatus<T>(result: DataWithResponseInit<T>): DataWithResponseInit<T> {
  return result.init?.status ? result : data(result.data, { ...result.init, status: 200 });
}
