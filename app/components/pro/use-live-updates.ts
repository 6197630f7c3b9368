import { useEffect, useEffectEvent, useState } from "react";
import { useLocation, useRevalidator } from "react-router";
import { categoryName } from "~/components/pro/labels";
import { parseLiveUpdate, type LiveUpdate } from "~/domain/realtime/live-update";
import { showToast } from "~/lib/toast";

export type LiveState = "connecting" | "live" | "offline";

/** A message for the page's polite live region; `id` makes a repeated text be read again. */
export type LiveAnnouncement = { id: number; text: string };

/** Events often come in bursts (a buyer's sale and its ripple, a request for three pros): one reload per burst. */
const BURST_MS = 150;

/**
 * Keeps the dashboard current: listens to /pro/events (Server-Sent Events)
 * and reloads the pages' data through their loaders when something changes,
 * so a lead sold to someone else leaves Available leads and a new one appears
 * without a reload. New and delivered leads get a toast (sonner announces it
 * politely); a lead that disappears is announced in the returned live region
 * text. EventSource reconnects by itself; after a gap the data is reloaded,
 * as events may have been missed. Without JavaScript the pages simply are not
 * live.
 */
export function useLiveUpdates(): { state: LiveState; announcement: LiveAnnouncement | undefined } {
  const revalidator = useRevalidator();
  const { pathname } = useLocation();
  const [state, setState] = useState<LiveState>("connecting");
  const [announcement, setAnnouncement] = useState<LiveAnnouncement>();
  // Effect events read the current route without reopening the stream on every navigation.
  const reload = useEffectEvent(() => void revalidator.revalidate());
  const onUpdate = useEffectEvent((update: LiveUpdate) =>
    notify(update, pathname, (text) => setAnnouncement((previous) => ({ id: (previous?.id ?? 0) + 1, text }))),
  );

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
      onUpdate(update);
    };
    return () => {
      clearTimeout(timer);
      source.close();
    };
  }, []);

  return { state, announcement };
}

function notify(update: LiveUpdate, pathname: string, announce: (text: string) => void): void {
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
      if (pathname === "/pro") announce("A lead was sold to another contractor and removed from the list.");
      return;
    case "resync":
      return;
  }
}
