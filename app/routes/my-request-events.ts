/**
 * /my-request/<token>/events — live updates of a homeowner's request page as
 * Server-Sent Events (read by the page's few lines in document-scripts.ts,
 * which reload it). The token in the URL is the only proof, as for the page;
 * a wrong or expired one is a 404 before any stream opens.
 */
import { data } from "react-router";
import type { Route } from "./+types/my-request-events";
import { watchMyRequest } from "~/domain/homeowners/watch-my-request.server";
import { PRIVATE_TOKEN_PAGE_HEADERS } from "~/lib/route-headers";
import { eventStream, type EventStreamSink } from "~/server/event-stream.server";
import { processRealtimeHub } from "~/server/realtime-hub-process.server";
import { appContext } from "~/web/context.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  const { db } = await appContext();
  const seenParam = new URL(request.url).searchParams.get("seen");
  const seen = seenParam !== null && /^\d{1,3}$/.test(seenParam) ? Number(seenParam) : undefined;
  // Subscribed before the stream opens, so a bad link is an ordinary 404 rather than a stream that closes at once;
  // what arrives before the stream exists is held for it.
  const held: unknown[] = [];
  const forward: { sink?: EventStreamSink; closed?: boolean } = {};
  const stop = await watchMyRequest(
    db,
    params.token,
    new Date(),
    processRealtimeHub(),
    {
      send: (update) => (forward.sink ? forward.sink.send(update) : held.push(update)),
      close: () => (forward.sink ? forward.sink.close() : (forward.closed = true)),
    },
    seen,
  );
  if (!stop) throw data("This link is not valid.", { status: 404, headers: PRIVATE_TOKEN_PAGE_HEADERS });
  return eventStream(
    request.signal,
    async (sink) => {
      forward.sink = sink;
      for (const update of held.splice(0)) sink.send(update);
      if (forward.closed) sink.close();
      return stop;
    },
    { headers: PRIVATE_TOKEN_PAGE_HEADERS },
  );
}
