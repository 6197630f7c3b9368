/**
 * POST /pro/push/subscribe and /pro/push/unsubscribe — turn new-lead alerts
 * on or off in this browser (the "Alerts on this device" switch on
 * /pro/settings). Subscribe takes the browser's PushSubscription as JSON,
 * unsubscribe its endpoint. Same guards as every /pro action: the session's
 * contractor, and the same-origin check of every post (server/same-origin.ts).
 */
import type { Route } from "./+types/pro-push";
import { requireContractor } from "~/web/require-contractor.server";
import { apiError, apiJson, methodNotAllowed } from "~/web/api-response";
import { postedJson } from "~/web/posted-json.server";
import { removePushSubscription } from "~/domain/push/remove-push-subscription.server";
import { savePushSubscription } from "~/domain/push/save-push-subscription.server";
import { pushSubscriptionSchema, pushUnsubscribeSchema } from "~/forms/push-subscription";
import { outboundPolicyFor } from "~/lib/outbound/outbound-policy.server";

const notFound = () => apiError(404, "not_found", "There is no such push endpoint.");
const CHANGES = new Set(["subscribe", "unsubscribe"]);

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireContractor(request);
  return CHANGES.has(params.change) ? methodNotAllowed("POST") : notFound();
}

export async function action({ request, params }: Route.ActionArgs) {
  const { ctx, contractorId } = await requireContractor(request);
  if (!CHANGES.has(params.change)) return notFound();
  if (request.method !== "POST") return methodNotAllowed("POST");
  if (params.change === "subscribe") {
    // Known push services (and PUSH_SERVICE_HOSTS_EXTRA) only; a loopback stand-in only outside production.
    const targets = outboundPolicyFor(ctx.env);
    const input = await postedJson(request, pushSubscriptionSchema({ allowLoopback: targets.allowLoopback, extraHosts: ctx.env.PUSH_SERVICE_HOSTS_EXTRA }));
    await savePushSubscription(ctx, contractorId, input, request.headers.get("user-agent"));
    return apiJson({ subscribed: true });
  }
  const { endpoint } = await postedJson(request, pushUnsubscribeSchema);
  const { removed } = await removePushSubscription(ctx, contractorId, endpoint);
  return apiJson({ subscribed: false, removed });
}
