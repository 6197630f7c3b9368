import type { Route } from "./+types/webhooks-sms";
import { appContext } from "~/web/context.server";
import { answerInboundText } from "~/web/inbound-text.server";

/** The SMS provider's inbound-text webhook (STOP, START, HELP): authenticated by its signature (web/inbound-text.server.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  return answerInboundText(request, await appContext(context));
}

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" } });
}
