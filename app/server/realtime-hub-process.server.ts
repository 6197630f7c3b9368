import { getDatabase } from "~/db/database.server";
import { listenerFor } from "../domain/realtime/realtime-hub-listen.server";
import { RealtimeHub } from "../domain/realtime/realtime-hub.server";

/**
 * This process's hub. Created on the first subscriber (so the build's
 * prerendering and processes without dashboards never listen), kept on
 * globalThis so development hot reloads reuse one listening connection.
 */
const holder = globalThis as typeof globalThis & { __thpRealtimeHub?: RealtimeHub };

export function processRealtimeHub(): RealtimeHub {
  holder.__thpRealtimeHub ??= new RealtimeHub(async (handlers) => listenerFor(await getDatabase())(handlers));
  return holder.__thpRealtimeHub;
}

/** At shutdown, before the database closes: ends the open event streams and stops listening. */
export async function stopProcessRealtimeHub(): Promise<void> {
  const hub = holder.__thpRealtimeHub;
  holder.__thpRealtimeHub = undefined;
  await hub?.stop();
}
