/** GET /pro/push/key — the site's VAPID public key, for pushManager.subscribe() in the alert switch on /pro/settings. */
import type { Route } from "./+types/pro-push-key";
import { requireContractor } from "~/web/require-contractor.server";
import { apiJson } from "~/web/api-response";
import { getVapidPublicKey } from "~/domain/push/get-vapid-keys.server";

export async function loader({ request }: Route.LoaderArgs) {
  const { ctx } = await requireContractor(request);
  return apiJson({ publicKey: await getVapidPublicKey(ctx.db) });
}
