/**
 * New-lead alerts (Web Push) in the contractor app's worker. A push carries the
 * JSON {title, body, url, tag} of an alert (app/jobs/deliver-due-push.server.ts).
 */
import type { WorkerScope } from "./worker-scope";

const FALLBACK_URL = "/pro";

type AlertNotification = { close(): void; data?: { url?: unknown } };
type PushEvent = { data: { json(): unknown } | null; waitUntil(p: Promise<unknown>): void };
type NotificationEvent = { notification: AlertNotification; waitUntil(p: Promise<unknown>): void };

export function installPushAlerts(sw: WorkerScope): void {
  /** Only pages of this site: a payload naming another origin opens the dashboard instead. */
  const sameOriginUrl = (value: unknown): string => {
    try {
      const url = new URL(typeof value === "string" ? value : FALLBACK_URL, sw.location.origin);
      return url.origin === sw.location.origin ? url.href : new URL(FALLBACK_URL, sw.location.origin).href;
    } catch {
      return new URL(FALLBACK_URL, sw.location.origin).href;
    }
  };

  const alertOf = (data: PushEvent["data"]) => {
    let payload: Record<string, unknown> = {};
    try {
      payload = (data ? data.json() : {}) as Record<string, unknown>;
    } catch {
      // Not JSON: still tell the contractor something arrived.
    }
    const text = (value: unknown, fallback: string) => (typeof value === "string" && value.trim() !== "" ? value : fallback);
    return {
      title: text(payload.title, "New lead"),
      body: text(payload.body, "A new lead matches your settings."),
      tag: text(payload.tag, "lead-alert"),
      url: sameOriginUrl(payload.url),
    };
  };

  sw.addEventListener("push", (event) => {
    const push = event as unknown as PushEvent;
    const alert = alertOf(push.data);
    // The same tag replaces an earlier notification (a retried delivery shows once).
    push.waitUntil(sw.registration.showNotification(alert.title, { body: alert.body, tag: alert.tag, data: { url: alert.url } }));
  });

  /**
   * What a click on an alert does: a window already showing its page comes to
   * the front; otherwise a dashboard window goes to it; otherwise a new window
   * opens. Focusing and opening are allowed only while a click is handled.
   */
  const openAlert = async (notification: AlertNotification) => {
    const url = sameOriginUrl(notification.data?.url);
    const windows = await sw.clients.matchAll({ type: "window", includeUncontrolled: true });
    const showing = windows.find((client) => client.url === url);
    if (showing) return showing.focus();
    const dashboard = windows.find((client) => new URL(client.url).pathname.startsWith("/pro") && "navigate" in client);
    if (dashboard) {
      const moved = await dashboard.navigate(url).catch(() => null);
      if (moved) return moved.focus().catch(() => moved);
    }
    return sw.clients.openWindow(url);
  };
  // The click logic by name, so it can be run against a shown notification from DevTools (the e2e test does).
  sw.openAlert = openAlert;

  sw.addEventListener("notificationclick", (event) => {
    const click = event as unknown as NotificationEvent;
    click.notification.close();
    click.waitUntil(openAlert(click.notification));
  });
}
