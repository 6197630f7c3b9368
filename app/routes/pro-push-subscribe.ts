/**
 * POST /pro/push/subscribe — turns new-lead alerts on in this browser: the
 * body is its PushSubscription as JSON. Same guard as every /pro action (the
 * session's contractor; CSRF by the server's Origin check, server/same-origin.ts).
 */
import type { Route } from "./+types/pro-push-subscribe";
import { requireContractor } from "~/web/require-contractor.server";
import { apiJson, methodNotAllowed } from "~/web/api-response";
import { postedJson } from "~/web/posted-json.server";
import { savePushSubscription } from "~/domain/push/save-push-subscription.server";
import { pushSubscriptionSchema } from "~/forms/push-subscription";

export async function loader({ request }: Route.LoaderArgs) {
  await requireContractor(request);
  return methodNotAllowed("POST");
}

export async function action({ request }: Route.ActionArgs) {
  const { ctx, contractorId } = await requireContractor(request);
  if (request.method !== "POST") return methodNotAllowed("POST");
  const input = await postedJson(request, pushSubscriptionSchema({ allowLoopbackHttp: ctx.env.NODE_ENV !== "production" }));
  await savePushSubscription(ctx, contractorId, input, request.headers.get("user-agent"));
  return apiJson({ subscribed: true });
}
