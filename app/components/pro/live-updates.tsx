import { useContext, useEffect, useEffectEvent, useState } from "react";
import { categoryName } from "~/components/pro/labels";
import { Toaster } from "~/components/ui/toaster";
import { parseLiveUpdate, type LiveUpdate } from "~/domain/realtime/live-update";
import { showToast } from "~/lib/toast";
import { LiveReload, reloadPageHtml } from "./live-reload";

export type LiveState = "connecting" | "live" | "offline";

/** Events often come in bursts (a buyer's sale and its ripple, a request for three pros): one reload per burst. */
const BURST_MS = 150;

/**
 * Keeps the dashboard current, an island on every dashboard page (the layout renders it): listens to
 * /pro/events (Server-Sent Events) and reloads what the page shows when something changes, so a lead sold to
 * someone else leaves Available leads and a new one appears without a reload. New and delivered leads get a
 * toast; a lead that disappears from the list is announced in the polite live region. EventSource reconnects by
 * itself; after a gap the page is reloaded, as events may have been missed. Without JavaScript the pages simply
 * are not live. Renders the "Live updates on" indicator and that live region.
 */
export function LiveUpdates() {
  const routerReload = useContext(LiveReload);
  const [state, setState] = useState<LiveState>("connecting");
  const [announcement, setAnnouncement] = useState<{ id: number; text: string }>();
  // The stream stays open across client-side navigations; an effect event reads the current reload.
  const reload = useEffectEvent(() => (routerReload ? routerReload() : void reloadPageHtml().catch(() => {})));

  useEffect(() => {
    // Not live where EventSource is missing; the indicator then simply never shows.
    if (typeof EventSource === "undefined") return;
    const source = new EventSource("/pro/events");
    let timer: ReturnType<typeof setTimeout> | undefined;
    let interrupted = false;
    const refresh = () => {
      clearTimeout(timer);
      timer = setTimeout(() => reload(), BURST_MS);
    };
    source.onopen = () => {
      setState("live");
      if (interrupted) refresh();
      interrupted = false;
    };
    source.onerror = () => {
      interrupted = true;
      // CLOSED: the server refused (signed out); EventSource does not retry then.
      setState(source.readyState === EventSource.CLOSED ? "offline" : "connecting");
    };
    source.onmessage = (message: MessageEvent<string>) => {
      const update = parseLiveUpdate(message.data);
      if (!update) return;
      refresh();
      notify(update, (text) => setAnnouncement((previous) => ({ id: (previous?.id ?? 0) + 1, text })));
    };
    return () => {
      clearTimeout(timer);
      source.close();
    };
  }, []);

  return (
    <>
      <span data-testid="live-status" data-state={state} className="inline-flex items-center gap-1.5">
        {state === "live" ? (
          <>
            <span className="size-2 rounded-full bg-green-600" aria-hidden="true" />
            Live updates on
          </>
        ) : null}
      </span>
      {/* aria-live without role=status: the pages' own form messages are the status. */}
      <span aria-live="polite" className="sr-only" data-testid="live-announcer">
        {announcement ? <span key={announcement.id}>{announcement.text}</span> : null}
      </span>
      {/* Under the hydrated layout the document's own toaster shows the toasts; an islands page has none. */}
      {routerReload ? null : <Toaster />}
    </>
  );
}

function notify(update: LiveUpdate, announce: (text: string) => void): void {
  switch (update.type) {
    case "lead-available":
      void showToast(update.leadIds.length > 1 ? "New leads available" : "New lead available", {
        description: `${categoryName(update.category)}: see Available leads.`,
      });
      return;
    case "lead-delivered":
      void showToast("A lead was delivered to you", {
        description: update.autoBuy ? "Auto-buy bought it for you. Its contact details are in My leads." : "Its contact details are in My leads.",
        variant: "success",
      });
      return;
    case "lead-gone":
      // Only where the list is shown: elsewhere a sale to someone else changes nothing visible.
      if (location.pathname === "/pro") announce("A lead was sold to another contractor and removed from the list.");
      return;
    case "resync":
      return;
  }
}
