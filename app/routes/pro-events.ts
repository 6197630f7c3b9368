/**
 * /pro/events — the signed-in contractor's live updates as Server-Sent Events
 * (read by use-live-updates.ts). Same guard as every /pro page; a renewed
 * session cookie goes out with the stream's headers.
 */
import type { Route } from "./+types/pro-events";
import { requireContractor } from "~/web/require-contractor.server";
import { subscribeLiveUpdates } from "~/domain/realtime/subscribe-live-updates.server";
import { eventStream } from "~/server/event-stream.server";
import { processRealtimeHub } from "~/server/realtime-hub-process.server";

export async function loader({ request }: Route.LoaderArgs) {
  const { ctx, contractorId, setCookie } = await requireContractor(request);
  return eventStream(request.signal, (sink) => subscribeLiveUpdates(ctx, contractorId, processRealtimeHub(), sink), {
    headers: { "X-Robots-Tag": "noindex", ...(setCookie ? { "Set-Cookie": setCookie } : {}) },
  });
}
