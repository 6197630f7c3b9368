/** POST /pro/push/unsubscribe — turns new-lead alerts off in this browser (the body names its endpoint). */
import type { Route } from "./+types/pro-push-unsubscribe";
import { requireContractor } from "~/web/require-contractor.server";
import { apiJson, methodNotAllowed } from "~/web/api-response";
import { postedJson } from "~/web/posted-json.server";
import { removePushSubscription } from "~/domain/push/remove-push-subscription.server";
import { pushUnsubscribeSchema } from "~/forms/push-subscription";

export async function loader({ request }: Route.LoaderArgs) {
  await requireContractor(request);
  return methodNotAllowed("POST");
}

export async function action({ request }: Route.ActionArgs) {
  const { ctx, contractorId } = await requireContractor(request);
  if (request.method !== "POST") return methodNotAllowed("POST");
  const { endpoint } = await postedJson(request, pushUnsubscribeSchema);
  const { removed } = await removePushSubscription(ctx, contractorId, endpoint);
  return apiJson({ subscribed: false, removed });
}
